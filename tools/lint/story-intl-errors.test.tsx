import { render } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { intlErrorHandler, MissingMessageError } from '../../.storybook/intl-errors';

function Text() {
  return <p>{useIntl().formatMessage({ id: 'story.only.message', defaultMessage: 'English default' })}</p>;
}

const renderIn = (locale: 'ar' | 'ja' | 'de' | 'en') =>
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={intlErrorHandler(locale)}>
      <Text />
    </IntlProvider>,
  );

describe("Storybook's react-intl errors", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a message missing in a complete catalogue (ar, ja) fails the story', () => {
    expect(() => renderIn('ar')).toThrow(MissingMessageError);
    expect(() => renderIn('ja')).toThrow(/ja: .*story\.only\.message/);
  });

  it('an incomplete catalogue (de) falls back to English quietly, as the apps do', () => {
    expect(renderIn('de').getByText('English default')).toBeTruthy();
  });
});
