import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSite } from '../../context/shell-context';
import { SimplePage } from '../../page-template/simple-page/simple-page';
import { UpcomingFeaturePage } from '../upcoming-feature-modal/upcoming-feature-page';

/** What a visit straight to a product outside the EU offer shows on the EU site: what the EU modal says. */
function EuUnavailablePage(): ReactNode {
  const site = useSite();
  return (
    <SimplePage
      title={<FormattedMessage id="shell.euModal.title" defaultMessage="Not available in the EU" />}
      intro={
        <FormattedMessage
          id="shell.euModal.body"
          defaultMessage="This product is not part of the services {site} offers in the European Union."
          values={{ site: site.name }}
        />
      }
      entries={[{ href: '/', label: <FormattedMessage id="shell.upcoming.home" defaultMessage="Back to the home page" /> }]}
    />
  );
}

/** The page a replaced route shows instead of its own: "Stay tuned!" or the EU page. */
export function ReplacedRoutePage({ behaviour }: { behaviour: 'upcoming' | 'eu-modal' }): ReactNode {
  return behaviour === 'upcoming' ? <UpcomingFeaturePage /> : <EuUnavailablePage />;
}
