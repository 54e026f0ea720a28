import { NL_EXIT_DATE_MS, UK_CONSUMER_NOTICE_EFFECTIVE_MS, UZBEKISTAN_EXIT_DATE_MS } from './constants';
import { formatExitDate, formatNoticeDay } from './exit-date';

describe('exit dates are quoted as the spec quotes them: the date and 00:00 UTC', () => {
  it('are the spec instants', () => {
    expect(new Date(NL_EXIT_DATE_MS).toISOString()).toBe('2024-01-02T00:00:00.000Z');
    expect(new Date(UZBEKISTAN_EXIT_DATE_MS).toISOString()).toBe('2024-04-01T00:00:00.000Z');
  });

  it('name the UTC date and time in the reader language', () => {
    expect(formatExitDate(NL_EXIT_DATE_MS, 'en')).toBe('January 2, 2024, 00:00 UTC');
    expect(formatExitDate(UZBEKISTAN_EXIT_DATE_MS, 'de')).toBe('1. April 2024, 00:00 UTC');
  });

  it('do not move with the reader time zone (a reader in New York still reads 2 January)', () => {
    const original = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // eslint-disable-next-line no-restricted-syntax -- sets the process's time zone, reads nothing
    process.env.TZ = 'America/New_York';
    try {
      expect(formatExitDate(NL_EXIT_DATE_MS, 'en')).toBe('January 2, 2024, 00:00 UTC');
    } finally {
      // eslint-disable-next-line no-restricted-syntax -- restores the process's time zone
      process.env.TZ = original;
    }
  });

  it('map the site code to its locale: br is Brazilian Portuguese, not Breton; tw and vn too', () => {
    expect(formatExitDate(NL_EXIT_DATE_MS, 'br')).toBe('2 de janeiro de 2024, 00:00 UTC');
    expect(formatExitDate(NL_EXIT_DATE_MS, 'tw')).toMatch(/^2024年1月2日, 00:00 UTC$/);
    expect(formatExitDate(NL_EXIT_DATE_MS, 'vn')).toMatch(/2 tháng 1, 2024|2 tháng 1 năm 2024/);
  });

  it('the UK notice day is the UTC date', () => {
    expect(formatNoticeDay(UK_CONSUMER_NOTICE_EFFECTIVE_MS, 'en')).toBe('October 6, 2023');
  });
});
