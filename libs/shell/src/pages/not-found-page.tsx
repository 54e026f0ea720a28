import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SimplePage } from './simple-page';

/** Placeholder of the not-found page until the widgets work replaces it with both layouts. */
export function NotFoundPage(): ReactNode {
  return (
    <SimplePage
      title={<FormattedMessage id="shell.notFound.title" defaultMessage="Page not found" />}
      entries={[{ href: '/', label: <FormattedMessage id="shell.notFound.home" defaultMessage="Return home" /> }]}
    />
  );
}
