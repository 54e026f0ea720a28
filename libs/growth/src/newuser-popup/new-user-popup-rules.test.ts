/** @jest-environment node */
import { NEWUSER_POPUP_INTERVAL_MS, NEWUSER_POPUP_MAX_PER_DAY } from '../constants';
import {
  decideNewUserPopup,
  nextNewUserCounter,
  newUserPopupVariant,
  parseNewUserCounter,
  shouldShowNewUserPopup,
} from './new-user-popup-rules';

const at = (iso: string) => Date.parse(iso);

describe('new-user popup constants', () => {
  it('are 30 minutes and 4 a day as the spec says', () => {
    expect(NEWUSER_POPUP_INTERVAL_MS).toBe(1_800_000);
    expect(NEWUSER_POPUP_MAX_PER_DAY).toBe(4);
  });
});

describe('shouldShowNewUserPopup', () => {
  const last = at('2026-11-22T10:00:00.000Z');

  it('shows when never shown', () => {
    expect(shouldShowNewUserPopup(undefined, last, 'UTC')).toBe(true);
    expect(shouldShowNewUserPopup(null, last, 'UTC')).toBe(true);
  });

  it('shows only more than 30 minutes after the last show: 30 min shows nothing, 30 min + 1 ms shows it', () => {
    const stored = `1/${last}`;
    expect(shouldShowNewUserPopup(stored, last + 1_800_000 + 1, 'UTC')).toBe(true);
    expect(shouldShowNewUserPopup(stored, last + 1_800_000, 'UTC')).toBe(false);
    expect(shouldShowNewUserPopup(stored, last, 'UTC')).toBe(false);
  });

  it('shows after the 3rd show of the day but never after the 4th on the same day', () => {
    const later = last + 5 * 3_600_000;
    expect(shouldShowNewUserPopup(`3/${last}`, later, 'UTC')).toBe(true);
    expect(shouldShowNewUserPopup(`4/${last}`, later, 'UTC')).toBe(false);
    expect(shouldShowNewUserPopup(`7/${last}`, later, 'UTC')).toBe(false);
  });

  it('shows again on a new day even right after the 4th show', () => {
    const lateEvening = at('2026-11-22T23:59:59.999Z');
    const stored = `4/${lateEvening}`;
    expect(shouldShowNewUserPopup(stored, at('2026-11-23T00:00:00.000Z'), 'UTC')).toBe(true);
    expect(shouldShowNewUserPopup(stored, lateEvening, 'UTC')).toBe(false);
  });

  it('judges the day in the given time zone', () => {
    // 15:59:59.999Z is 23:59:59.999 in Shanghai (UTC+8); 16:00Z is the next Shanghai day.
    const stored = `4/${at('2026-11-22T15:59:59.999Z')}`;
    const next = at('2026-11-22T16:00:00.000Z');
    expect(shouldShowNewUserPopup(stored, next, 'Asia/Shanghai')).toBe(true);
    expect(shouldShowNewUserPopup(stored, next, 'UTC')).toBe(false);
  });

  it.each([
    '',
    '3',
    '3/',
    '/1700000000000',
    'a/1700000000000',
    '3/abc',
    '3/1700000000000/1',
    '-1/1700000000000',
    '1.5/1700000000000',
    ' 3/1700000000000',
    '3|1700000000000',
    '{"count":4}',
  ])('treats malformed stored counter %p as absent (shows)', (stored) => {
    expect(parseNewUserCounter(stored)).toBeUndefined();
    expect(shouldShowNewUserPopup(stored, last, 'UTC')).toBe(true);
  });

  it('parses a well-formed counter', () => {
    expect(parseNewUserCounter(`2/${last}`)).toEqual({ count: 2, time: last });
  });

  it('reads a count of several digits, so a counter of 12 shows still hides the popup for the day', () => {
    expect(parseNewUserCounter(`12/${last}`)).toEqual({ count: 12, time: last });
    expect(shouldShowNewUserPopup(`12/${last}`, last + 5 * 3_600_000, 'UTC')).toBe(false);
  });

  it('takes parts up to the largest safe integer; a part past it counts as absent (shows)', () => {
    const max = Number.MAX_SAFE_INTEGER; // 9007199254740991
    expect(parseNewUserCounter(`1/${max}`)).toEqual({ count: 1, time: max });
    expect(parseNewUserCounter(`1/9007199254740992`)).toBeUndefined();
    expect(parseNewUserCounter(`9007199254740992/${last}`)).toBeUndefined();
    expect(shouldShowNewUserPopup(`9007199254740992/${last}`, last + 1, 'UTC')).toBe(true);
  });

  it('a show in the same month and day of another year is another day', () => {
    expect(shouldShowNewUserPopup(`4/${at('2025-11-22T10:00:00.000Z')}`, at('2026-11-22T12:00:00.000Z'), 'UTC')).toBe(true);
  });

  it('a show on the same day number of another month is another day', () => {
    expect(shouldShowNewUserPopup(`4/${at('2026-10-22T10:00:00.000Z')}`, at('2026-11-22T12:00:00.000Z'), 'UTC')).toBe(true);
  });

  it('an unknown time zone falls back to the browser\'s instead of throwing', () => {
    // 11:00Z and 11:45Z fall on one day, and 20 Nov 11:00Z and 22 Nov 11:00Z on two, in every zone (UTC-12 to UTC+14).
    const morning = at('2026-11-22T11:00:00.000Z');
    expect(shouldShowNewUserPopup(`4/${morning}`, at('2026-11-22T11:45:00.000Z'), 'Not/A_Zone')).toBe(false);
    expect(shouldShowNewUserPopup(`4/${at('2026-11-20T11:00:00.000Z')}`, morning, 'Not/A_Zone')).toBe(true);
    expect(nextNewUserCounter(`2/${morning}`, morning + 1, 'Not/A_Zone')).toBe(`3/${morning + 1}`);
  });
});

describe('nextNewUserCounter', () => {
  const last = at('2026-11-22T10:00:00.000Z');

  it('starts at 1 when absent or malformed', () => {
    expect(nextNewUserCounter(undefined, last, 'UTC')).toBe(`1/${last}`);
    expect(nextNewUserCounter('garbage', last, 'UTC')).toBe(`1/${last}`);
  });

  it('increments on the same day and resets on a new day', () => {
    const later = last + NEWUSER_POPUP_INTERVAL_MS;
    expect(nextNewUserCounter(`2/${last}`, later, 'UTC')).toBe(`3/${later}`);
    const tomorrow = at('2026-11-23T00:00:00.000Z');
    expect(nextNewUserCounter(`4/${last}`, tomorrow, 'UTC')).toBe(`1/${tomorrow}`);
  });

  it('after four recorded shows the popup stays hidden for the rest of the day', () => {
    let stored: string | undefined;
    let t = last;
    for (let i = 0; i < 4; i += 1) {
      expect(shouldShowNewUserPopup(stored, t, 'UTC')).toBe(true);
      stored = nextNewUserCounter(stored, t, 'UTC');
      t += NEWUSER_POPUP_INTERVAL_MS + 1;
    }
    expect(stored).toBe(`4/${last + 3 * (NEWUSER_POPUP_INTERVAL_MS + 1)}`);
    expect(shouldShowNewUserPopup(stored, t, 'UTC')).toBe(false);
  });
});

describe('newUserPopupVariant', () => {
  it.each([
    [1, 'A'],
    [2, 'B'],
    [0, undefined],
    [3, undefined],
    [1.5, undefined],
    [-1, undefined],
  ])('maps %p to %p', (value, variant) => {
    expect(newUserPopupVariant(value)).toBe(variant);
  });
});

describe('decideNewUserPopup', () => {
  const now = at('2026-11-22T10:00:00.000Z');

  it('never shows to a logged-in user', () => {
    expect(decideNewUserPopup({ isLoggedIn: true, experiment: 1, stored: undefined, now, timeZone: 'UTC' })).toBeUndefined();
  });

  it('shows the experiment variant to a visitor when the schedule allows', () => {
    expect(decideNewUserPopup({ isLoggedIn: false, experiment: 1, stored: undefined, now, timeZone: 'UTC' })).toBe('A');
    expect(decideNewUserPopup({ isLoggedIn: false, experiment: 2, stored: undefined, now, timeZone: 'UTC' })).toBe('B');
  });

  it('shows nothing without a known variant or when the schedule forbids', () => {
    expect(decideNewUserPopup({ isLoggedIn: false, experiment: 0, stored: undefined, now, timeZone: 'UTC' })).toBeUndefined();
    expect(decideNewUserPopup({ isLoggedIn: false, experiment: 1, stored: `1/${now - 1}`, now, timeZone: 'UTC' })).toBeUndefined();
  });
});
