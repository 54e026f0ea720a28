import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale, useSite } from '../../context/shell-context';
import { now } from '@exchange/platform';
import { safeRouterTarget } from '../../sanitiser/link-policy';
import { selectCompliance, selectComplianceReady } from '../../store/compliance-slice';
import { useAppSelector } from '../../store/store';
import { selectLoginState, selectTierLevel, selectVerified } from '../../store/user-slice';
import { trackGuidanceClick, trackGuidanceView } from '../compliance-analytics';
import { readStoredComplianceTimes, storeConfirmation, storeKycUpgradeShown, storeRiskUserShown } from '../compliance-storage';
import { KYC_PATH, SECURITY_PATH, WITHDRAW_PATH } from '../constants';
import {
  decideComplianceDialogs,
  exitConfirmAction,
  isRiskUserClosable,
  restrictedAcknowledgeTarget,
  type ComplianceDialogKind,
} from '../dialog-rules';
import { LazyComplianceDialog } from '../lazy-parts';
import { useComplianceNavigate } from '../use-compliance-navigate';
import { useSitePath } from '../../context/use-site-path';

function pageOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/**
 * Shows the compliance modals one at a time. Once the compliance check and the session are
 * known, the pure rules pick the first due dialog not yet handled in this mount; handling it
 * (confirm or close) reveals the next. Showing-time rules (HK, Uzbekistan, risk user, KYC
 * upgrade) record the time when a dialog opens, confirmation rules when it is confirmed.
 */
export function ComplianceDialogs(): ReactNode {
  const site = useSite();
  const locale = useLocale();
  const pathname = useSitePath();
  const complianceReady = useAppSelector(selectComplianceReady);
  const loginState = useAppSelector(selectLoginState);
  const check = useAppSelector(selectCompliance);
  const tierLevel = useAppSelector(selectTierLevel);
  const verified = useAppSelector(selectVerified);
  const go = useComplianceNavigate();
  const [handled, setHandled] = useState<ComplianceDialogKind[]>([]);
  const [active, setActive] = useState<ComplianceDialogKind | null>(null);
  const loggedIn = loginState === 'logged-in';
  const ready = complianceReady && loginState !== 'unknown';
  const isMainSite = site.key === 'main';

  useEffect(() => {
    if (!ready || active !== null) return;
    const due = decideComplianceDialogs(
      { check, loggedIn, tierLevel, verified, locale, pathname, isMainSite, stored: readStoredComplianceTimes(check.toast.kyc_toast) },
      now(),
    );
    const next = due.find((kind) => !handled.includes(kind));
    if (next === undefined) return;
    if (next === 'risk-user') storeRiskUserShown(check.toast.kyc_toast, now());
    if (next === 'kyc-upgrade') storeKycUpgradeShown(now());
    // HK ("reappears after 1 day") and the Uzbekistan notice ("shown once") count from the showing.
    if (next === 'HK') storeConfirmation('hk', now());
    if (next === 'UZBEKISTAN') storeConfirmation('uzbekistan', now());
    trackGuidanceView(next);
    setActive(next);
  }, [ready, active, handled, check, loggedIn, tierLevel, verified, locale, pathname, isMainSite]);

  const finish = useCallback((kind: ComplianceDialogKind) => {
    setHandled((list) => [...list, kind]);
    setActive(null);
  }, []);

  const origin = useMemo(pageOrigin, []);
  const onConfirm = useCallback(() => {
    if (!active) return;
    trackGuidanceClick(active, 'confirm');
    let target: string | null = null;
    switch (active) {
      case 'restricted-country':
        target = restrictedAcknowledgeTarget(loggedIn, safeRouterTarget(check.business.ok_button_router, origin));
        break;
      case 'Netherlands':
      case 'UZBEKISTAN_ASSETS': {
        const action = exitConfirmAction(tierLevel, verified);
        if (action.kind === 'withdraw') target = action.to;
        else if (action.kind === 'store') storeConfirmation(active === 'Netherlands' ? 'netherlands' : 'uzbekistanAssets', now());
        break;
      }
      case 'low-kyc':
        target = SECURITY_PATH;
        break;
      case 'withdraw-only':
        target = WITHDRAW_PATH;
        break;
      case 'risk-user':
        target = safeRouterTarget(check.toast.kyc_toast.risk_user_guide_url, origin);
        break;
      case 'kyc-upgrade':
        target = KYC_PATH;
        break;
      case 'business-notice':
        target = safeRouterTarget(check.business.ok_button_router, origin);
        break;
      default:
        break;
    }
    finish(active);
    if (target) go(target);
  }, [active, check, loggedIn, tierLevel, verified, origin, finish, go]);

  const closable = active === 'restricted-country' ? false : active === 'risk-user' ? isRiskUserClosable(check.toast.kyc_toast) : true;
  const onClose = useCallback(() => {
    if (!active || !closable) return;
    trackGuidanceClick(active, 'close');
    finish(active);
  }, [active, closable, finish]);

  if (!active) return null;
  // The dialog body loads on first show (lazy-parts.ts); the decision above stays eager.
  return (
    <Suspense fallback={null}>
      <LazyComplianceDialog
        kind={active}
        locale={locale}
        closable={closable}
        riskMessage={check.toast.kyc_toast.risk_user_guide_msg}
        business={check.business}
        origin={origin}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Suspense>
  );
}
