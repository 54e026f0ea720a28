import { useEffect, useState } from 'react';
import type { ReferralUserInfo } from '@exchange/api';
import { useIsLoggedIn } from '../use-is-logged-in';
import { useGrowthServices } from '../use-growth-services';
import { referralInfoDefault, referralInfoFailure, referralInfoOf } from './referral-info';

/** Referral info and whether it is still loading. */
export interface ReferralInfoState {
  info: ReferralUserInfo;
  loading: boolean;
}

/**
 * The logged-in user's referral info (kol_code, encrypted_uid, agency_type). Visitors get the
 * default without a call; any failure gives the default with a warning (§8).
 */
export function useReferralInfo(): ReferralInfoState {
  const { api } = useGrowthServices();
  const loggedIn = useIsLoggedIn();
  const [state, setState] = useState<ReferralInfoState>({ info: referralInfoDefault(), loading: true });

  useEffect(() => {
    if (!loggedIn) {
      setState({ info: referralInfoDefault(), loading: false });
      return;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    api
      .getReferralInfo()
      .then(referralInfoOf, referralInfoFailure)
      .then((info) => {
        if (!cancelled) setState({ info, loading: false });
      });
    return () => {
      cancelled = true;
    };
  }, [api, loggedIn]);

  return state;
}
