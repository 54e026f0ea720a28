import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SimplePage } from '../../page-template/simple-page/simple-page';

// Apart from the modal, which every page's links may open: the page and its template load only
// with the product routes that show it.

/** What a visit straight to a route the site has not launched shows: never a blank screen. */
export function UpcomingFeaturePage(): ReactNode {
  return (
    <SimplePage
      title={<FormattedMessage id="shell.upcoming.title" defaultMessage="Stay tuned!" />}
      intro={<FormattedMessage id="shell.upcoming.body" defaultMessage="This feature is upcoming" />}
      entries={[{ href: '/', label: <FormattedMessage id="shell.upcoming.home" defaultMessage="Back to the home page" /> }]}
    />
  );
}
