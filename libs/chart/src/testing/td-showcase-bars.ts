import type { Bar } from '../data-feed/data-feed';

/**
 * Closes of the worked example in td-sequential-calculation.ts: a flip on bar 6, a buy setup 9
 * that is also countdown 1 on bar 14, countdown 8 on bar 21 (close 84), a deferred 13 ("+") on
 * bar 28 and the qualified 13 on bar 29.
 */
const CLOSES = [
  100, 100, 100, 100, 100, 101, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 88, 87, 86, 85, 84, 83, 82, 81, 80, 90, 91, 85, 84, 95,
];
/** Bar 26's long lower wick is the low bar 28 closes at (countdown condition met, qualifier not). */
const LOW_OVERRIDES: Readonly<Record<number, number>> = { 26: 85 };
/** Scales the example to BTC-like prices; every TD comparison is unchanged by it. */
const SCALE = 300;

/** Bar indices of the showcase's notable TD labels. */
export const TD_SHOWCASE = { setup9Countdown1: 14, deferred: 28, qualified13: 29 } as const;

/**
 * The TD Sequential showcase series (stories and component tests), one bar per `stepSeconds`
 * ending at `endTime`: every bar opens 60% of the way back to the previous close and has a half
 * point wick beyond its body.
 */
export function tdShowcaseBars(endTime: number, stepSeconds: number): Bar[] {
  const first = endTime - (CLOSES.length - 1) * stepSeconds;
  return CLOSES.map((c, i) => {
    const previous = i > 0 ? CLOSES[i - 1] : c;
    const open = c + (previous - c) * 0.6;
    const high = Math.max(open, c) + 0.5;
    const low = LOW_OVERRIDES[i] ?? Math.min(open, c) - 0.5;
    return {
      time: first + i * stepSeconds,
      open: open * SCALE,
      high: high * SCALE,
      low: low * SCALE,
      close: c * SCALE,
      volume: 10 + (i % 7),
    };
  });
}
