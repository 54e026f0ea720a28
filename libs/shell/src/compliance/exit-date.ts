/**
 * An exit date of the Netherlands or Uzbekistan notice, written for the reader's locale and
 * time zone (first spec §4 quotes them in UTC). Unknown locales fall back to English.
 */
export function formatExitDate(epochMs: number, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone };
  try {
    return new Intl.DateTimeFormat(locale, options).format(epochMs);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(epochMs);
  }
}
