import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { LocaleCode } from '@exchange/site-registry';
import { catalogueLocale, isCompleteCatalogue } from '@exchange/shell/testing';

/** A message missing from a complete catalogue: the story fails, as CI's story runs see it. */
export class MissingMessageError extends Error {}

/**
 * react-intl's errors in a story. In a locale whose catalogue is complete a missing message is a
 * bug (the page would show English), so it throws while the story renders and Storybook shows the
 * story's error (the visual stage fails a story that does); anything else stays quiet, as in the apps.
 */
export function intlErrorHandler(locale: LocaleCode): NonNullable<IntlConfig['onError']> {
  const complete = isCompleteCatalogue(catalogueLocale(locale));
  return (error) => {
    if (complete && error.code === ReactIntlErrorCode.MISSING_TRANSLATION) throw new MissingMessageError(`${locale}: ${error.message}`);
  };
}
