import { LOCALE_BCP47, SITE_LOCALE_CODES, toSiteLocale } from '@exchange/platform';

/**
 * The site locale code (zh, tw, vn, br ...) behind react-intl's BCP 47 tag (zh-CN, zh-TW, vi,
 * pt-BR ...): the chart's rules (red-up for zh, the chart locale map) are written for site codes,
 * while the shell's IntlProvider speaks BCP 47. Unknown tags come back unchanged.
 */
export function siteLocaleOf(intlLocale: string): string {
  return toSiteLocale(intlLocale) ?? SITE_LOCALE_CODES.find((code) => LOCALE_BCP47[code] === intlLocale) ?? intlLocale;
}
