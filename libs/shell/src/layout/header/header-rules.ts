import { getSiteLanguages, localizePath, normalizeLocale, splitLocalePrefix, type SiteConfig } from '@exchange/site-registry';
import { registerCookieWriter, toBcp47 } from '@exchange/platform';
import { CURR_FIAT_COOKIE, LANG_COOKIE } from '../../regional/constants';

/** The language a visitor picked: a site locale code (`en`, `en-eu`). */
registerCookieWriter({ name: LANG_COOKIE, grammar: { maxLength: 5, pattern: /^[a-z]{2}(?:-[a-z]{2})?$/ } });
/** The fiat a visitor picked: a currency code from the settings' list. */
registerCookieWriter({ name: CURR_FIAT_COOKIE, grammar: { maxLength: 16, pattern: /^[A-Za-z0-9_-]+$/ } });

/** Which header entries a site shows (spec 2 §3 hidden-feature flags). */
export interface HeaderEntries {
  langAndRate: boolean;
  themeSwitch: boolean;
  notification: boolean;
  signup: boolean;
  appDownload: boolean;
}

/** The header entries for a site and login state; sign-up is for visitors only. */
export function headerEntries(site: SiteConfig, loggedIn: boolean): HeaderEntries {
  return {
    langAndRate: !site.hiddenLangAndRate,
    themeSwitch: !site.hiddenThemeSwitch,
    notification: !site.hiddenNotification,
    signup: !loggedIn && !site.hiddenFooterSignup,
    appDownload: !site.hiddenAppDownload,
  };
}

/** One entry of the language switcher: the site locale code and its name. */
export interface LanguageOption {
  locale: string;
  name: string;
}

/**
 * A language's own name (its endonym), as a menu entry starts: "Deutsch", "日本語",
 * "English (Europe)" for en-eu, "English (United States)" for en-us. The site codes are no names
 * to a visitor ("en-eu" or "言語：ja" in a header says nothing). Falls back to the code only
 * where the runtime has no display names.
 */
export function languageEndonym(locale: string): string {
  const tag = toBcp47(locale);
  try {
    const full = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag);
    // Browsers with trimmed ICU data name no region for a UN M.49 code: "English (150)" is
    // just "English" then (the EU site serves one English only).
    const name = full?.replace(/\s*[(（][^\p{L})）]*[)）]/u, '');
    if (name && name.toLowerCase() !== tag.toLowerCase()) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // Older runtimes without Intl.DisplayNames: the code is still better than nothing.
  }
  return locale;
}

/**
 * The languages to offer: the settings' `lang_list` entries the site serves (its list plus the
 * spec's extras), so a choice never lands on the language redirect. When the server list offers
 * none of them (failed or foreign settings), the site's own list. A missing name, or a "name"
 * that is only a locale code, becomes the language's endonym.
 */
export function languageOptions(site: SiteConfig, langList: readonly { lang: string; name: string }[]): LanguageOption[] {
  const served = getSiteLanguages(site);
  const seen = new Set<string>();
  const options: LanguageOption[] = [];
  for (const item of langList) {
    const locale = normalizeLocale(item.lang);
    if (!locale || !served.includes(locale) || seen.has(locale)) continue;
    seen.add(locale);
    const named = item.name.trim() !== '' && normalizeLocale(item.name.trim()) === undefined;
    options.push({ locale, name: named ? item.name : languageEndonym(locale) });
  }
  return options.length > 0 ? options : site.languages.map((locale) => ({ locale, name: languageEndonym(locale) }));
}

/**
 * The same page in another language (spec 2 §2 "English has no prefix; other locales use
 * /{locale}"; precisely: the site's default language has no prefix). Query and hash are kept.
 */
export function languageSwitchPath(location: { pathname: string; search?: string; hash?: string }, target: string, site: SiteConfig): string {
  const { rest } = splitLocalePrefix(location.pathname, site);
  return localizePath(`${rest}${location.search ?? ''}${location.hash ?? ''}`, target, site);
}

/** The fiat the header shows: the visitor's pick when the list offers it, else the settings' `curr_fiat`. */
export function currentFiat(picked: string | undefined, fiatList: readonly { fiat: string }[], settingsFiat: string): string {
  return picked && fiatList.some((item) => item.fiat === picked) ? picked : settingsFiat;
}

/** Label of one fiat entry: code and symbol ("USD $"); the code alone when the symbol is missing. */
export function fiatLabel(item: { fiat: string; symbol: string }): string {
  return item.symbol ? `${item.fiat} ${item.symbol}` : item.fiat;
}
