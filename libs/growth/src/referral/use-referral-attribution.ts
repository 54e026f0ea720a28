import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '@exchange/shell';
import { useGrowthServices } from '../use-growth-services';
import { applyCookieOperations, attributeReferral } from './referral-attribution';
import { referralParamsFromSearch, type ReferralParams } from './referral-cookie-rules';

/** Progress of {@link useReferralAttribution}. */
type ReferralAttributionStatus = 'none' | 'pending' | 'done';

/** Result of {@link useReferralAttribution}. */
export interface ReferralAttribution {
  /** Attribution read from the page's query (`ref_uid`, `ref_type`, `ref_channel` or `ch`, `group_id`). */
  params: ReferralParams;
  /** `none` without a `ref_uid`, `pending` while the server verifies, then `done`. */
  status: ReferralAttributionStatus;
}

/**
 * Feeds referral attribution from the current page's query into the referral cookies, once per
 * distinct query. For the /signup and /login entry routes (both may call it). A site that hides
 * referral reads no attribution from a link (decision: it runs no referral programme).
 */
export function useReferralAttribution(): ReferralAttribution {
  const { search } = useLocation();
  const { api, cookieDomain } = useGrowthServices();
  const site = useSite();
  const current = site.hiddenReferral ? {} : referralParamsFromSearch(search);
  const key = JSON.stringify(current);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!current.refUid) return;
    let cancelled = false;
    attributeReferral(current, {
      verify: (query) => api.verifyInviteInfo(query),
      apply: (operations) => applyCookieOperations(operations, cookieDomain),
    }).finally(() => {
      if (!cancelled) setDone(key);
    });
    return () => {
      cancelled = true;
    };
    // `key` stands for `current`: re-run only when the query's attribution changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, api, cookieDomain]);

  return { params: current, status: !current.refUid ? 'none' : done === key ? 'done' : 'pending' };
}

/**
 * Runs {@link useReferralAttribution} and renders nothing: for routes owned elsewhere (the passkey
 * lib's /login cannot import growth, so the app renders this beside it).
 */
export function ReferralAttributionEffect(): null {
  useReferralAttribution();
  return null;
}
