import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Navigate } from 'react-router';
import type { FooterTip } from '@exchange/api';
import { getSite, LOGIN_PATH } from '@exchange/site-registry';
import { useApi, useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { now, useHydratedState, usePainted } from '@exchange/platform';
import { readCookie, writeCookie } from '@exchange/platform';
import { readStored, readStoredJson, writeStored, writeStoredJson } from '@exchange/platform';
import { safeRouterTarget } from '../../sanitiser/link-policy';
import { selectCompliance, selectComplianceReady } from '../../store/compliance-slice';
import { useAppSelector } from '../../store/store';
import { selectLoginState, selectVerified } from '../../store/user-slice';
import { trackGuidanceClick, trackGuidanceView } from '../compliance-analytics';
import {
  COMPLIANCE_TIPS_PATH,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_S,
  KYC_PATH,
  SESSION_KEYS,
  TICKETS_PATH,
} from '../constants';
import { parseTimestamp } from '../timestamp-rule';
import { decideComplianceRoute } from '../feature-restrictions';
import { LazyComplianceTipsBar, LazyKycBar, LazySiteTipBar } from '../lazy-parts';
import { RemindBar } from '../remind-bar/remind-bar';
import { shouldShowKycBar } from '../kyc-rules';
import { decideRemindBar, regionOfLanguageTag, type RemindBarKind } from '../remind-bar-rules';
import { shouldCheckSiteTip, siteTipEndpoint } from '../site-tip-rules';
import { useSitePath } from '../../context/use-site-path';
import { BOTTOM_BARS_HEIGHT_VAR } from '../../widgets/constants';
import { useStyles } from '@exchange/ui';

function browserLanguage(): string | undefined {
  try {
    return globalThis.navigator?.language;
  } catch {
    return undefined;
  }
}

function pageOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/** Records a "view" once per shown key. */
function useTrackView(kind: string | null): void {
  useEffect(() => {
    if (kind) trackGuidanceView(kind);
  }, [kind]);
}

/**
 * No remind bar dismissed, one list for every render: after hydration the stored value read as
 * this same list keeps the bars from rendering (and committing) again for nothing.
 */
const NO_BARS_DISMISSED: readonly RemindBarKind[] = [];

/**
 * The compliance redirect and every compliance bar, stacked at the bottom of the viewport:
 * feature tips, site tip, KYC bar and the one remind bar. Components render what the pure rules
 * return; closing records the dismissal (session storage) or the consent (cookie with the time).
 */
export function ComplianceBars(): ReactNode {
  const site = useSite();
  const api = useApi();
  const localize = useLocalizedPath();
  const pathname = useSitePath();
  const styles = useStyles(getStyles);
  // The feature tips, site tip and KYC bars mount after the first paint (their code is fetched
  // then). The remind bar does not wait: for a new visitor it is the cookies notice, on a phone
  // often the largest text on screen (trade, futures), so mounting it later made it the page's
  // largest contentful paint. Its code is in the first load for that reason.
  const painted = usePainted();
  const complianceReady = useAppSelector(selectComplianceReady);
  const loginState = useAppSelector(selectLoginState);
  const check = useAppSelector(selectCompliance);
  const verified = useAppSelector(selectVerified);
  const loggedIn = loginState === 'logged-in';

  // Storage and cookies: what the page rendered at build time shows first (useHydratedState).
  const [kycDismissed, setKycDismissed] = useHydratedState(() => readStored(SESSION_KEYS.kycBar, 'session') === '1', false);
  const [barsDismissed, setBarsDismissed] = useHydratedState<readonly RemindBarKind[]>(() => readStoredJson<RemindBarKind[]>(SESSION_KEYS.remindBars, 'session') ?? NO_BARS_DISMISSED, NO_BARS_DISMISSED);
  const [consentAt, setConsentAt] = useHydratedState(() => parseTimestamp(readCookie(COOKIE_CONSENT_COOKIE)), parseTimestamp(undefined));
  // The tip with the page it was asked for: another page shows none until its own answer, and an
  // empty answer (most visitors) changes no state, so it costs the first load no commit.
  const [tipFor, setTipFor] = useState<{ pathname: string; tip: FooterTip } | null>(null);
  const siteTip = tipFor?.pathname === pathname ? tipFor.tip : null;
  const [siteTipClosed, setSiteTipClosed] = useState(false);

  const checkTip = shouldCheckSiteTip(pathname);
  const endpoint = siteTipEndpoint(site.footerTipsCheck);
  useEffect(() => {
    if (!checkTip) return undefined;
    const controller = new AbortController();
    void api[endpoint]({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok && result.data) setTipFor({ pathname, tip: result.data });
    });
    return () => controller.abort();
  }, [api, endpoint, checkTip, pathname]);

  const ready = complianceReady;
  const route = ready
    ? decideComplianceRoute({
        pathname,
        limitCountry: check.limit.limit_country,
        menu: check.menu,
        showComplianceTips: check.limit.is_show_compliance_tips,
        isMainSite: site.key === 'main',
      })
    : ({ kind: 'none' } as const);

  const remind = ready
    ? decideRemindBar({
        loggedIn,
        siteKey: site.key,
        pathname,
        isWithdrawOnly: check.toast.is_withdraw_only_user,
        isBlockedCountry: check.limit.is_blocked_country,
        limitUserStatus: check.toast.limit_country_user_status,
        region: regionOfLanguageTag(browserLanguage()),
        cookieConsentAt: consentAt,
        dismissed: barsDismissed,
      })
    : null;
  const showKyc = loginState !== 'unknown' && shouldShowKycBar(loggedIn, verified, kycDismissed);
  const showTip = siteTip !== null && siteTip.content.trim() !== '' && !siteTipClosed;

  useTrackView(route.kind === 'tips' ? `tips:${route.code}` : null);
  useTrackView(remind ? `remind:${remind.kind}` : null);
  useTrackView(showKyc ? 'kyc-bar' : null);
  useTrackView(showTip ? 'site-tip' : null);

  const closeRemind = useCallback(
    (kind: RemindBarKind) => {
      trackGuidanceClick(`remind:${kind}`, 'close');
      const next = [...barsDismissed, kind];
      writeStoredJson(SESSION_KEYS.remindBars, next, 'session');
      setBarsDismissed(next);
    },
    [barsDismissed, setBarsDismissed],
  );
  const acceptCookies = useCallback(() => {
    const at = now();
    trackGuidanceClick('remind:cookies', 'accept');
    writeCookie(COOKIE_CONSENT_COOKIE, String(at), { maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_S });
    setConsentAt(at);
  }, [setConsentAt]);
  const closeKyc = useCallback(() => {
    trackGuidanceClick('kyc-bar', 'close');
    writeStored(SESSION_KEYS.kycBar, '1', 'session');
    setKycDismissed(true);
  }, [setKycDismissed]);

  if (route.kind === 'redirect') return <Navigate to={localize(route.to)} replace />;
  const switchSite = remind?.switchTo ? getSite(remind.switchTo) : null;
  const tipHref = siteTip ? safeRouterTarget(siteTip.link, pageOrigin()) : null;
  const deferredBar = painted && (route.kind === 'tips' || showTip || showKyc);
  if (!deferredBar && !remind) return null;
  return (
    <BottomBarsStack css={styles.stack}>
      {/* The other bars' bodies load on first show (lazy-parts.ts); nothing takes their place
          meanwhile. The remind bar stays outside: it never waits for them. */}
      <Suspense fallback={null}>
        {painted && route.kind === 'tips' && (
          <LazyComplianceTipsBar
            code={route.code}
            tipsHref={localize(COMPLIANCE_TIPS_PATH)}
            onLearnMore={() => trackGuidanceClick(`tips:${route.code}`, 'learn-more')}
          />
        )}
        {painted && showTip && siteTip && (
          <LazySiteTipBar
            tip={siteTip}
            href={tipHref ? localize(tipHref) : null}
            onClose={() => {
              trackGuidanceClick('site-tip', 'close');
              setSiteTipClosed(true);
            }}
            onLink={() => trackGuidanceClick('site-tip', 'link')}
          />
        )}
        {painted && showKyc && <LazyKycBar kycHref={localize(KYC_PATH)} onClose={closeKyc} onVerify={() => trackGuidanceClick('kyc-bar', 'verify')} />}
      </Suspense>
      {remind && (
        <RemindBar
          kind={remind.kind}
          switchTo={remind.switchTo}
          switchSiteName={switchSite?.name}
          switchSiteUrl={switchSite?.origin}
          ticketsHref={localize(TICKETS_PATH)}
          loginHref={localize(LOGIN_PATH)}
          tipsHref={localize(COMPLIANCE_TIPS_PATH)}
          onClose={() => closeRemind(remind.kind)}
          onAccept={acceptCookies}
          onAction={(action) => trackGuidanceClick(`remind:${remind.kind}`, action)}
        />
      )}
    </BottomBarsStack>
  );
}

/**
 * The bars' stack. It publishes its height on the root element, so controls fixed to the bottom
 * of the viewport sit above the bars instead of under them.
 */
function BottomBarsStack({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return undefined;
    const publish = (height: number) => root.style.setProperty(BOTTOM_BARS_HEIGHT_VAR, `${height}px`);
    // The observer reports the size after the browser's own layout; reading offsetHeight here
    // would force a layout in the middle of the first load's commit.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => publish(entries[0]?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight))
        : null;
    if (observer) observer.observe(element);
    else publish(element.offsetHeight);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BARS_HEIGHT_VAR);
    };
  }, []);
  return (
    <div ref={ref} className={className} data-compliance-bars="">
      {children}
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    // Sticky, not fixed: the bars follow the viewport's bottom but keep their own place after
    // the footer, so they never cover the page's last controls.
    stack: css({
      position: 'sticky',
      insetBlockEnd: 0,
      zIndex: theme.zIndex.bar,
      display: 'flex',
      flexDirection: 'column',
      boxShadow: theme.shadows.overlay,
    }),
  };
}
