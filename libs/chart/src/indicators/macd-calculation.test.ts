/** @jest-environment node */
import { MACD as TiMacd } from 'technicalindicators';
import { syntheticCandles } from '../testing/synthetic-candles';
import { selectSource } from './candles';
import { calculateMacd, calculateMacdFromCandles, MacdStream } from './macd-calculation';
import type { MacdSource } from './indicator-validation';

const col = (values: number[]) => Float64Array.from(values);

describe('MACD on a hand-checked series', () => {
  // fast 2, slow 3, signal 2 on 1,3,2,5,4:
  // EMA2 = -, 2, 2, 4, 4; EMA3 = -, -, 2, 3.5, 3.75; MACD = -, -, 0, 0.5, 0.25
  // signal (SMA-seeded EMA2 of MACD) = -, -, -, 0.25, 0.25; histogram = -, -, -, 0.25, 0
  const result = calculateMacd(col([1, 3, 2, 5, 4]), { fast: 2, slow: 3, signal: 2 });

  it('starts MACD at bar slow - 1 and the signal signal - 1 bars later', () => {
    expect(Number.isNaN(result.macd[1])).toBe(true);
    expect(Array.from(result.macd.slice(2))).toEqual([0, 0.5, 0.25]);
    expect(Number.isNaN(result.signal[2])).toBe(true);
    expect(Array.from(result.signal.slice(3))).toEqual([0.25, 0.25]);
    expect(Array.from(result.histogram.slice(3))).toEqual([0.25, 0]);
  });

  it('reads hl2, hlc3 and ohlc4 sources from the candle', () => {
    const candles = { open: col([1, 2]), high: col([4, 6]), low: col([0, 2]), close: col([2, 4]) };
    expect(Array.from(selectSource(candles, 'hl2'))).toEqual([2, 4]);
    expect(Array.from(selectSource(candles, 'hlc3'))).toEqual([2, 4]);
    expect(Array.from(selectSource(candles, 'ohlc4'))).toEqual([1.75, 3.5]);
    expect(selectSource(candles, 'open')).toBe(candles.open);
  });
});

describe('MACD against technicalindicators (SMA-seeded EMA) on 100k candles', () => {
  const candles = syntheticCandles(100_000, 42);

  function compare(source: MacdSource, fast: number, slow: number, signal: number) {
    const values = selectSource(candles, source);
    const ours = calculateMacdFromCandles(candles, { fast, slow, signal, source });
    const reference = TiMacd.calculate({
      values: Array.from(values),
      fastPeriod: fast,
      slowPeriod: slow,
      signalPeriod: signal,
      SimpleMAOscillator: false,
      SimpleMASignal: false,
      format: (v: number) => v,
    } as Parameters<typeof TiMacd.calculate>[0]);
    const offset = slow - 1;
    let worst = 0;
    for (let i = 300; i < values.length; i++) {
      const ref = reference[i - offset];
      for (const [a, b] of [
        [ours.macd[i], ref.MACD],
        [ours.signal[i], ref.signal],
        [ours.histogram[i], ref.histogram],
      ] as const) {
        const relative = Math.abs(a - (b as number)) / Math.max(Math.abs(b as number), 1);
        if (!(relative <= worst)) worst = relative;
      }
    }
    return worst;
  }

  it('agrees to 1e-9 from bar 300 on with the defaults 12, 26, 9 on close', () => {
    expect(compare('close', 12, 26, 9)).toBeLessThanOrEqual(1e-9);
  });

  it('agrees to 1e-9 with other periods and the hlc3 source', () => {
    expect(compare('hlc3', 5, 35, 5)).toBeLessThanOrEqual(1e-9);
  });
});

describe('MACD streaming', () => {
  it('equals batch, bar for bar, with several replaces of the forming bar', () => {
    const candles = syntheticCandles(3000, 7);
    const params = { fast: 12, slow: 26, signal: 9, source: 'ohlc4' as const };
    const batch = calculateMacdFromCandles(candles, params);
    const stream = new MacdStream(params);
    // Collected, then compared once (element by element, as toBe would): 9 000 expects took seconds.
    const streamed = { macd: new Float64Array(3000), signal: new Float64Array(3000), histogram: new Float64Array(3000) };
    for (let i = 0; i < 3000; i++) {
      const { open, high, low, close } = candles;
      stream.add(open[i], open[i], open[i], open[i]);
      stream.replace(open[i], high[i], low[i], (open[i] + close[i]) / 2);
      stream.replace(open[i], high[i], low[i], close[i]);
      streamed.macd[i] = stream.macd;
      streamed.signal[i] = stream.signal;
      streamed.histogram[i] = stream.histogram;
    }
    expect(streamed).toEqual({ macd: batch.macd, signal: batch.signal, histogram: batch.histogram });
  });

  it('treats a replace before any add as the first bar', () => {
    const stream = new MacdStream({ fast: 1, slow: 1, signal: 1, source: 'close' });
    stream.replace(1, 1, 1, 5);
    expect(stream.macd).toBe(0);
    expect(stream.signal).toBe(0);
  });
});
