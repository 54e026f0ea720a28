/** @jest-environment node */
import fc from 'fast-check';
import { syntheticCandles } from '../testing/synthetic-candles';
import { calculateTdSequential, TdSequentialStream, visibleTdCount } from './td-sequential-calculation';

/**
 * A hand-built series: closes as given, high/low half a point either side unless a bar overrides
 * them (to place a wick where a rule decides).
 */
interface Series {
  close: Float64Array;
  high: Float64Array;
  low: Float64Array;
}

function series(closes: readonly number[], wicks: Readonly<Record<number, { high?: number; low?: number }>> = {}): Series {
  const close = Float64Array.from(closes);
  const high = close.map((c, i) => wicks[i]?.high ?? c + 0.5);
  const low = close.map((c, i) => wicks[i]?.low ?? c - 0.5);
  return { close, high, low };
}

/** The same series upside down: every buy-side rule becomes its sell-side mirror. */
function mirror({ close, high, low }: Series): Series {
  const flip = (v: number) => 1000 - v;
  return { close: close.map(flip), high: low.map(flip), low: high.map(flip) };
}

function td(s: Series, showOnly9And13 = false) {
  const { setup, countdown, deferred } = calculateTdSequential(s.close, s.high, s.low, { showOnly9And13 });
  return { setup: Array.from(setup), countdown: Array.from(countdown), deferred: Array.from(deferred) };
}

const neg = (values: readonly number[]) => values.map((v) => (v === 0 ? 0 : -v));

/** Falls from 100 to 88 after one up bar: the flip is on bar 6, the 9 on bar 14. */
const RUN = [100, 100, 100, 100, 100, 101, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 88];

describe('TD Sequential setup (hand-built series)', () => {
  it('needs a price flip for count 1: a failed flip (equal close 5 bars back) counts nothing', () => {
    // Bar 6 closes below bar 2, but bar 5 only equals bar 1: no flip, so no setup on 6 or 7.
    expect(td(series([10, 10, 10, 10, 10, 10, 9, 9])).setup).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // Bar 5 closes above bar 1, but bar 4 equals bar 0: no sell flip. Bar 6 is a buy flip.
    expect(td(series([10, 10, 10, 10, 10, 11, 9, 8])).setup).toEqual([0, 0, 0, 0, 0, 0, -1, -2]);
  });

  it('ends a run on an equal close, and a new run needs a new flip', () => {
    // Bar 8 equals bar 4 (strict comparison ends the run); bar 9 is below bar 5 but bar 8 did
    // not close above bar 4, so it is no flip either.
    expect(td(series([10, 10, 10, 10, 10, 11, 9, 8, 10, 7])).setup).toEqual([0, 0, 0, 0, 0, 0, -1, -2, 0, 0]);
  });

  it('shows a single 9 on a 12-bar run: bars 10 to 12 of the run show no count', () => {
    const expected = [0, 0, 0, 0, 0, 0, -1, -2, -3, -4, -5, -6, -7, -8, -9, 0, 0, 0];
    expect(td(series(RUN)).setup).toEqual(expected);
    expect(td(mirror(series(RUN))).setup).toEqual(neg(expected));
  });

  it('starts the countdown on the 9 bar itself when it closes at or below the low 2 bars earlier', () => {
    const { setup, countdown } = td(series(RUN));
    expect(setup[14]).toBe(-9);
    expect(countdown.slice(0, 14).every((v) => v === 0)).toBe(true);
    expect(countdown.slice(14)).toEqual([-1, -2, -3, -4]);
    expect(td(mirror(series(RUN))).countdown.slice(14)).toEqual([1, 2, 3, 4]);
  });
});

describe('TD Sequential countdown (hand-built series)', () => {
  /**
   * Countdown 1..12 on bars 14..25 (bar 8 of the countdown is bar 21, close 84); the rally on
   * 26..27 leaves a long lower wick on 26. Bar 28 closes at the low of bar 26 (countdown
   * condition met, at or below) but its low 84.5 is above 84: deferred. Bar 29's low 83.5 is at
   * or below 84: the qualified 13.
   */
  const DEFERRED = series([...RUN, 87, 86, 85, 84, 83, 82, 81, 80, 90, 91, 85, 84, 95], { 26: { low: 85 } });

  it('defers 13 until the qualifier: low of bar 13 at or below the close of countdown bar 8', () => {
    const { countdown, deferred } = td(DEFERRED);
    expect(countdown.slice(14, 26)).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12]);
    expect(countdown.slice(26, 31)).toEqual([0, 0, 0, -13, 0]);
    expect(deferred.map((v) => (v !== 0 ? 1 : 0))).toEqual(Array.from(DEFERRED.close, (_, i) => (i === 28 ? 1 : 0)));
    expect(Math.sign(deferred[28])).toBe(-1);
  });

  /**
   * The same countdown, but bar 28 closes at 85 (above countdown bar 8's close, 84) with a lower
   * wick down to exactly 84. The qualifier reads the bar's low, not its close: a qualified 13.
   */
  const LOW_QUALIFIES = series([...RUN, 87, 86, 85, 84, 83, 82, 81, 80, 90, 91, 85, 84, 95], { 26: { low: 85 }, 28: { low: 84 } });

  it('qualifies 13 on the low at or below the close of countdown bar 8, whatever the close', () => {
    const { countdown, deferred } = td(LOW_QUALIFIES);
    expect(countdown.slice(26, 31)).toEqual([0, 0, -13, 0, 0]);
    expect(deferred.every((v) => v === 0)).toBe(true);
    const sell = td(mirror(LOW_QUALIFIES));
    expect(sell.countdown.slice(26, 31)).toEqual([0, 0, 13, 0, 0]);
    expect(sell.deferred.every((v) => v === 0)).toBe(true);
  });

  it('mirrors the deferral and the qualified 13 on the sell side', () => {
    const { countdown, deferred } = td(mirror(DEFERRED));
    expect(countdown.slice(26, 31)).toEqual([0, 0, 0, 13, 0]);
    expect(deferred[28]).toBe(1);
  });

  it('a completed sell setup cancels a running buy countdown', () => {
    // Buy 9 and countdown 1 on bar 14, countdown 2 and 3 on 15 and 16; the rally flips on 17
    // and completes a sell 9 on 25. Bar 26 drops far below the low 2 bars earlier: it would be
    // buy countdown 4, but that countdown was cancelled.
    const closes = [...RUN.slice(0, 17), 95, 96, 97, 98, 99, 100, 101, 102, 103, 80];
    const { setup, countdown } = td(series(closes));
    expect(setup.slice(17, 26)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(countdown.slice(14, 17)).toEqual([-1, -2, -3]);
    expect(countdown[25]).toBe(1);
    expect(countdown[26]).toBe(0);
    const mirrored = td(mirror(series(closes)));
    expect(mirrored.countdown.slice(25, 27)).toEqual([-1, 0]);
  });

  it('a new completed buy setup during a buy countdown restarts it (recycle)', () => {
    // Countdown 1..3 on bars 14..16; bar 17 ends the run, bar 18 flips again and the new run
    // completes its 9 on bar 26, where the running countdown would have reached 12. It restarts:
    // bar 26 is countdown 1 again, so 27 is 2, not 13.
    const closes = [...RUN.slice(0, 17), 94, 88, 87, 86, 85, 84, 83, 82, 81, 80, 79];
    const { setup, countdown } = td(series(closes));
    expect(setup.slice(18, 27)).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9]);
    expect(countdown.slice(14, 26)).toEqual([-1, -2, -3, 0, -4, -5, -6, -7, -8, -9, -10, -11]);
    expect(countdown.slice(26)).toEqual([-1, -2]);
    expect(td(mirror(series(closes))).countdown.slice(26)).toEqual([1, 2]);
  });

  it('shows only 9 and 13 when asked, and no deferral mark then', () => {
    const s = series([...RUN, 87, 86, 85, 84, 83, 82, 81, 80, 90, 91, 85, 84, 95], { 26: { low: 85 } });
    const { setup, countdown, deferred } = td(s, true);
    expect(setup.filter((v) => v !== 0)).toEqual([-9]);
    expect(countdown.filter((v) => v !== 0)).toEqual([-13]);
    expect(deferred.every((v) => v === 0)).toBe(true);
    expect(visibleTdCount(8, 'setup', true)).toBe(0);
    expect(visibleTdCount(13, 'setup', true)).toBe(0);
    expect(visibleTdCount(13, 'countdown', true)).toBe(13);
    expect(visibleTdCount(8, 'setup', false)).toBe(8);
  });
});

describe('TD Sequential streaming', () => {
  it('treats a replace before any add as the first bar', () => {
    // Bar 5 closes below bar 1 and bar 4 above bar 0: the flip, buy setup 1, which needs bar 0.
    const s = series([10, 12, 12, 12, 11, 11]);
    expect(td(s).setup[5]).toBe(-1);
    const stream = new TdSequentialStream({ showOnly9And13: false });
    stream.replace(s.high[0], s.low[0], s.close[0]);
    for (let i = 1; i < 6; i++) stream.add(s.high[i], s.low[i], s.close[i]);
    expect(stream.setup).toBe(-1);
  });

  it('streams equal to batch with replaces of the forming bar', () => {
    const candles = syntheticCandles(5000, 5);
    for (const showOnly9And13 of [false, true]) {
      const batch = calculateTdSequential(candles.close, candles.high, candles.low, { showOnly9And13 });
      const stream = new TdSequentialStream({ showOnly9And13 });
      // Collected, then compared once: 30 000 separate expects made this test take seconds.
      const streamed = { setup: new Float64Array(5000), countdown: new Float64Array(5000), deferred: new Int8Array(5000) };
      for (let i = 0; i < 5000; i++) {
        stream.add(candles.high[i], candles.low[i], candles.open[i]);
        stream.replace(candles.high[i], candles.low[i], candles.close[i]);
        streamed.setup[i] = stream.setup;
        streamed.countdown[i] = stream.countdown;
        streamed.deferred[i] = stream.deferred;
      }
      expect(streamed).toEqual(batch);
    }
  });

  it('streams equal to batch on random series, with random replaces of the forming bar (property)', () => {
    // A random walk on a coarse grid: equal closes (which end a run and fail a flip) are common,
    // and trends last long enough to complete setups, deferrals and 13s.
    const move = fc.record({ step: fc.integer({ min: -3, max: 3 }), up: fc.integer({ min: 0, max: 3 }), down: fc.integer({ min: 0, max: 3 }) });
    const tick = fc.record({ first: move, replaces: fc.array(move, { maxLength: 2 }) });
    fc.assert(
      fc.property(fc.array(tick, { maxLength: 400, size: 'max' }), fc.boolean(), (ticks, showOnly9And13) => {
        const stream = new TdSequentialStream({ showOnly9And13 });
        const close: number[] = [];
        const high: number[] = [];
        const low: number[] = [];
        const streamed = { setup: [] as number[], countdown: [] as number[], deferred: [] as number[] };
        let previous = 100;
        for (const { first, replaces } of ticks) {
          for (const [k, m] of [first, ...replaces].entries()) {
            const c = previous + m.step;
            if (k === 0) stream.add(c + m.up, c - m.down, c);
            else stream.replace(c + m.up, c - m.down, c);
            close[close.length - (k === 0 ? 0 : 1)] = c;
            high[high.length - (k === 0 ? 0 : 1)] = c + m.up;
            low[low.length - (k === 0 ? 0 : 1)] = c - m.down;
          }
          previous = close[close.length - 1];
          streamed.setup.push(stream.setup);
          streamed.countdown.push(stream.countdown);
          streamed.deferred.push(stream.deferred);
        }
        const batch = calculateTdSequential(Float64Array.from(close), Float64Array.from(high), Float64Array.from(low), { showOnly9And13 });
        expect(streamed.setup).toEqual(Array.from(batch.setup));
        expect(streamed.countdown).toEqual(Array.from(batch.countdown));
        expect(streamed.deferred).toEqual(Array.from(batch.deferred));
      }),
      { numRuns: 200 },
    );
  });
});
