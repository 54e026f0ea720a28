/** @jest-environment node */
import { getSite } from '@exchange/site-registry';
import { DAY_MS, TURKEY_KEEPALIVE_LONG_DAYS, TURKEY_KEEPALIVE_SHORT_DAYS } from './constants';
import { isKeepAliveExpired, keepAliveAfterConfirm, keepAliveAfterDismiss, parseKeepAlive, shouldOfferTurkeyChooser, turkeySiteUrl } from './keep-alive';

const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('Turkey chooser keep-alive', () => {
  it('names the spec constants 1 and 7 days', () => {
    expect(TURKEY_KEEPALIVE_SHORT_DAYS).toBe(1);
    expect(TURKEY_KEEPALIVE_LONG_DAYS).toBe(7);
    expect(DAY_MS).toBe(86_400_000);
  });

  it('1 day: still kept 1 ms before a day has passed, expired at exactly 1 day', () => {
    const stored = { keepaliveDays: 1, timestamp: T0 };
    expect(isKeepAliveExpired(stored, T0)).toBe(false);
    expect(isKeepAliveExpired(stored, T0 + DAY_MS - 1)).toBe(false);
    expect(isKeepAliveExpired(stored, T0 + DAY_MS)).toBe(true);
  });

  it('7 days: kept at 7 days minus 1 ms, expired at 7 days', () => {
    const stored = { keepaliveDays: 7, timestamp: T0 };
    expect(isKeepAliveExpired(stored, T0 + DAY_MS)).toBe(false);
    expect(isKeepAliveExpired(stored, T0 + 7 * DAY_MS - 1)).toBe(false);
    expect(isKeepAliveExpired(stored, T0 + 7 * DAY_MS)).toBe(true);
  });

  it.each([
    ['nothing stored', undefined],
    ['null', null],
    ['a string', '{"keepaliveDays":7}'],
    ['days missing', { timestamp: T0 }],
    ['timestamp missing', { keepaliveDays: 7 }],
    ['days as text', { keepaliveDays: '7', timestamp: T0 }],
    ['zero days', { keepaliveDays: 0, timestamp: T0 }],
    ['negative days', { keepaliveDays: -1, timestamp: T0 }],
    ['NaN timestamp', { keepaliveDays: 7, timestamp: Number.NaN }],
    ['infinite days', { keepaliveDays: Number.POSITIVE_INFINITY, timestamp: T0 }],
  ])('malformed stored keep-alive (%s) counts as expired', (_, stored) => {
    expect(parseKeepAlive(stored)).toBeUndefined();
    expect(isKeepAliveExpired(stored, T0)).toBe(true);
  });

  it('a timestamp in the future (a wrong clock) counts as expired rather than hiding the chooser for ever', () => {
    expect(isKeepAliveExpired({ keepaliveDays: 1, timestamp: T0 + 1 }, T0)).toBe(true);
  });

  it('close or cancel keeps it away 1 day from now', () => {
    expect(keepAliveAfterDismiss(T0)).toEqual({ keepaliveDays: 1, timestamp: T0 });
  });

  it('confirm keeps it 7 days when "don\'t show again for 7 days" is ticked, else 1 day', () => {
    expect(keepAliveAfterConfirm(true, T0)).toEqual({ keepaliveDays: 7, timestamp: T0 });
    expect(keepAliveAfterConfirm(false, T0)).toEqual({ keepaliveDays: 1, timestamp: T0 });
  });

  it('is offered on the main site in Turkish only, and leads to the Turkey site origin', () => {
    expect(shouldOfferTurkeyChooser(getSite('main'), 'tr')).toBe(true);
    expect(shouldOfferTurkeyChooser(getSite('main'), 'en')).toBe(false);
    expect(shouldOfferTurkeyChooser(getSite('turkey'), 'tr')).toBe(false);
    expect(turkeySiteUrl(getSite('turkey'))).toBe(`${getSite('turkey').origin}/`);
  });
});
