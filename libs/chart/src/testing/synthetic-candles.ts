import type { CandleColumns } from '../indicators/candles';

/** Deterministic 32-bit PRNG (mulberry32); the same seed gives the same series everywhere. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random-walk OHLCV series in columns (for tests, stories and benchmarks). */
export function syntheticCandles(count: number, seed = 1, start = 100): CandleColumns & { volume: Float64Array } {
  const random = seededRandom(seed);
  const open = new Float64Array(count);
  const high = new Float64Array(count);
  const low = new Float64Array(count);
  const close = new Float64Array(count);
  const volume = new Float64Array(count);
  let price = start;
  for (let i = 0; i < count; i++) {
    const o = price;
    const c = Math.max(0.01, o * (1 + (random() - 0.5) * 0.02));
    open[i] = o;
    close[i] = c;
    high[i] = Math.max(o, c) * (1 + random() * 0.005);
    low[i] = Math.min(o, c) * (1 - random() * 0.005);
    volume[i] = 1 + random() * 100;
    price = c;
  }
  return { open, high, low, close, volume };
}
