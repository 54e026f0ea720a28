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
});
