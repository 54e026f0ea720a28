import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SimplePage } from '../../page-template/simple-page/simple-page';
import { trackGuidanceView } from '../compliance-analytics';
import { TICKETS_PATH, WITHDRAW_PATH } from '../constants';

/**
 * /state_compliance_tips (first spec §2): where restricted regions and restricted features are
 * sent. It explains the restriction and offers what remains possible. Loaded with its route
 * (shell-page-routes.tsx): not in every page's first load.
 */
export function ComplianceTipsPage(): ReactNode {
  useEffect(() => trackGuidanceView('tips-page'), []);
  return (
    <SimplePage
      title={<FormattedMessage id="compliance.tipsPage.title" defaultMessage="This service is not available in your region" />}
      intro={
        <FormattedMessage
          id="compliance.tipsPage.intro"
          defaultMessage="Because of local laws and regulations, Gate cannot provide this service in your country or region, or for this feature. Your assets stay safe: you can still withdraw them and contact support."
        />
      }
      entries={[
        { href: '/', label: <FormattedMessage id="compliance.tipsPage.home" defaultMessage="Back to home" /> },
        { href: WITHDRAW_PATH, label: <FormattedMessage id="compliance.tipsPage.withdraw" defaultMessage="Withdraw assets" /> },
        { href: TICKETS_PATH, label: <FormattedMessage id="compliance.tipsPage.ticket" defaultMessage="Contact support" /> },
        { href: '/user-agreement', label: <FormattedMessage id="compliance.tipsPage.agreement" defaultMessage="User agreement" /> },
      ]}
    />
  );
}
