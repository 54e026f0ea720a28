import type { Resolution } from '../constants';
import { resolutionSeconds } from '../settings/chart-settings';
import type { Bar, DataFeed } from './data-feed';

/**
 * An in-memory feed over a fixed list of bars (stories, tests, benchmarks). `subscribe` calls
 * nothing by itself; `push` sends a tick to every subscriber of any symbol.
 */
export interface MemoryDataFeed extends DataFeed {
  push(bar: Bar): void;
}

/**
 * Creates a {@link MemoryDataFeed}; `bars` (sorted) are served for every symbol and resolution.
 * A range asks for "as many bars as fit in [from, to], ending at or before `to`", so a fixed
 * series recorded in the past still fills a chart whose clock is later (stories, screenshots).
 */
export function createMemoryDataFeed(bars: readonly Bar[]): MemoryDataFeed {
  const listeners = new Set<(bar: Bar) => void>();
  return {
    async getHistory(_symbol: string, resolution: Resolution, from: number, to: number) {
      const count = Math.floor((to - from) / resolutionSeconds(resolution)) + 1;
      let end = bars.length;
      while (end > 0 && bars[end - 1].time > to) end--;
      return bars.slice(Math.max(0, end - count), end);
    },
    subscribe(_symbol, _resolution, onTick) {
      listeners.add(onTick);
      return () => listeners.delete(onTick);
    },
    push(bar) {
      listeners.forEach((listener) => listener(bar));
    },
  };
}

/** Deterministic random-walk bars ending at `endTime` (UTC seconds), for stories and tests. */
export function syntheticBars(count: number, resolution: Resolution, endTime: number, seed = 1, start = 30_000): Bar[] {
  const step = resolutionSeconds(resolution);
  const last = Math.floor(endTime / step) * step;
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const bars: Bar[] = [];
  let price = start;
  for (let i = 0; i < count; i++) {
    const open = price;
    const close = Math.max(0.01, open * (1 + (random() - 0.5) * 0.01));
    bars.push({
      time: last - (count - 1 - i) * step,
      open,
      high: Math.max(open, close) * (1 + random() * 0.003),
      low: Math.min(open, close) * (1 - random() * 0.003),
      close,
      volume: 1 + random() * 50,
    });
    price = close;
  }
  return bars;
}
