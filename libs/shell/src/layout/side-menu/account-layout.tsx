import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { routePaths } from '@exchange/site-registry';
import type { SideMenuItem } from './side-menu-rules';
import { SideMenu } from './side-menu';
import { useStyles } from '@exchange/ui';

const labels = defineMessages({
  security: { id: 'shell.account.security', defaultMessage: 'Security' },
  securityOverview: { id: 'shell.account.securityOverview', defaultMessage: 'Overview' },
  fundpass: { id: 'shell.account.fundpass', defaultMessage: 'Fund password' },
  totp: { id: 'shell.account.totp', defaultMessage: 'Google authenticator' },
  passkeys: { id: 'shell.account.passkeys', defaultMessage: 'Passkeys' },
  kyc: { id: 'shell.account.kyc', defaultMessage: 'Identity verification (KYC)' },
  deposit: { id: 'shell.account.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'shell.account.withdraw', defaultMessage: 'Withdraw' },
  coupons: { id: 'shell.account.coupons', defaultMessage: 'Coupon center' },
  tickets: { id: 'shell.account.tickets', defaultMessage: 'Support tickets' },
});

/** The account side menu: every /myaccount page the specs link to (labels through react-intl). */
function accountMenuItems(intl: IntlShape): SideMenuItem[] {
  return [
    {
      key: 'security',
      label: intl.formatMessage(labels.security),
      icon: '🔒',
      activeRoutes: [routePaths.security()],
      children: [
        { label: intl.formatMessage(labels.securityOverview), route: routePaths.security() },
        { label: intl.formatMessage(labels.fundpass), route: routePaths.fundpassSetup() },
        { label: intl.formatMessage(labels.totp), route: routePaths.totp() },
        { label: intl.formatMessage(labels.passkeys), route: routePaths.passkeyManager() },
      ],
    },
    { label: intl.formatMessage(labels.kyc), icon: '🪪', route: routePaths.kycHome(), activeRoutes: [routePaths.kyc2()] },
    {
      label: intl.formatMessage(labels.deposit),
      icon: '⬇',
      route: routePaths.deposit(),
      activeRoutes: ['/myaccount/deposit', routePaths.depositFiat(), routePaths.depositGatecode()],
    },
    { label: intl.formatMessage(labels.withdraw), icon: '⬆', route: routePaths.withdraw(), activeRoutes: ['/myaccount/withdraw'] },
    { label: intl.formatMessage(labels.coupons), icon: '🎟', route: routePaths.couponCenter() },
    { label: intl.formatMessage(labels.tickets), icon: '✉', route: routePaths.tickets() },
  ];
}

/** Account pages: the side menu beside the page content. */
export function AccountLayout({ children }: { children: ReactNode }): ReactNode {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  return (
    <div css={styles.frame}>
      <SideMenu items={accountMenuItems(intl)} label={intl.formatMessage({ id: 'shell.account.menu', defaultMessage: 'Account' })} />
      <div css={styles.content}>{children}</div>
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    frame: css({ display: 'flex', alignItems: 'flex-start', gap: theme.spacing[6], [theme.mq.down('md')]: { flexDirection: 'column' } }),
    content: css({ flex: 1, minInlineSize: 0, inlineSize: '100%' }),
  };
}
