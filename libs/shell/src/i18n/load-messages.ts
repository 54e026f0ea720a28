/**
 * Translation loading (second spec §4: "per-namespace bundles are loaded from a CDN, falling back
 * to the origin site; then the app is told translations are ready"). Bundles live at
 * `/locales/<locale>/<namespace>.json`; a key missing in the locale's bundle falls back to English
 * key by key (a fully translated locale, COMPLETE_CATALOGUES, loads English only when its own
 * bundle fails). Never rejects: the worst case is an empty message table, and react-intl then shows
 * each message's English default.
 */
import { DEFAULT_LOCALE, LOCAL_DB_STORE_TRANSLATIONS, after, afterPainted, resolveLocale, type LocalDb, type SiteLocaleCode } from '@exchange/platform';
import { platformHttp, type PlatformDecoder, type PlatformHttp } from '../services/http';
import { I18N_TIMEOUT_MS, I18N_TOTAL_TIMEOUT_MS } from '../services/constants';
import type { MessageFormatElement } from 'react-intl';
import { CATALOGUE_LOCALE, I18N_NAMESPACES, bundleUrl, isCompleteCatalogue } from './catalogues';

/**
 * One message: ICU source text (dev server, tests, stories) or the formatjs AST that production
 * builds ship precompiled, so the ICU parser stays out of the first load (see tools/vite).
 */
type Message = string | MessageFormatElement[];

/** A flat message table: id -> message. */
export type Messages = Record<string, Message>;

/** Options of {@link loadMessages}. */
export interface LoadMessagesOptions {
  /** Site locale code or alias (`tw`, `zh-tw`, `ar`...). */
  locale: string;
  /** Namespaces to load; defaults to all. */
  namespaces?: readonly string[];
  /** CDN base without trailing slash (`https://cdn.example.com`); empty skips the CDN. */
  cdnBase?: string;
  /** Origin of the site (fallback); empty means the page's own origin (relative URLs). */
  origin?: string;
  /** Per request timeout; defaults to I18N_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Deadline for the whole load; what has arrived by then is used. Defaults to I18N_TOTAL_TIMEOUT_MS. */
  totalTimeoutMs?: number;
  /** HTTP client; defaults to the platform's API client. */
  http?: PlatformHttp;
  /**
   * Where bundles are remembered for the next visit, used when both CDN and origin fail; defaults
   * to the local database (in memory where IndexedDB is unavailable).
   */
  db?: () => Promise<LocalDb>;
}

/**
 * The page runs in the dev server (`__BUILD_VERSION__` is 'dev' there, and undefined in tests):
 * it serves the catalogues from the page's origin, and a site's CDN holds no dev catalogues (its
 * host need not even resolve), so asking it first only logs failed requests.
 */
const DEV_SERVER = typeof __BUILD_VERSION__ !== 'undefined' && __BUILD_VERSION__ === 'dev';

/** Catalogue folder for a site locale. */
export function catalogueLocale(locale: string): SiteLocaleCode {
  const code = resolveLocale(locale);
  return CATALOGUE_LOCALE[code] ?? code;
}

/** A precompiled message: an array of AST nodes, each an object with a numeric `type`. */
function isMessageAst(value: unknown): value is MessageFormatElement[] {
  return Array.isArray(value) && value.every((node) => typeof node === 'object' && node !== null && typeof (node as { type?: unknown }).type === 'number');
}

/** Keeps the message entries (text or AST) of a flat JSON object; anything else is not a bundle. */
export const decodeBundle: PlatformDecoder<Messages | undefined> = (raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, data: undefined };
  const messages: Messages = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' || isMessageAst(value)) messages[key] = value;
  }
  return { ok: true, data: messages, code: 0 };
};

/** An empty translation (blank text, or an AST of nothing but blank literal text). */
function isBlankMessage(message: Message): boolean {
  if (typeof message === 'string') return message.trim() === '';
  return message.every((node) => node.type === 0 && node.value.trim() === '');
}

/**
 * Merges a locale's table over English key by key: an empty or missing translation keeps the
 * English text.
 */
export function mergeWithFallback(english: Messages, localized: Messages): Messages {
  const merged: Messages = { ...english };
  for (const [key, value] of Object.entries(localized)) {
    if (!isBlankMessage(value)) merged[key] = value;
  }
  return merged;
}

async function fetchBundle(
  http: PlatformHttp,
  db: () => Promise<LocalDb>,
  bases: string[],
  locale: string,
  namespace: string,
  timeoutMs: number,
): Promise<Messages | undefined> {
  const key = `${locale}/${namespace}`;
  for (const base of bases) {
    try {
      const result = await http.get(bundleUrl(base, locale, namespace), decodeBundle, { timeoutMs, silent: true });
      if (result.ok && result.data) {
        const messages = result.data;
        // The local copy is written after the first paint: its IndexedDB wrapper is a chunk of
        // its own, and a request finished before that paint lengthens Lighthouse's simulated LCP.
        afterPainted(() => {
          void db()
            .then((local) => local.put(LOCAL_DB_STORE_TRANSLATIONS, key, messages))
            .catch(() => undefined);
        });
        return messages;
      }
    } catch {
      // next base
    }
  }
  try {
    // Both servers failed: the copy from an earlier visit beats the English defaults.
    const stored = await (await db()).get<unknown>(LOCAL_DB_STORE_TRANSLATIONS, key);
    return decodeBundle(stored).data;
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Promise<Messages>>();

/** Tables handed in before the first render, by catalogue folder: that render needs no load. */
const handed = new Map<string, Messages>();

/**
 * Hands in a locale's merged table (English filling the gaps) before the first render: the page
 * prerendered at build time renders with it, and the browser's boot hands in what it loaded before
 * hydrating, so the first render of both is the translated page and fetches nothing.
 */
export function handMessages(locale: string, messages: Messages): void {
  handed.set(catalogueLocale(locale), messages);
}

/** The table handed in for `locale` ({@link handMessages}), if any. */
export function handedMessages(locale: string): Messages | undefined {
  return handed.get(catalogueLocale(locale));
}

/**
 * Forgets loaded tables (tests, or a locale switch after a deploy).
 * @internal A test seam: it drops this module's private caches between tests.
 */
export function clearMessageCache(): void {
  cache.clear();
  handed.clear();
}

/**
 * Loads and merges the message tables of `namespaces` for `locale`, English filling the gaps.
 * Never rejects; resolves by `totalTimeoutMs` with whatever has arrived.
 */
export function loadMessages(options: LoadMessagesOptions): Promise<Messages> {
  const locale = catalogueLocale(options.locale);
  const namespaces = options.namespaces ?? I18N_NAMESPACES;
  const cdn = DEV_SERVER ? undefined : options.cdnBase?.trim();
  const uniqueBases = [...new Set([...(cdn ? [cdn] : []), (options.origin ?? '').trim()])];
  const key = JSON.stringify([locale, namespaces, uniqueBases]);
  const hit = options.http ? undefined : cache.get(key);
  if (hit) return hit;

  const http = options.http ?? platformHttp();
  // The local copy is only written after a load and read when both servers fail: IndexedDB's
  // wrapper loads then, not with the first page.
  const db = options.db ?? (() => import('@exchange/platform/local-db').then((m) => m.openLocalDb()));
  const timeoutMs = options.timeoutMs ?? I18N_TIMEOUT_MS;
  const english: Messages[] = [];
  const localized: Messages[] = [];
  const merge = (): Messages => mergeWithFallback(Object.assign({}, ...english), Object.assign({}, ...localized));

  const jobs: Promise<unknown>[] = [];
  // A fully translated locale (never English) asks for English only where its own bundle cannot be had.
  const complete = isCompleteCatalogue(locale);
  const fetchInto = (tables: Messages[], folder: string, namespace: string, orElse?: () => unknown): Promise<unknown> =>
    fetchBundle(http, db, uniqueBases, folder, namespace, timeoutMs).then((m) => (m ? tables.push(m) : orElse?.()));
  for (const namespace of namespaces) {
    const fallback = () => fetchInto(english, DEFAULT_LOCALE, namespace);
    if (!complete) jobs.push(fallback());
    if (locale !== DEFAULT_LOCALE) jobs.push(fetchInto(localized, locale, namespace, complete ? fallback : undefined));
  }
  const loaded = new Promise<Messages>((resolve) => {
    const cancel = after(options.totalTimeoutMs ?? I18N_TOTAL_TIMEOUT_MS, () => resolve(merge()));
    void Promise.allSettled(jobs).then(() => {
      cancel();
      resolve(merge());
    });
  });
  if (!options.http) {
    cache.set(key, loaded);
    // A failed load must be retried next time rather than cached as empty.
    void loaded.then((messages) => {
      if (Object.keys(messages).length === 0) cache.delete(key);
    });
  }
  return loaded;
}
