import { validateKdjParams, type KdjParams } from './indicator-validation';
import { WindowExtreme } from './window-extreme';

/** KDJ columns. */
export interface KdjResult {
  k: Float64Array;
  d: Float64Array;
  j: Float64Array;
}

/** K and D start at this value before the first bar (the usual KDJ convention). */
const KDJ_START_VALUE = 50;

/**
 * RSV of one bar: where the close sits between the lowest low and the highest high of the
 * window, in percent. A flat window (high = low) gives 50, see docs/parts/chart-decisions.md.
 */
function rsv(close: number, highest: number, lowest: number): number {
  const range = highest - lowest;
  return range > 0 ? ((close - lowest) / range) * 100 : 50;
}

/**
 * Batch KDJ: RSV over the highest high and lowest low of the last `n` bars (fewer on the first
 * `n - 1` bars), K = ((m1 - 1) K' + RSV) / m1, D = ((m2 - 1) D' + K) / m2, both starting at 50,
 * J = 3K - 2D. Throws on invalid parameters.
 */
export function calculateKdj(high: Float64Array, low: Float64Array, close: Float64Array, params: KdjParams): KdjResult {
  validateKdjParams(params);
  const { n, m1, m2 } = params;
  const length = close.length;
  const k = new Float64Array(length);
  const d = new Float64Array(length);
  const j = new Float64Array(length);
  // Batch: the same monotonic-deque rule as the stream, on flat index arrays (no ring needed).
  const maxIdx = new Int32Array(length);
  const minIdx = new Int32Array(length);
  let maxHead = 0;
  let maxTail = 0;
  let minHead = 0;
  let minTail = 0;
  let prevK = KDJ_START_VALUE;
  let prevD = KDJ_START_VALUE;
  // Stryker disable next-line EqualityOperator: a pass at i = length writes past the end of k, d and j, which a typed array ignores
  for (let i = 0; i < length; i++) {
    if (i > 0) {
      const h = high[i - 1];
      // Stryker disable next-line EqualityOperator: keeping an older equal high leaves the window's highest value the same
      while (maxTail > maxHead && high[maxIdx[maxTail - 1]] <= h) maxTail--;
      maxIdx[maxTail++] = i - 1;
      const l = low[i - 1];
      // Stryker disable next-line EqualityOperator: keeping an older equal low leaves the window's lowest value the same
      while (minTail > minHead && low[minIdx[minTail - 1]] >= l) minTail--;
      minIdx[minTail++] = i - 1;
    }
    const oldest = i - n + 1;
    while (maxTail > maxHead && maxIdx[maxHead] < oldest) maxHead++;
    while (minTail > minHead && minIdx[minHead] < oldest) minHead++;
    const hh = maxTail > maxHead ? Math.max(high[maxIdx[maxHead]], high[i]) : high[i];
    const ll = minTail > minHead ? Math.min(low[minIdx[minHead]], low[i]) : low[i];
    const kv = (prevK * (m1 - 1) + rsv(close[i], hh, ll)) / m1;
    const dv = (prevD * (m2 - 1) + kv) / m2;
    k[i] = kv;
    d[i] = dv;
    j[i] = 3 * kv - 2 * dv;
    prevK = kv;
    prevD = dv;
  }
  return { k, d, j };
}

/**
 * Streaming KDJ: `add` a new bar, `replace` the forming bar; O(1) amortised per tick with no
 * allocation. The closed bars of the window live in two monotonic deques; the forming bar is
 * combined at read time, so replacing it never loses a deque entry. Equal to
 * {@link calculateKdj} on the same series.
 */
export class KdjStream {
  k = NaN;
  d = NaN;
  j = NaN;
  private readonly n: number;
  private readonly m1: number;
  private readonly m2: number;
  private readonly maxQ: WindowExtreme;
  private readonly minQ: WindowExtreme;
  private count = 0;
  private lastHigh = NaN;
  private lastLow = NaN;
  private kBefore = KDJ_START_VALUE;
  private dBefore = KDJ_START_VALUE;

  constructor(params: KdjParams) {
    validateKdjParams(params);
    this.n = params.n;
    this.m1 = params.m1;
    this.m2 = params.m2;
    this.maxQ = new WindowExtreme(params.n + 1, 'max');
    // Stryker disable next-line StringLiteral: WindowExtreme keeps the lowest for any kind but 'max', so an empty kind is still 'min'
    this.minQ = new WindowExtreme(params.n + 1, 'min');
  }

  /** Appends a new bar (the previous one becomes closed). */
  add(high: number, low: number, close: number): void {
    if (this.count > 0) {
      this.maxQ.push(this.count - 1, this.lastHigh);
      this.minQ.push(this.count - 1, this.lastLow);
      this.kBefore = this.k;
      this.dBefore = this.d;
    }
    this.count++;
    const i = this.count - 1;
    this.maxQ.evictBefore(i - this.n + 1);
    this.minQ.evictBefore(i - this.n + 1);
    this.compute(high, low, close);
  }

  /** Rewrites the forming (last) bar. */
  replace(high: number, low: number, close: number): void {
    if (this.count === 0) this.add(high, low, close);
    else this.compute(high, low, close);
  }

  private compute(high: number, low: number, close: number): void {
    this.lastHigh = high;
    this.lastLow = low;
    const hh = this.maxQ.isEmpty ? high : Math.max(this.maxQ.peek(), high);
    const ll = this.minQ.isEmpty ? low : Math.min(this.minQ.peek(), low);
    this.k = (this.kBefore * (this.m1 - 1) + rsv(close, hh, ll)) / this.m1;
    this.d = (this.dBefore * (this.m2 - 1) + this.k) / this.m2;
    this.j = 3 * this.k - 2 * this.d;
  }
}
