import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { routePaths, splitLocalePrefix, type SiteConfig } from '@exchange/site-registry';
import { lazyPart, useSite } from '@exchange/shell';

// Its code (the cookie rules and the verify call) loads only on a login page a referral link opened.
const Effect = lazyPart<object>(() => import('./use-referral-attribution').then((m) => m.ReferralAttributionEffect));

/**
 * Spec 2 §2 "Entry: /login, /signup (query ch, ref_uid)": whether this page is the /login entry
 * carrying a referral code that the site attributes (a site that hides referral attributes none).
 * The sign-up page attributes on its own.
 */
export function attributesOnLogin(pathname: string, search: string, site: SiteConfig): boolean {
  return !site.hiddenReferral && splitLocalePrefix(pathname, site).rest === routePaths.login() && new URLSearchParams(search).has('ref_uid');
}

/**
 * Mounted by every app beside its pages (the passkey lib owns /login and cannot import growth):
 * on a /login page opened by a referral link, runs the same attribution as /signup.
 */
export function LoginReferralAttribution(): ReactNode {
  const site = useSite();
  const { pathname, search } = useLocation();
  if (!attributesOnLogin(pathname, search, site)) return null;
  return (
    <Suspense fallback={null}>
      <Effect />
    </Suspense>
  );
}
