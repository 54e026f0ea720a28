import { parseTimestamp } from './timestamp-rule';

const T0 = Date.UTC(2026, 0, 1);

describe('parseTimestamp', () => {
  it('accepts epoch ms and rejects garbage', () => {
    expect(parseTimestamp(String(T0))).toBe(T0);
    expect(parseTimestamp('0')).toBe(0);
    expect(parseTimestamp(undefined)).toBeUndefined();
    expect(parseTimestamp('')).toBeUndefined();
    expect(parseTimestamp('yes')).toBeUndefined();
    expect(parseTimestamp('-5')).toBeUndefined();
  });
  it('counts no missing value as the epoch (null, undefined and the empty string are no time)', () => {
    expect(parseTimestamp(null)).toBeUndefined();
    expect(parseTimestamp(undefined)).toBeUndefined();
    expect(parseTimestamp('')).toBeUndefined();
  });
  it('takes a number as it is, finite and from 0 up', () => {
    expect(parseTimestamp(T0)).toBe(T0);
    expect(parseTimestamp(0)).toBe(0);
    expect(parseTimestamp(-1)).toBeUndefined();
    expect(parseTimestamp(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseTimestamp('Infinity')).toBeUndefined();
    expect(parseTimestamp(Number.NaN)).toBeUndefined();
  });
});
