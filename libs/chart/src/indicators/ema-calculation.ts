/**
 * Exponential moving average seeded with the simple average of its first `period` values, the
 * way technicalindicators and most charting packages seed it: the first value appears at input
 * index `period - 1`, every later value is `prev + (x - prev) * 2 / (period + 1)`.
 */

/** Batch EMA of `values` from `start` on; earlier outputs are NaN. Writes into `out`. */
export function emaInto(values: Float64Array, period: number, out: Float64Array, start = 0): Float64Array {
  const length = values.length;
  const k = 2 / (period + 1);
  const seedEnd = start + period - 1;
  let sum = 0;
  let prev = NaN;
  for (let i = 0; i < length; i++) {
    if (i < start) {
      out[i] = NaN;
      continue;
    }
    const x = values[i];
    if (i < seedEnd) {
      sum += x;
      out[i] = NaN;
    } else if (i === seedEnd) {
      prev = (sum + x) / period;
      out[i] = prev;
    } else {
      prev = (x - prev) * k + prev;
      out[i] = prev;
    }
  }
  return out;
}

/**
 * Streaming EMA with the same seeding and arithmetic as {@link emaInto}, so streaming equals
 * batch bit for bit. `add` appends a value (the previous last one becomes final), `replace`
 * rewrites the last one. O(1), no allocation.
 */
export class EmaStream {
  readonly period: number;
  /** Current EMA of the last value; NaN until `period` values were seen. */
  value = NaN;
  /** Number of values seen, the last (replaceable) one included. */
  count = 0;
  private readonly k: number;
  private sumBefore = 0;
  private prevBefore = NaN;
  private last = NaN;

  constructor(period: number) {
    this.period = period;
    this.k = 2 / (period + 1);
  }

  add(x: number): number {
    if (this.count > 0) {
      // Stryker disable next-line ConditionalExpression: the sum is read only when `count` reaches `period`; adding to it afterwards changes nothing
      // Stryker disable next-line EqualityOperator: the sum is read only when `count` reaches `period`; adding to it afterwards changes nothing
      if (this.count < this.period) this.sumBefore += this.last;
      this.prevBefore = this.value;
    }
    this.count++;
    return this.compute(x);
  }

  replace(x: number): number {
    if (this.count === 0) return this.add(x);
    return this.compute(x);
  }

  private compute(x: number): number {
    this.last = x;
    // Stryker disable next-line ConditionalExpression: before `period` values the last branch gives NaN as well (the previous value it starts from is NaN)
    if (this.count < this.period) this.value = NaN;
    else if (this.count === this.period) this.value = (this.sumBefore + x) / this.period;
    else this.value = (x - this.prevBefore) * this.k + this.prevBefore;
    return this.value;
  }
}
