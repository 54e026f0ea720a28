/**
 * Field Core Web Vitals: LCP, INP, CLS, FCP and TTFB from real visitors, measured by
 * the web-vitals library and sent as analytics events. Loaded by the platform boot after the load
 * event in idle time, so it adds nothing to the first load; web-vitals reads the buffered entries
 * of what happened before it started.
 *
 * Each report carries the site id, the route pattern (never the URL or its query) and the
 * connection type, and is sent only if the visitor has accepted the cookies notice by the time it
 * is reported. A page view is sampled at VITALS_SAMPLE_RATE; dev and preview builds (the ones with
 * the mock toolbar) also honour the `mock_vitals_sample=all` cookie, which release builds drop.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { COOKIE_CONSENT_COOKIE } from '../../compliance/constants';
import { readCookie } from '@exchange/platform';
import { flushAnalytics, track, type AnalyticsProps } from '../../services/analytics/analytics';
import { VITALS_EVENT, VITALS_FORCE_COOKIE, VITALS_SAMPLE_RATE } from '../../services/constants';
import { routePatternOf } from './route-pattern';

/** Compiled in for dev and preview builds only (EXCHANGE_DEV_TOOLBAR=1); `npm run build` and a release leave it out. */
const DEV_TOOLBAR = typeof __DEV_TOOLBAR__ !== 'undefined' && __DEV_TOOLBAR__;

/** The five metrics reported. */
export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** What {@link startVitals} needs; everything but the site has a page default. */
export interface VitalsOptions {
  siteKey: string;
  /** Share of page views reported, 0..1. */
  sampleRate?: number;
  random?: () => number;
  readCookie?: (name: string) => string | undefined;
  /** The page's path (its pattern is looked up; the path itself is never sent). */
  pathname?: () => string;
  connectionType?: () => string;
  track?: (event: string, props: AnalyticsProps) => void;
  /** Sends what is queued; called when a report comes as the page is hidden. */
  flush?: () => void;
  /** web-vitals' listeners (tests pass fakes). */
  listeners?: Record<(typeof VITALS_METRICS)[number], (report: (metric: Metric) => void) => void>;
  isHidden?: () => boolean;
}

/** Whether the force switch is set (`mock_vitals_sample=all`); read only in builds with the mock toolbar. */
export function forceSwitchOn(read: (name: string) => string | undefined): boolean {
  return read(VITALS_FORCE_COOKIE) === 'all';
}

/** Whether this page view reports: forced, or drawn under the sample rate. */
export function isSampled(options: { forced?: boolean; sampleRate?: number; random?: () => number }): boolean {
  if (options.forced) return true;
  return (options.random ?? Math.random)() < (options.sampleRate ?? VITALS_SAMPLE_RATE);
}

/** Whether the visitor has accepted the cookies notice (the cookie the cookies bar writes). */
export function hasCookieConsent(read: (name: string) => string | undefined = readCookie): boolean {
  return Boolean(read(COOKIE_CONSENT_COOKIE));
}

/** The connection's effective type (`4g`, `3g`...), or `unknown` where the browser does not say. */
function currentConnectionType(): string {
  try {
    const connection = (globalThis.navigator as Navigator & { connection?: { effectiveType?: string } } | undefined)?.connection;
    return connection?.effectiveType ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The analytics properties of one metric: no URL, no element, no entries. */
export function vitalsProps(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'delta' | 'id' | 'navigationType'>, context: { site: string; route: string; connection: string }): AnalyticsProps {
  return {
    metric: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    delta: metric.name === 'CLS' ? Math.round(metric.delta * 10_000) / 10_000 : Math.round(metric.delta),
    rating: metric.rating,
    id: metric.id,
    navigation_type: metric.navigationType,
    site: context.site,
    route: context.route,
    connection: context.connection,
  };
}

const defaultListeners = { LCP: onLCP, INP: onINP, CLS: onCLS, FCP: onFCP, TTFB: onTTFB };

/**
 * Starts the reports for this page view when it is sampled; returns whether it is. Never throws.
 * The route pattern is taken now (the landing page the load metrics belong to).
 */
export function startVitals(options: VitalsOptions): boolean {
  try {
    const read = options.readCookie ?? readCookie;
    // DEV_TOOLBAR is a build constant: a release build drops the switch and its cookie name entirely.
    const forced = DEV_TOOLBAR && forceSwitchOn(read);
    if (!isSampled({ forced, sampleRate: options.sampleRate, random: options.random })) return false;
    const route = routePatternOf((options.pathname ?? (() => globalThis.location?.pathname ?? '/'))());
    const send = options.track ?? track;
    const flush = options.flush ?? (() => void flushAnalytics());
    const hidden = options.isHidden ?? (() => globalThis.document?.visibilityState === 'hidden');
    const connection = options.connectionType ?? currentConnectionType;
    const listeners = options.listeners ?? defaultListeners;
    const report = (metric: Metric) => {
      try {
        // Consent is read when the figure is ready, not when measuring started: accepting later counts.
        if (!hasCookieConsent(read)) return;
        send(VITALS_EVENT, vitalsProps(metric, { site: options.siteKey, route, connection: connection() }));
        if (hidden()) flush();
      } catch {
        // vitals never break the page
      }
    };
    for (const name of VITALS_METRICS) listeners[name](report);
    return true;
  } catch {
    return false;
  }
}
