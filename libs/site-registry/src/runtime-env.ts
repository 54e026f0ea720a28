import type { SiteConfig } from './schema';

/**
 * Values a deployment gives one release: the same build serves staging and
 * production, so these come from the environment file the release's deploy script renders into
 * `index.html` as a JSON data block, not from the build. Absent values keep the registry's.
 */
export interface RuntimeEnv {
  /** CDN base for catalogues and static files (`''` = none). */
  cdnBase?: string;
  /** Monitoring DSN (`''` = monitoring off). */
  sentryDsn?: string;
  /** Market WebSocket hosts (`''` = the page's own origin, `/ws/market`, behind the same nginx). */
  ws?: { spot: string; futures: string };
}

/** Id of the `<script type="application/json">` block the deploy script writes. */
export const RUNTIME_ENV_ELEMENT_ID = 'exchange-env';

const HTTPS = /^https:\/\/[^\s/]+(?:\/[^\s]*)?$/;
const WSS = /^wss:\/\/[^\s/]+(?:\/[^\s]*)?$/;

const emptyOrHttps = (value: unknown): value is string => typeof value === 'string' && (value === '' || HTTPS.test(value));
const emptyOrWss = (value: unknown): value is string => typeof value === 'string' && (value === '' || WSS.test(value));

/**
 * Reads the data block's text. The deploy script has validated it; a page still ignores any
 * field of the wrong shape (and the whole block when it is not JSON), so a hand-edited file
 * degrades to the registry's values instead of breaking the page.
 */
export function parseRuntimeEnv(text: string | null | undefined): RuntimeEnv {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const input = raw as Record<string, unknown>;
  const env: RuntimeEnv = {};
  if (emptyOrHttps(input.cdnBase)) env.cdnBase = input.cdnBase.replace(/\/+$/, '');
  if (emptyOrHttps(input.sentryDsn)) env.sentryDsn = input.sentryDsn;
  const ws = input.ws as Record<string, unknown> | undefined;
  if (ws && emptyOrWss(ws.spot) && emptyOrWss(ws.futures)) {
    env.ws = { spot: ws.spot, futures: ws.futures };
  }
  return env;
}

let current: RuntimeEnv = {};
const merged = new Map<string, SiteConfig>();

/** Sets the deployment's values once, before the app renders (startSite does this). */
export function setRuntimeEnv(env: RuntimeEnv): void {
  current = env;
  merged.clear();
}

/** The site config with the deployment's values over the registry's (frozen, one object per site). */
export function withRuntimeEnv(site: SiteConfig): SiteConfig {
  if (current.cdnBase === undefined && current.sentryDsn === undefined && current.ws === undefined) return site;
  const known = merged.get(site.key);
  if (known) return known;
  const next = Object.freeze({
    ...site,
    ...(current.cdnBase !== undefined && { cdnBase: current.cdnBase }),
    ...(current.sentryDsn !== undefined && { sentryDsn: current.sentryDsn }),
    ...(current.ws && { ws: Object.freeze({ ...current.ws }) }),
  }) as SiteConfig;
  merged.set(site.key, next);
  return next;
}
