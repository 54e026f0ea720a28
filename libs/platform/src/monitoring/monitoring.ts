/**
 * Error monitoring on @sentry/browser. Off when no DSN is configured or when the visitor is a bot.
 * Known noise is dropped (second spec §8: chunk-load errors, storage access denied, DOM removal
 * errors, bot traffic) and everything else passes through {@link maskPii} before it leaves the page.
 *
 * The client is built by hand with an explicit integration list: `Sentry.init`'s
 * defaults wrap setTimeout, setInterval, requestAnimationFrame and every EventTarget's listeners
 * (BrowserApiErrors) and instrument clicks, fetch and XHR for breadcrumbs, so the chart's drawing
 * and each poll ran inside Sentry's wrappers (2.9 s of script on trade under Lighthouse's 4x
 * slowdown). Nothing here wraps a timer, an animation frame or an event target; the size stage
 * (tools/size/check-size.ts) fails a build whose chunks carry those integrations.
 */
import {
  addBreadcrumb,
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  setCurrentClient,
} from '@sentry/browser';
import { setPlatformErrorSink } from './log-platform-error';
import { admitSdkEvent, stopThrottle, throttledSink } from './platform-error-throttle';
import { listenForPolicyViolations } from './policy-violations';
import type { maskPii } from './mask-pii';

/** What an app passes to {@link initMonitoring}. */
export interface MonitoringConfig {
  /** Sentry DSN; empty or missing turns monitoring off. */
  dsn?: string;
  release?: string;
  environment?: string;
  /** Defaults to `navigator.userAgent`. */
  userAgent?: string;
  /** Share of sessions traced; defaults to 0 (errors only). */
  tracesSampleRate?: number;
}

/** Chunk-load failures after a deploy: the page reloads itself, nothing to fix. */
const CHUNK_LOAD_ERRORS: readonly RegExp[] = [
  /ChunkLoadError/i,
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Storage denied by private modes, sandboxed iframes and webviews. */
const STORAGE_DENIED_ERRORS: readonly RegExp[] = [
  /Failed to read the '(?:localStorage|sessionStorage|indexedDB)' property/i,
  /SecurityError.*(?:localStorage|sessionStorage|storage|indexedDB|cookie)/i,
  /Access is denied for this document/i,
  /The operation is insecure/i,
  /access to storage is not allowed/i,
];

/** DOM removal races caused by translation extensions rewriting React-owned nodes. */
const DOM_REMOVAL_ERRORS: readonly RegExp[] = [
  /NotFoundError.*removeChild/i,
  /Failed to execute 'removeChild' on 'Node'/i,
  /The node to be removed is not a child of this node/i,
  /Failed to execute 'insertBefore' on 'Node'/i,
];

/** Every message pattern monitoring drops. */
const IGNORED_ERRORS: readonly RegExp[] = [...CHUNK_LOAD_ERRORS, ...STORAGE_DENIED_ERRORS, ...DOM_REMOVAL_ERRORS];

const BOT_USER_AGENT =
  /bot\b|bot\/|crawler|crawl|spider|slurp|bingpreview|facebookexternalhit|headlesschrome|phantomjs|lighthouse|pingdom|gtmetrix|pagespeed|yandex|baiduspider|petalbot|semrush|ahrefs|prerender|python-requests|curl\/|wget\//i;

/** True when the user agent belongs to a crawler, headless browser or monitoring robot. */
export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}

function currentUserAgent(): string | undefined {
  try {
    return globalThis.navigator?.userAgent;
  } catch {
    return undefined;
  }
}

function eventTexts(event: unknown): string[] {
  const texts: string[] = [];
  if (!event || typeof event !== 'object') return texts;
  const e = event as { message?: unknown; exception?: { values?: Array<{ type?: unknown; value?: unknown }> } };
  if (typeof e.message === 'string') texts.push(e.message);
  for (const ex of e.exception?.values ?? []) {
    const type = typeof ex?.type === 'string' ? ex.type : '';
    const value = typeof ex?.value === 'string' ? ex.value : '';
    texts.push(`${type}: ${value}`, value);
  }
  return texts;
}

type Mask = typeof maskPii;
let mask: Mask | undefined;
let maskLoading: Promise<Mask> | undefined;

/**
 * The masker (its patterns, the BIP39 list and checksums), fetched with the first event or
 * breadcrumb rather than with monitoring: evaluated with monitoring's chunk, it made
 * that after-load task long enough to count as blocking time under 4x CPU on every page. A failed
 * fetch is tried again next time.
 */
export function loadMasker(): Promise<Mask> {
  maskLoading ??= import('./masker').then(
    (module) => (mask = module.maskPii),
    (error: unknown) => {
      maskLoading = undefined;
      throw error;
    },
  );
  return maskLoading;
}

/** True when the event is one of the ignored kinds (chunk load, storage denied, DOM removal). */
export function shouldIgnoreEvent(event: unknown, userAgent: string | undefined = currentUserAgent()): boolean {
  try {
    if (isBotUserAgent(userAgent)) return true;
    return eventTexts(event).some((text) => IGNORED_ERRORS.some((re) => re.test(text)));
  } catch {
    return false;
  }
}

/** The tag that marks an event sent by {@link logPlatformError}, which has passed the throttle already. */
const PLATFORM_TAG = 'platform';

function isPlatformEvent(event: unknown): boolean {
  const tags = (event as { tags?: Record<string, unknown> } | null)?.tags;
  return typeof tags?.[PLATFORM_TAG] === 'string';
}

/**
 * Sentry `beforeSend`: drops ignored events and what the throttle holds back (uncaught errors and
 * rejections pass it here, handled failures in logPlatformError), masks the rest (the whole event,
 * its breadcrumbs included) once the masker is in; a failure, or a masker that cannot load, drops
 * the event.
 */
export function beforeSend<T>(event: T, userAgent?: string): T | null | Promise<T | null> {
  try {
    if (shouldIgnoreEvent(event, userAgent ?? currentUserAgent())) return null;
    if (!isPlatformEvent(event) && !admitSdkEvent(event)) return null;
    if (mask) return mask(event);
    return loadMasker().then(
      (loaded) => loaded(event),
      () => null,
    );
  } catch {
    return null;
  }
}

/**
 * Sentry `beforeBreadcrumb`: masks the breadcrumb once the masker is in; a failure drops it. Until
 * then a breadcrumb stays as it is in this page's memory: it leaves the page only inside an event,
 * which {@link beforeSend} masks whole.
 */
export function beforeBreadcrumb<T>(breadcrumb: T): T | null {
  try {
    if (mask) return mask(breadcrumb);
    loadMasker().catch(() => undefined);
    return breadcrumb;
  } catch {
    return null;
  }
}

/** What `new BrowserClient(...)` takes: every option spelled out, no defaults filled in by `init`. */
export type MonitoringClientOptions = ConstructorParameters<typeof BrowserClient>[0];
/** One Sentry integration. */
export type Integration = MonitoringClientOptions['integrations'][number];

/** Name of the one breadcrumb integration: page changes only (no clicks, console, fetch or XHR). */
export const NAVIGATION_BREADCRUMBS = 'NavigationBreadcrumbs';

/**
 * Navigation breadcrumbs without Sentry's breadcrumbs integration, whose bundle carries the DOM,
 * XHR and fetch instrumentation even when they are switched off. Patches only
 * `history.pushState`/`replaceState` (no timer, frame or event target) and listens to popstate.
 */
function navigationBreadcrumbsIntegration(): Integration {
  return {
    name: NAVIGATION_BREADCRUMBS,
    setupOnce() {
      const history = globalThis.history;
      const location = globalThis.location;
      if (!history || !location) return;
      let last = location.pathname;
      const record = (to: string) => {
        if (to === last) return;
        addBreadcrumb({ category: 'navigation', data: { from: last, to } });
        last = to;
      };
      const pathOf = (url: unknown) => {
        try {
          return new URL(String(url), location.href).pathname;
        } catch {
          return undefined;
        }
      };
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method];
        history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
          const to = args[2] === undefined || args[2] === null ? undefined : pathOf(args[2]);
          const result = original.apply(this, args);
          if (to) record(to);
          return result;
        };
      }
      globalThis.addEventListener?.('popstate', () => record(location.pathname));
    },
  };
}

/**
 * Every integration the client runs, in order. None wraps timers, animation frames or event
 * targets: global handlers set `onerror`/`onunhandledrejection`, the rest work on events.
 */
export function monitoringIntegrations(): Integration[] {
  return [
    eventFiltersIntegration(),
    globalHandlersIntegration(),
    linkedErrorsIntegration(),
    dedupeIntegration(),
    httpContextIntegration(),
    navigationBreadcrumbsIntegration(),
  ];
}

/** The Sentry client options for a config, or `undefined` when monitoring must stay off. */
export function createMonitoringOptions(config: MonitoringConfig): MonitoringClientOptions | undefined {
  const dsn = config.dsn?.trim();
  if (!dsn) return undefined;
  const userAgent = config.userAgent ?? currentUserAgent();
  if (isBotUserAgent(userAgent)) return undefined;
  return {
    dsn,
    release: config.release,
    environment: config.environment,
    // Collect no user info, cookies, headers or bodies at all; what remains is masked in beforeSend.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    tracesSampleRate: config.tracesSampleRate ?? 0,
    ignoreErrors: [...IGNORED_ERRORS],
    beforeSend: (event) => beforeSend(event, userAgent),
    beforeBreadcrumb: (breadcrumb) => beforeBreadcrumb(breadcrumb),
    integrations: monitoringIntegrations(),
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
  };
}

let stopViolations: (() => void) | undefined;

/**
 * Starts monitoring (and the report of CSP and Trusted Types violations). Returns whether it is on. Never throws: a broken monitoring set-up leaves
 * the page running without it.
 */
export function initMonitoring(config: MonitoringConfig): boolean {
  try {
    const options = createMonitoringOptions(config);
    if (!options) return false;
    const client = new BrowserClient(options);
    setCurrentClient(client);
    client.init();
    setPlatformErrorSink(throttledSink((scope, error) => captureException(error, { tags: { [PLATFORM_TAG]: scope } })));
    stopViolations?.();
    stopViolations = listenForPolicyViolations();
    return true;
  } catch {
    setPlatformErrorSink(undefined);
    stopThrottle();
    return false;
  }
}

/** @internal Its test reaches the platform's error path through this module (the app imports it from the door). */
export { logPlatformError } from './log-platform-error';
