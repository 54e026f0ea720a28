import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { useIntl, type IntlShape } from 'react-intl';
import { routePaths } from '@exchange/site-registry';
import type { SideMenuItem } from '../../regional/side-menu-rules';
import { SideMenu } from './side-menu';

/** The account side menu: every /myaccount page the specs link to (labels through react-intl). */
export function accountMenuItems(intl: IntlShape): SideMenuItem[] {
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return [
    {
      key: 'security',
      label: t('shell.account.security', 'Security'),
      icon: '🔒',
      activeRoutes: [routePaths.security()],
      children: [
        { label: t('shell.account.securityOverview', 'Overview'), route: routePaths.security() },
        { label: t('shell.account.fundpass', 'Fund password'), route: routePaths.fundpassSetup() },
        { label: t('shell.account.totp', 'Google authenticator'), route: routePaths.totp() },
        { label: t('shell.account.passkeys', 'Passkeys'), route: routePaths.passkeyManager() },
      ],
    },
    { label: t('shell.account.kyc', 'Identity verification (KYC)'), icon: '🪪', route: routePaths.kycHome(), activeRoutes: [routePaths.kyc2()] },
    {
      label: t('shell.account.deposit', 'Deposit'),
      icon: '⬇',
      route: routePaths.deposit(),
      activeRoutes: ['/myaccount/deposit', routePaths.depositFiat(), routePaths.depositGatecode()],
    },
    { label: t('shell.account.withdraw', 'Withdraw'), icon: '⬆', route: routePaths.withdraw(), activeRoutes: ['/myaccount/withdraw'] },
    { label: t('shell.account.coupons', 'Coupon center'), icon: '🎟', route: routePaths.couponCenter() },
    { label: t('shell.account.tickets', 'Support tickets'), icon: '✉', route: routePaths.tickets() },
  ];
}

/** Account pages: the side menu beside the page content. */
export function AccountLayout({ children }: { children: ReactNode }): ReactNode {
  const intl = useIntl();
  const styles = getStyles(useTheme());
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
