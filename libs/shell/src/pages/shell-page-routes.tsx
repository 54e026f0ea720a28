import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { productPageRoutes } from './product-pages';
import { complianceTipsRoute } from '../compliance/compliance-tips-page/compliance-tips-page';
import { SimplePage } from './simple-page';
import { AccountLayout } from '../layout/side-menu/account-layout';
import { DeclarationPage } from '../regional/declaration/declaration';
import { RequireLogin } from '../regional/protected-route/protected-route';

/** Account pages the specs link to; protected by nginx and the client (visitors go to /login). */
const ACCOUNT_ENTRIES = [
  { href: '/myaccount/security', label: <FormattedMessage id="shell.account.security" defaultMessage="Security" /> },
  { href: '/myaccount/kyc_home', label: <FormattedMessage id="shell.account.kyc" defaultMessage="Identity verification (KYC)" /> },
  { href: '/myaccount/deposit/USDT', label: <FormattedMessage id="shell.account.deposit" defaultMessage="Deposit" /> },
  { href: '/myaccount/withdraw/USDT', label: <FormattedMessage id="shell.account.withdraw" defaultMessage="Withdraw" /> },
  { href: '/myaccount/tickets', label: <FormattedMessage id="shell.account.tickets" defaultMessage="Support tickets" /> },
  { href: '/myaccount/fundpass_setup', label: <FormattedMessage id="shell.account.fundpass" defaultMessage="Fund password" /> },
  { href: '/myaccount/totp', label: <FormattedMessage id="shell.account.totp" defaultMessage="Google authenticator" /> },
  { href: '/myaccount/profile/passkey-manager', label: <FormattedMessage id="shell.account.passkeys" defaultMessage="Passkeys" /> },
  { href: '/myaccount/coupon_center', label: <FormattedMessage id="shell.account.coupons" defaultMessage="Coupon center" /> },
];

function AccountPage(): ReactNode {
  return (
    <SimplePage
      title={<FormattedMessage id="shell.account.title" defaultMessage="My account" />}
      intro={<FormattedMessage id="shell.account.intro" defaultMessage="Manage your security, verification and funds." />}
      entries={ACCOUNT_ENTRIES}
    />
  );
}

function InfoPage({ title }: { title: ReactNode }): ReactNode {
  return (
    <SimplePage
      title={title}
      intro={<FormattedMessage id="shell.info.intro" defaultMessage="This page is published by the exchange's legal and communications teams." />}
      entries={[
        { href: '/about-us', label: <FormattedMessage id="shell.info.about" defaultMessage="About us" /> },
        { href: '/user-agreement', label: <FormattedMessage id="shell.info.agreement" defaultMessage="User agreement" /> },
        { href: '/privacy-policy', label: <FormattedMessage id="shell.info.privacy" defaultMessage="Privacy policy" /> },
        { href: '/fee', label: <FormattedMessage id="shell.info.fee" defaultMessage="Fee standards" /> },
      ]}
    />
  );
}

/** Routes the shell itself serves under every language prefix. */
export function shellPageRoutes(): RouteObject[] {
  const info = (path: string, title: ReactNode): RouteObject => ({ path, element: <InfoPage title={title} /> });
  return [
    {
      path: 'myaccount/*',
      element: (
        <RequireLogin>
          <AccountLayout>
            <AccountPage />
          </AccountLayout>
        </RequireLogin>
      ),
    },
    { path: 'declaration', element: <DeclarationPage /> },
    ...productPageRoutes(),
    info('about-us', <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />),
    info('about_us', <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />),
    info('media-kit', <FormattedMessage id="shell.info.mediaKitTitle" defaultMessage="Media kit" />),
    info('fee', <FormattedMessage id="shell.info.feeTitle" defaultMessage="Fee standards" />),
    info('user-agreement', <FormattedMessage id="shell.info.agreementTitle" defaultMessage="User agreement" />),
    info('privacy-policy', <FormattedMessage id="shell.info.privacyTitle" defaultMessage="Privacy policy" />),
    info('appdownload', <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />),
    info('mobileapp', <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />),
    { path: '404', element: <NotFoundPage /> },
    complianceTipsRoute,
  ];
}
