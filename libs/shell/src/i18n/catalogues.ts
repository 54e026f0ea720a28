/**
 * Where the translation catalogues live: their namespaces, shared folders and URLs. The page's
 * head script (../boot) reads it too, to start the first page's catalogue requests.
 */
import { DEFAULT_LOCALE, type SiteLocaleCode } from '@exchange/platform';

/** One namespace per lib that has messages. */
export const I18N_NAMESPACES = ['shell', 'chart', 'growth', 'passkey', 'ui'] as const;

/**
 * Catalogue locales whose pages load no English bundles beside their own: English only fills a
 * gap, and they have none (every served locale is complete: `npm run i18n:extract -- --check`
 * fails CI when one lacks a message), unless their own bundle fails to load.
 */
export const COMPLETE_CATALOGUES = ['zh', 'tw', 'ar', 'tr', 'ja', 'es', 'ru'] as const;

/** True when `folder`'s catalogues hold every message (see {@link COMPLETE_CATALOGUES}). */
export function isCompleteCatalogue(folder: string): boolean {
  return (COMPLETE_CATALOGUES as readonly string[]).includes(folder);
}

/**
 * Site locales that share another locale's catalogue (they differ in formats, not in words);
 * decision recorded in docs/parts/platform-decisions.md.
 */
export const CATALOGUE_LOCALE: Readonly<Partial<Record<SiteLocaleCode, SiteLocaleCode>>> = {
  'en-eu': 'en',
  'en-us': 'en',
  'it-eu': 'it',
};

/** The build the page belongs to ('dev' in the dev server, where catalogues are not versioned). */
const PAGE_BUILD = typeof __BUILD_VERSION__ !== 'undefined' ? __BUILD_VERSION__ : 'dev';

/**
 * Path of one bundle below a base (`''` for the page origin). A build's catalogues live under its
 * own version (`/locales/<build>/<locale>/<namespace>.json`) and the page asks only for its own
 * build's, so after a deploy or a rollback no visitor runs one build's code with another's
 * messages, and the catalogues can be cached for ever.
 */
export function bundleUrl(base: string, locale: string, namespace: string, build: string = PAGE_BUILD): string {
  const version = build && build !== 'dev' ? `${encodeURIComponent(build)}/` : '';
  return `${base.replace(/\/+$/, '')}/locales/${version}${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}.json`;
}


/**
 * The catalogue folders a page in `folder`'s language loads first: its own, with English beside
 * it unless it is English or complete (see {@link COMPLETE_CATALOGUES}). `loadMessages` asks for
 * the same, and the page's head script starts them.
 */
export function firstLoadCatalogues(folder: string): string[] {
  return folder === DEFAULT_LOCALE || isCompleteCatalogue(folder) ? [folder] : [DEFAULT_LOCALE, folder];
}
