import { toFormattingLocale } from '@exchange/platform';

const UTC = 'UTC';

function utcFormat(epochMs: number, siteLocale: string, options: Intl.DateTimeFormatOptions): string {
  const all = { ...options, timeZone: UTC };
  try {
    return new Intl.DateTimeFormat(toFormattingLocale(siteLocale), all).format(epochMs);
  } catch {
    return new Intl.DateTimeFormat('en', all).format(epochMs);
  }
}

/**
 * An exit instant of the Netherlands or Uzbekistan notice, quoted as the spec quotes it: the UTC
 * date in the reader's language, then the UTC time and "UTC" (e.g. "2 January 2024, 00:00 UTC"
 * in en-GB, "2 de janeiro de 2024, 00:00 UTC" for the site locale `br`). The reader's own time
 * zone would move the day for half the world, so it is never used. `siteLocale` is the site's
 * locale code; it goes through {@link toBcp47} so `br`, `tw` and `vn` format as pt-BR, zh-TW, vi.
 */
export function formatExitDate(epochMs: number, siteLocale: string): string {
  const day = utcFormat(epochMs, siteLocale, { dateStyle: 'long' });
  const time = new Date(epochMs).toISOString().slice(11, 16);
  return `${day}, ${time} UTC`;
}

/** A notice's effective day (the UK consumer notice), the UTC date in the reader's language. */
export function formatNoticeDay(epochMs: number, siteLocale: string): string {
  return utcFormat(epochMs, siteLocale, { dateStyle: 'long' });
}
