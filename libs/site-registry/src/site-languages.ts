/**
 * Language rules that need only the site's own entry, never the whole registry: the page's head
 * script runs them with its site's entry alone (see languages.ts for the same rules by site key).
 */
import { LOCALE_ALIASES, LOCALE_CODES, SITE_LANGUAGE_EXTRAS } from './constants';
import type { LocaleCode, SiteConfig } from './schema';

/** True when `value` is one of the 21 locale site codes. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/**
 * The site code for a language value as it may arrive in a cookie or a settings `lang_list`
 * (`zh-tw` -> `tw`, `vi` -> `vn`, `pt-br` -> `br`; case-insensitive), or undefined if unknown.
 */
export function normalizeLocale(value: string | null | undefined): LocaleCode | undefined {
  if (!value) return undefined;
  const lower = value.trim().toLowerCase();
  const aliased = (LOCALE_ALIASES as Record<string, LocaleCode>)[lower] ?? lower;
  return isLocaleCode(aliased) ? aliased : undefined;
}

/**
 * The languages a site serves (spec 2 §5): its own list plus the spec's extras (Turkey tr, EU
 * en-eu and it-eu, US en-us). `serverList` (the settings call's `lang_list`) replaces the site's
 * own list when given; unknown entries in it are dropped. The default language always comes first.
 */
export function siteLanguagesOf(config: Pick<SiteConfig, 'key' | 'languages' | 'defaultLang'>, serverList?: readonly string[]): LocaleCode[] {
  const own = serverList ? serverList.map(normalizeLocale).filter((code): code is LocaleCode => code !== undefined) : config.languages;
  const extras: readonly LocaleCode[] = config.key in SITE_LANGUAGE_EXTRAS ? SITE_LANGUAGE_EXTRAS[config.key as keyof typeof SITE_LANGUAGE_EXTRAS] : [];
  return [...new Set<LocaleCode>([config.defaultLang, ...own, ...extras])];
}

/** Result of {@link splitLocalePrefixOf}. */
export interface LocaleSplit {
  /** The page language: the prefix's locale, or the site default when there is none. */
  locale: LocaleCode;
  /** The path without the locale prefix; always starts with "/". */
  rest: string;
  /** True when the page is in the site's default language (prefixed or not). */
  isDefault: boolean;
  /** True when the path carried a locale prefix (even one the site does not serve). */
  hasPrefix: boolean;
}

/**
 * Splits `/{locale}/...` off a pathname (spec 1 §2 Language prefix). Any of the 21 locale codes
 * counts as a prefix, even one the site does not serve, so the language redirect can send it
 * away; any other first segment is part of the route.
 */
export function splitLocalePrefixOf(pathname: string, config: Pick<SiteConfig, 'defaultLang'>): LocaleSplit {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const first = match?.[1];
  if (first !== undefined && isLocaleCode(first)) {
    return { locale: first, rest: match?.[2] ?? '/', isDefault: first === config.defaultLang, hasPrefix: true };
  }
  return { locale: config.defaultLang, rest: path, isDefault: true, hasPrefix: false };
}

/** Splits `?query#hash` off a path: `[path, suffix]`. */
export function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

/** What to do when the URL or the lang cookie names a language the site does not serve. */
export interface LanguageRedirect {
  /** Value to write into the lang cookie: the site default. */
  resetLangCookieTo: LocaleCode;
  /** Where to go: the same path without its locale prefix (query and hash kept). */
  redirectTo: string;
}

/**
 * Spec 2 §5 language redirect. Returns null when nothing needs doing. When the URL's locale
 * prefix is not in the site's languages, or is the default language's (which has no prefix),
 * the answer is the unprefixed path and the default language for the cookie. Without a prefix,
 * a lang cookie naming a language the site does not serve is reset (redirectTo is then the
 * same path, so a caller may skip the navigation).
 */
export function languageRedirectOf(
  pathname: string,
  langCookie: string | null | undefined,
  config: Pick<SiteConfig, 'key' | 'languages' | 'defaultLang'>,
  serverList?: readonly string[],
): LanguageRedirect | null {
  const [path, suffix] = splitSuffix(pathname);
  const split = splitLocalePrefixOf(path, config);
  const languages = siteLanguagesOf(config, serverList);
  const fallback = config.defaultLang;
  if (split.hasPrefix && (!languages.includes(split.locale) || split.isDefault)) {
    return { resetLangCookieTo: fallback, redirectTo: split.rest + suffix };
  }
  if (!split.hasPrefix && langCookie) {
    const cookieLocale = normalizeLocale(langCookie);
    if (cookieLocale === undefined || !languages.includes(cookieLocale)) {
      return { resetLangCookieTo: fallback, redirectTo: split.rest + suffix };
    }
  }
  return null;
}
