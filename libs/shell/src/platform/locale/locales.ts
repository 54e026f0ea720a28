/**
 * The one map from site locale codes (second spec §9) to BCP 47 tags, plus the aliases the
 * first spec spells differently (zh-tw, vi, pt-br). Everything that needs a language tag for
 * Intl, `<html lang>` or translations goes through here.
 */

/** The 21 site locale codes, spelled as the second spec §9 spells them. */
export const SITE_LOCALE_CODES = [
  'zh', 'en', 'vn', 'tw', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'br', 'nl', 'it',
  'en-eu', 'it-eu', 'en-us',
] as const;

/** One site locale code. */
export type SiteLocaleCode = (typeof SITE_LOCALE_CODES)[number];

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

/** First-spec spellings that name the same site locale. */
export const LOCALE_ALIASES: Readonly<Record<string, SiteLocaleCode>> = {
  'zh-tw': 'tw',
  vi: 'vn',
  'pt-br': 'br',
};

/** The fallback locale for messages and unknown codes. */
export const DEFAULT_LOCALE: SiteLocaleCode = 'en';

/** Locales written right to left. */
const RTL_LOCALES: ReadonlySet<SiteLocaleCode> = new Set<SiteLocaleCode>(['ar']);

/** True when `value` is one of the 21 site locale codes (exact spelling). */
export function isSiteLocale(value: unknown): value is SiteLocaleCode {
  return typeof value === 'string' && (SITE_LOCALE_CODES as readonly string[]).includes(value);
}

/**
 * Canonical site locale for any spelling: the site code itself, a first-spec alias, or a case or
 * underscore variant (`zh_TW`, `PT-BR`). Unknown values give `undefined`.
 */
export function normalizeLocale(value: unknown): SiteLocaleCode | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase().replace(/_/g, '-');
  if (isSiteLocale(lower)) return lower;
  return LOCALE_ALIASES[lower];
}

/** Canonical site locale, falling back to English for unknown values. */
export function resolveLocale(value: unknown): SiteLocaleCode {
  return normalizeLocale(value) ?? DEFAULT_LOCALE;
}

/** BCP 47 tag for a site locale (or alias); English for unknown values. */
export function toBcp47(locale: unknown): string {
  return LOCALE_BCP47[resolveLocale(locale)];
}

/** True when the locale is written right to left (Arabic). */
export function isRtl(locale: unknown): boolean {
  const code = normalizeLocale(locale);
  return code !== undefined && RTL_LOCALES.has(code);
}

/** Text direction of a locale. */
export function localeDirection(locale: unknown): 'rtl' | 'ltr' {
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
