import type { ReactNode } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { routePaths } from '@exchange/site-registry';
import { useSite } from '../../context/shell-context';
import { RegionalLink } from '../../regional/regional-link/regional-link';

/** Decision: where the notification entry leads a logged-in user (not shown in the spec). */
export const NOTIFICATIONS_PATH = '/myaccount/notifications';

/**
 * The header's navigation entries, shared by the wide header and the phone menu so both always
 * offer the same links under the same site flags (Referral follows `hiddenReferral`).
 */
export function HeaderNavLinks({ linkCss }: { linkCss: SerializedStyles }): ReactNode {
  const site = useSite();
  return (
    <>
      <RegionalLink css={linkCss} to={routePaths.trade()}>
        <FormattedMessage id="shell.header.trade" defaultMessage="Trade" />
      </RegionalLink>
      <RegionalLink css={linkCss} to={routePaths.futures({ contract: 'BTC_USDT' })}>
        <FormattedMessage id="shell.header.futures" defaultMessage="Futures" />
      </RegionalLink>
      <RegionalLink css={linkCss} to={routePaths.copytrading()}>
        <FormattedMessage id="shell.header.copytrading" defaultMessage="Copy trading" />
      </RegionalLink>
      <RegionalLink css={linkCss} to={routePaths.rewardsHub()}>
        <FormattedMessage id="shell.header.rewards" defaultMessage="Rewards" />
      </RegionalLink>
      {!site.hiddenReferral && (
        <RegionalLink css={linkCss} to={routePaths.referral()}>
          <FormattedMessage id="shell.header.referral" defaultMessage="Referral" />
        </RegionalLink>
      )}
    </>
  );
}
