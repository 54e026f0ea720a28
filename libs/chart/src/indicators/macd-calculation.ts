import { sourcePrice, type CandleColumns, selectSource } from './candles';
import { EmaStream, emaInto } from './ema-calculation';
import { validateMacdParams, type MacdParams } from './indicator-validation';

/** MACD columns; NaN where a value is not defined yet. */
export interface MacdResult {
  macd: Float64Array;
  signal: Float64Array;
  histogram: Float64Array;
}

/**
 * Batch MACD over a price column: fast EMA minus slow EMA (both SMA-seeded, see
 * ema-calculation.ts), signal = SMA-seeded EMA of MACD, histogram = MACD - signal.
 * MACD is defined from index max(fast, slow) - 1, signal from that index + signal - 1, as in
 * technicalindicators. Throws on invalid parameters.
 */
export function calculateMacd(values: Float64Array, params: Pick<MacdParams, 'fast' | 'slow' | 'signal'>): MacdResult {
  validateMacdParams({ fast: params.fast, slow: params.slow, signal: params.signal, source: 'close' });
  const length = values.length;
  const fast = emaInto(values, params.fast, new Float64Array(length));
  const slow = emaInto(values, params.slow, new Float64Array(length));
  const macd = new Float64Array(length);
  const firstMacd = Math.max(params.fast, params.slow) - 1;
  // Stryker disable next-line ConditionalExpression: before firstMacd the longer EMA is still NaN, so fast - slow is NaN as well
  for (let i = 0; i < length; i++) macd[i] = i < firstMacd ? NaN : fast[i] - slow[i];
  // Reuse the fast buffer for the signal: fast is no longer needed.
  const signal = emaInto(macd, params.signal, fast, firstMacd);
  const histogram = slow;
  // Stryker disable next-line EqualityOperator: a pass at i = length writes past the end of histogram, which a typed array ignores
  for (let i = 0; i < length; i++) histogram[i] = macd[i] - signal[i];
  return { macd, signal, histogram };
}

/**
 * Batch MACD over candles, reading the price named by `params.source`.
 * @internal The MACD test's batch over candles; no product code calls it.
 */
export function calculateMacdFromCandles(candles: CandleColumns, params: MacdParams): MacdResult {
  validateMacdParams(params);
  return calculateMacd(selectSource(candles, params.source), params);
}

/**
 * Streaming MACD: `add` a new bar, `replace` the forming bar. O(1) per tick, no allocation;
 * results are read from `macd`, `signal`, `histogram` (NaN until defined). Equal to
 * {@link calculateMacd} on the same series.
 */
export class MacdStream {
  macd = NaN;
  signal = NaN;
  histogram = NaN;
  private readonly fast: EmaStream;
  private readonly slow: EmaStream;
  private readonly signalEma: EmaStream;
  private readonly firstMacdCount: number;
  private readonly source: MacdParams['source'];
  private count = 0;

  constructor(params: MacdParams) {
    validateMacdParams(params);
    this.fast = new EmaStream(params.fast);
    this.slow = new EmaStream(params.slow);
    this.signalEma = new EmaStream(params.signal);
    this.firstMacdCount = Math.max(params.fast, params.slow);
    this.source = params.source;
  }

  /** Appends a new bar (the previous one becomes closed). */
  add(open: number, high: number, low: number, close: number): void {
    const x = sourcePrice(this.source, open, high, low, close);
    this.count++;
    this.fast.add(x);
    this.slow.add(x);
    this.finish(true);
  }

  /** Rewrites the forming (last) bar. */
  replace(open: number, high: number, low: number, close: number): void {
    if (this.count === 0) {
      this.add(open, high, low, close);
      return;
    }
    const x = sourcePrice(this.source, open, high, low, close);
    this.fast.replace(x);
    this.slow.replace(x);
    this.finish(false);
  }

  private finish(isNew: boolean): void {
    if (this.count < this.firstMacdCount) {
      this.macd = NaN;
      this.signal = NaN;
      this.histogram = NaN;
      return;
    }
    this.macd = this.fast.value - this.slow.value;
    this.signal = isNew ? this.signalEma.add(this.macd) : this.signalEma.replace(this.macd);
    this.histogram = this.macd - this.signal;
  }
}
