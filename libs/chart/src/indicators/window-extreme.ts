/**
 * Monotonic deque over a preallocated ring buffer: the highest (or lowest) value of a sliding
 * window of indices in amortised O(1) per push, with no allocation after construction.
 */
export class WindowExtreme {
  private readonly indices: Float64Array;
  private readonly values: Float64Array;
  private readonly capacity: number;
  private readonly isMax: boolean;
  private head = 0;
  private size = 0;

  /** `capacity` must be at least the number of indices the window can hold at once. */
  constructor(capacity: number, kind: 'max' | 'min') {
    this.capacity = Math.max(1, capacity);
    this.indices = new Float64Array(this.capacity);
    this.values = new Float64Array(this.capacity);
    this.isMax = kind === 'max';
  }

  /** Adds the value at `index` (indices must increase), dropping values it dominates. */
  push(index: number, value: number): void {
    while (this.size > 0) {
      let tail = this.head + this.size - 1;
      if (tail >= this.capacity) tail -= this.capacity;
      const tailValue = this.values[tail];
      // Stryker disable next-line EqualityOperator: keeping an older equal value leaves the extreme the same (one entry per index, so within capacity)
      if (this.isMax ? tailValue <= value : tailValue >= value) this.size--;
      else break;
    }
    let slot = this.head + this.size;
    if (slot >= this.capacity) slot -= this.capacity;
    this.indices[slot] = index;
    this.values[slot] = value;
    this.size++;
  }

  /** Drops values whose index is below `minIndex`. */
  evictBefore(minIndex: number): void {
    while (this.size > 0 && this.indices[this.head] < minIndex) {
      this.head = this.head + 1 === this.capacity ? 0 : this.head + 1;
      this.size--;
    }
  }

  /** True when no index is in the window. */
  get isEmpty(): boolean {
    return this.size === 0;
  }

  /** The extreme of the window; NaN when empty. */
  peek(): number {
    return this.size > 0 ? this.values[this.head] : NaN;
  }
}
