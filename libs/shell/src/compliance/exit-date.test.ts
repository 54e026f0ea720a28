import { NL_EXIT_DATE_MS, UZBEKISTAN_EXIT_DATE_MS } from './constants';
import { formatExitDate } from './exit-date';

describe('exit dates', () => {
  it('are the spec instants', () => {
    expect(new Date(NL_EXIT_DATE_MS).toISOString()).toBe('2024-01-02T00:00:00.000Z');
    expect(new Date(UZBEKISTAN_EXIT_DATE_MS).toISOString()).toBe('2024-04-01T00:00:00.000Z');
  });
  it('are written for the locale and time zone', () => {
    expect(formatExitDate(NL_EXIT_DATE_MS, 'en', 'UTC')).toMatch(/January 2, 2024/);
    // 00:00 UTC is still 1 January in New York.
    expect(formatExitDate(NL_EXIT_DATE_MS, 'en', 'America/New_York')).toMatch(/January 1, 2024/);
    expect(formatExitDate(UZBEKISTAN_EXIT_DATE_MS, 'de', 'UTC')).toMatch(/1\. April 2024/);
  });
  it('falls back to English UTC for an unknown time zone', () => {
    expect(formatExitDate(UZBEKISTAN_EXIT_DATE_MS, 'en', 'Nowhere/City')).toMatch(/April 1, 2024/);
  });
});
