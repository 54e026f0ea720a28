import { APP_DOWNLOAD_PATH, NOROBOTS_LOCALES, RTL_LOCALES, TURKEY_APP_DOWNLOAD_PATH } from './constants';
import type { LocaleCode, SiteConfig, SiteKey } from './schema';
import { isLocaleCode, languageRedirectOf, normalizeLocale, siteLanguagesOf, splitLocalePrefixOf, splitSuffix, type LanguageRedirect, type LocaleSplit } from './site-languages';
import { getSite } from './sites';

export { isLocaleCode, normalizeLocale, type LanguageRedirect, type LocaleSplit };

/** A site given by key or by its config (the config wins if both forms are around). */
export type SiteRef = SiteKey | Pick<SiteConfig, 'key' | 'languages' | 'defaultLang'>;

function resolve(site: SiteRef): Pick<SiteConfig, 'key' | 'languages' | 'defaultLang'> {
  return typeof site === 'string' ? getSite(site) : site;
}

/**
 * The languages a site serves (spec 2 §5): its own list plus the spec's extras (Turkey tr, EU
 * en-eu and it-eu, US en-us). `serverList` (the settings call's `lang_list`) replaces the site's
 * own list when given; unknown entries in it are dropped. The default language always comes first.
 */
export function getSiteLanguages(site: SiteRef, serverList?: readonly string[]): LocaleCode[] {
  return siteLanguagesOf(resolve(site), serverList);
}

/** The site's default language: the one without a path prefix. */
export function getDefaultLanguage(site: SiteRef): LocaleCode {
  return resolve(site).defaultLang;
}

/** True for a right-to-left locale (Arabic). */
export function isRtlLocale(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}

/** Spec 1 §9: nl and it pages of the main site are served with norobots. */
export function isNoRobotsLocale(locale: string, site: SiteRef): boolean {
  return resolve(site).key === 'main' && (NOROBOTS_LOCALES as readonly string[]).includes(locale);
}

/**
 * Splits `/{locale}/...` off a pathname (spec 1 §2 Language prefix). Any of the 21 locale codes
 * counts as a prefix, even one the site does not serve, so {@link resolveLanguageRedirect} can
 * send it away; any other first segment is part of the route.
 */
export function splitLocalePrefix(pathname: string, site: SiteRef): LocaleSplit {
  return splitLocalePrefixOf(pathname, resolve(site));
}

/**
 * The path in `locale` on `site`: the default language has no prefix, others get `/{locale}`.
 * An existing prefix is replaced. A locale the site does not serve falls back to the default so
 * links never lead into a language redirect. Query and hash are kept; absolute URLs pass through.
 */
export function localizePath(path: string, locale: string, site: SiteRef): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const [pathname, suffix] = splitSuffix(path);
  const { rest } = splitLocalePrefix(pathname, site);
  const code = normalizeLocale(locale);
  const served = code !== undefined && getSiteLanguages(site).includes(code) ? code : getDefaultLanguage(site);
  if (served === getDefaultLanguage(site)) return rest + suffix;
  return `/${served}${rest === '/' ? '' : rest}${suffix}`;
}

/**
 * Spec 2 §5 language redirect by site key or config: {@link languageRedirectOf} with the site's
 * entry (the head script, which holds only its own entry, calls that one).
 */
export function resolveLanguageRedirect(
  pathname: string,
  langCookie: string | null | undefined,
  site: SiteRef,
  serverList?: readonly string[],
): LanguageRedirect | null {
  return languageRedirectOf(pathname, langCookie, resolve(site), serverList);
}

/** Spec 2 §2: the app-download page (/mobileapp on Turkey, /appdownload elsewhere), unprefixed. */
export function appDownloadPath(site: SiteRef): string {
  return resolve(site).key === 'turkey' ? TURKEY_APP_DOWNLOAD_PATH : APP_DOWNLOAD_PATH;
}
