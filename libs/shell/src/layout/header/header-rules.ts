import { getSiteLanguages, localizePath, normalizeLocale, splitLocalePrefix, type SiteConfig } from '@exchange/site-registry';
import { registerCookieWriter, toBcp47 } from '@exchange/platform';
import { CURR_FIAT_COOKIE, LANG_COOKIE } from '../../regional/constants';
import { CATALOGUE_LOCALE } from '../../i18n/catalogues';

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
 * "English" for en-eu (its region is a number), "English (United States)" for en-us. The site codes are no names
 * to a visitor ("en-eu" or "言語：ja" in a header says nothing). Falls back to the code only
 * where the runtime has no display names.
 */
export function languageEndonym(locale: string): string {
  const tag = toBcp47(locale);
  try {
    // A UN M.49 region (en-150) is named by node's full ICU ("English (Europe)") but not by
    // browsers' trimmed data ("English (150)"): the language alone reads the same in both, so the
    // page prerendered in node hydrates unchanged (the EU site serves one English only).
    // Stryker disable next-line Regex: toBcp47's tags hold at most one numeric subtag (en-150, last), so without $ the same text matches
    const named = /-\d{3}$/.test(tag) ? tag.replace(/-\d{3}$/, '') : tag;
    const full = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(named);
    // Stryker disable next-line OptionalChaining: of() without fallback 'none' always returns a string; were it undefined, the catch returns the code the same
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
    const named = item.name.trim() !== '' && normalizeLocale(item.name) === undefined;
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

/**
 * Where the wide header's row changes, per catalogue language, in px of viewport width:
 * `[visitor roomy, visitor labels, user roomy, user labels]`. From "labels" up, every control
 * shows its label; under it, language, currency, notifications, download, theme and the account
 * link show their icon (the label is their accessible name and tooltip). From "roomy" up the
 * site name shows and each navigation label keeps one line; under it (down to 992 px) the name
 * hides and a long label breaks into two lines. Fixed figures, so CSS media queries apply them
 * before the first paint and nothing is measured at run time: the widths of the row's labels in
 * Inter (Noto Sans Arabic), with the longest served site name ("Gate Japan") and every entry
 * shown, plus 6 %. The th and ar lines are the rows as built, measured in the e2e browser (as a
 * visitor and as the `user` customer with a nickname at its 14em cap) rather than modelled, plus
 * the same 6 % (it also covers a 17 px classic scrollbar, which the media query counts and the
 * headless browser has not). Thai at the widest of the Noto Sans, Looped and Serif Thai
 * fallbacks: Inter has no Thai, so each system draws it in a font of its own. A new or longer
 * translation needs its line here: the header-row e2e (every site, every language, 992 to
 * 1920 px) fails until it has one that fits.
 */
const HEADER_ROW_PX: Readonly<Record<string, readonly [number, number, number, number]>> = {
  ar: [976, 1264, 1000, 1528],
  br: [1048, 1432, 1176, 1776],
  de: [1064, 1592, 1128, 1856],
  en: [960, 1392, 1088, 1720],
  es: [1096, 1528, 1184, 1872],
  fr: [1152, 1656, 1240, 2000],
  id: [968, 1376, 1072, 1680],
  it: [968, 1352, 1112, 1784],
  ja: [904, 1272, 1016, 1640],
  nl: [1088, 1504, 1168, 1776],
  pt: [1128, 1592, 1216, 1928],
  ru: [1080, 1552, 1208, 1888],
  th: [1000, 1320, 992, 1528],
  tr: [952, 1352, 1048, 1680],
  tw: [800, 1056, 896, 1296],
  uk: [1080, 1560, 1200, 1888],
  vn: [1184, 1576, 1288, 1944],
  zh: [800, 1056, 896, 1296],
};

/** The widths at which one language's header row changes (see {@link headerRowWidths}). */
export interface HeaderRowWidths {
  /** From this width up every control shows its label; under it, the icon controls show icons. */
  labelsFrom: number;
  /** From this width up the site name shows and navigation labels keep one line. */
  roomyFrom: number;
}

/**
 * The header row's widths for a site locale and login state; a language without a line takes
 * the widest figures of all, so it gets icons rather than a second row.
 */
export function headerRowWidths(locale: string, loggedIn: boolean): HeaderRowWidths {
  const row = HEADER_ROW_PX[CATALOGUE_LOCALE[locale as keyof typeof CATALOGUE_LOCALE] ?? locale];
  const pick = (index: number) => (row ? row[index] : Math.max(...Object.values(HEADER_ROW_PX).map((line) => line[index])));
  return loggedIn ? { roomyFrom: pick(2), labelsFrom: pick(3) } : { roomyFrom: pick(0), labelsFrom: pick(1) };
}

/** The media queries of a header row: icons and tight hold from the wide header's `from` px up to under their width. */
export interface HeaderRowMedia {
  icons?: string;
  tight?: string;
}

/** The row's media queries from its widths and the wide header's breakpoint (992 px); none where the row always fits. */
export function headerRowMedia(widths: HeaderRowWidths, from: number): HeaderRowMedia {
  const upTo = (width: number) => (width > from ? `@media (min-width: ${from}px) and (max-width: ${width - 0.02}px)` : undefined);
  return { icons: upTo(widths.labelsFrom), tight: upTo(Math.min(widths.roomyFrom, widths.labelsFrom)) };
}

/**
 * A label in at most two lines, split at the space that best balances their lengths ("Hợp đồng",
 * "tương lai"); a label without a space stays one line. The wide header's tight row stacks them.
 */
export function splitLabel(text: string): [string] | [string, string] {
  const words = text.split(' ');
  let best: [string, string] | undefined;
  for (let index = 1; index < words.length; index += 1) {
    const pair: [string, string] = [words.slice(0, index).join(' '), words.slice(index).join(' ')];
    if (!best || Math.max(pair[0].length, pair[1].length) < Math.max(best[0].length, best[1].length)) best = pair;
  }
  return best ?? [text];
}
