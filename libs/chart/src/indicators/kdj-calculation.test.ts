/** @jest-environment node */
import fc from 'fast-check';
import { syntheticCandles } from '../testing/synthetic-candles';
import { calculateKdj, KdjStream } from './kdj-calculation';

const col = (values: number[]) => Float64Array.from(values);

describe('KDJ on a hand-checked series (n 3, m1 3, m2 3)', () => {
  // bars (high, low, close): (10,8,9) (12,9,11) (11,7,8) (13,10,12)
  // RSV: 50, 75, 20, 83.33 (the last window is bars 1..3: high 13, low 7)
  const { k, d, j } = calculateKdj(col([10, 12, 11, 13]), col([8, 9, 7, 10]), col([9, 11, 8, 12]), { n: 3, m1: 3, m2: 3 });
  const expectedK = [50, 175 / 3, 410 / 9, 1570 / 27];
  const expectedD = [50, 475 / 9, 1360 / 27, 4290 / 81];

  it('computes K, D and J = 3K - 2D from K and D starting at 50', () => {
    expectedK.forEach((value, i) => expect(k[i]).toBeCloseTo(value, 10));
    expectedD.forEach((value, i) => expect(d[i]).toBeCloseTo(value, 10));
    expectedK.forEach((value, i) => expect(j[i]).toBeCloseTo(3 * value - 2 * expectedD[i], 10));
  });

  it('gives RSV 50 on a flat window', () => {
    const flat = calculateKdj(col([5, 5]), col([5, 5]), col([5, 5]), { n: 9, m1: 3, m2: 3 });
    expect(Array.from(flat.k)).toEqual([50, 50]);
  });
});

describe('KDJ against a Stochastic with EMA(5) slowing on 100k candles', () => {
  it('agrees on K and D to 1e-9 from bar 100 on', () => {
    const n = 9;
    const { high, low, close } = syntheticCandles(100_000, 3);
    const ours = calculateKdj(high, low, close, { n, m1: 3, m2: 3 });
    // Independent reference: naive window scan, standard EMA(5) (alpha 2 / (5 + 1)) seeded by
    // its first input, for %K slowing and for %D.
    const alpha = 2 / (5 + 1);
    let refK = NaN;
    let refD = NaN;
    let worst = 0;
    for (let i = 0; i < close.length; i++) {
      let hh = -Infinity;
      let ll = Infinity;
      for (let w = Math.max(0, i - n + 1); w <= i; w++) {
        if (high[w] > hh) hh = high[w];
        if (low[w] < ll) ll = low[w];
      }
      const fastK = ((close[i] - ll) / (hh - ll)) * 100;
      refK = Number.isNaN(refK) ? fastK : alpha * fastK + (1 - alpha) * refK;
      refD = Number.isNaN(refD) ? refK : alpha * refK + (1 - alpha) * refD;
      if (i >= 100) {
        worst = Math.max(worst, Math.abs(ours.k[i] - refK) / Math.max(Math.abs(refK), 1));
        worst = Math.max(worst, Math.abs(ours.d[i] - refD) / Math.max(Math.abs(refD), 1));
      }
    }
    expect(worst).toBeLessThanOrEqual(1e-9);
  });
});

describe('KDJ streaming', () => {
  it('equals batch with replaces of the forming bar, including a high that later falls back', () => {
    const candles = syntheticCandles(3000, 11);
    const params = { n: 9, m1: 3, m2: 3 };
    const batch = calculateKdj(candles.high, candles.low, candles.close, params);
    const stream = new KdjStream(params);
    // Collected, then compared once (element by element, as toBe would): 9 000 expects took seconds.
    const streamed = { k: new Float64Array(3000), d: new Float64Array(3000), j: new Float64Array(3000) };
    for (let i = 0; i < 3000; i++) {
      // A spike that the final value takes back: the deques must not have lost older highs.
      stream.add(candles.high[i] * 2, candles.low[i] / 2, candles.close[i]);
      stream.replace(candles.high[i], candles.low[i], candles.open[i]);
      stream.replace(candles.high[i], candles.low[i], candles.close[i]);
      streamed.k[i] = stream.k;
      streamed.d[i] = stream.d;
      streamed.j[i] = stream.j;
    }
    expect(streamed).toEqual({ k: batch.k, d: batch.d, j: batch.j });
  });

  it('equals batch for any small period and series (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.tuple(fc.double({ min: 1, max: 100, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true })), {
          minLength: 1,
          maxLength: 60,
        }),
        (n, rows) => {
          const close = col(rows.map(([c]) => c));
          const high = col(rows.map(([c, s]) => c + s));
          const low = col(rows.map(([c, s]) => c - s));
          const batch = calculateKdj(high, low, close, { n, m1: 3, m2: 3 });
          const stream = new KdjStream({ n, m1: 3, m2: 3 });
          rows.forEach((_, i) => {
            stream.add(high[i], low[i], close[i]);
            expect(stream.k).toBe(batch.k[i]);
            expect(stream.d).toBe(batch.d[i]);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('treats a replace before any add as the first bar', () => {
    const batch = calculateKdj(col([10, 6]), col([0, 4]), col([5, 6]), { n: 2, m1: 3, m2: 3 });
    const stream = new KdjStream({ n: 2, m1: 3, m2: 3 });
    stream.replace(10, 0, 5);
    stream.add(6, 4, 6);
    expect([stream.k, stream.d]).toEqual([batch.k[1], batch.d[1]]);
  });
});
