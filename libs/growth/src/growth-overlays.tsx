import type { ReactNode } from 'react';
import { LazyNewUserPopup } from './newuser-popup/lazy-new-user-popup';
import { LoginReferralAttribution } from './referral/login-referral-attribution';

/**
 * What growth adds beside every page of every app: the new-user popup, and the referral
 * attribution of a /login link (the sign-up page attributes on its own).
 */
export function GrowthOverlays(): ReactNode {
  return (
    <>
      <LazyNewUserPopup />
      <LoginReferralAttribution />
    </>
  );
}
