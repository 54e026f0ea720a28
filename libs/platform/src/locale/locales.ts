/**
 * The one map from site locale codes (second spec §9, listed in @exchange/site-registry) to BCP 47
 * tags. The first spec's spellings (zh-tw, vi, pt-br) resolve through the registry's aliases.
 * Everything that needs a language tag for Intl, `<html lang>` or translations goes through here.
 */
import { LOCALE_CODES, isRtlLocale, normalizeLocale as normalizeSiteLocale, type LocaleCode } from '@exchange/site-registry';

/** One site locale code (re-exported from the registry for the platform's signatures). */
export type SiteLocaleCode = LocaleCode;

/** The 21 site locale codes. */
export const SITE_LOCALE_CODES: readonly SiteLocaleCode[] = LOCALE_CODES;

/** Site locale code -> BCP 47 language tag. */
export const LOCALE_BCP47: Readonly<Record<SiteLocaleCode, string>> = {
  zh: 'zh-CN',
  en: 'en',
  vn: 'vi',
  tw: 'zh-TW',
  es: 'es',
  ru: 'ru',
  fr: 'fr',
  de: 'de',
  pt: 'pt',
  th: 'th',
  id: 'id',
  tr: 'tr',
  ja: 'ja',
  ar: 'ar',
  uk: 'uk',
  br: 'pt-BR',
  nl: 'nl',
  it: 'it',
  // English for Europe: day-month dates, still English text.
  'en-eu': 'en-150',
  'it-eu': 'it',
  'en-us': 'en-US',
};

/** The fallback locale for messages and unknown codes. */
export const DEFAULT_LOCALE: SiteLocaleCode = 'en';

/**
 * Canonical site locale for any spelling: the site code itself, a first-spec alias, or a case or
 * underscore variant (`zh_TW`, `PT-BR`). Unknown values give `undefined`.
 */
export function toSiteLocale(value: unknown): SiteLocaleCode | undefined {
  if (typeof value !== 'string') return undefined;
  // A Unicode extension (`ar-u-nu-latn`, see toFormattingLocale) does not change the language.
  return normalizeSiteLocale(value.replace(/_/g, '-').replace(/-u-.*$/i, ''));
}

/** Canonical site locale, falling back to English for unknown values. */
export function resolveLocale(value: unknown): SiteLocaleCode {
  return toSiteLocale(value) ?? DEFAULT_LOCALE;
}

/** BCP 47 tag for a site locale (or alias); English for unknown values. */
export function toBcp47(locale: unknown): string {
  return LOCALE_BCP47[resolveLocale(locale)];
}

/**
 * The BCP 47 tag numbers and dates are formatted with: Arabic asks for Western digits, since
 * engines disagree on plain `ar` (WebKit's ICU gives Arabic-Indic ١٬٢٣٤٫٥, Firefox and Chromium
 * 1,234.5) and a price must read the same in every browser. Other locales: {@link toBcp47}.
 */
export function toFormattingLocale(locale: unknown): string {
  const tag = toBcp47(locale);
  return tag === 'ar' ? 'ar-u-nu-latn' : tag;
}

/** True when the locale is written right to left (Arabic). */
export function isRtl(locale: unknown): boolean {
  const code = toSiteLocale(locale);
  return code !== undefined && isRtlLocale(code);
}

/** Text direction of a locale. */
function localeDirection(locale: unknown): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/**
 * Sets `lang` (BCP 47) and `dir` on `<html>`. Does nothing outside a browser; never throws.
 */
export function applyDocumentLocale(locale: unknown, doc: Document | undefined = globalThis.document): void {
  try {
    if (!doc?.documentElement) return;
    doc.documentElement.setAttribute('lang', toBcp47(locale));
    doc.documentElement.setAttribute('dir', localeDirection(locale));
  } catch {
    // A locked-down document must not break the page.
  }
}
