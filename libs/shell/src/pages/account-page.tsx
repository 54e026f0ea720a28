import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AccountLayout } from '../layout/side-menu/account-layout';
import { RequireLogin } from '../regional/protected-route/protected-route';
import { SimplePage } from '../page-template/simple-page/simple-page';

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

/** `/myaccount/*`: the account pages behind the login check, inside the account side menu. */
export function AccountRoute(): ReactNode {
  return (
    <RequireLogin>
      <AccountLayout>
        <AccountPage />
      </AccountLayout>
    </RequireLogin>
  );
}
