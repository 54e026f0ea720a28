import type { Bar } from '../data-feed/data-feed';
import { monotonicNow } from '@exchange/platform';
import { every, onNextFrame } from '../storage-adapter';

const nextFrame = () => new Promise<number>((resolve) => onNextFrame(resolve));

/** The next tick of the bench's series: every 30th opens a new bar, the others move the forming one. */
export function nextBenchTick(last: Bar, i: number): Bar {
  const close = last.close * (1 + (((i * 7919) % 101) - 50) / 100_000);
  return i % 30 === 29
    ? { time: last.time + 60, open: last.close, high: Math.max(last.close, close), low: Math.min(last.close, close), close, volume: 1 }
    : { ...last, high: Math.max(last.high, close), low: Math.min(last.low, close), close, volume: last.volume + 1 };
}

/**
 * Applies ticks at a fixed rate while recording animation-frame intervals: the same driver for
 * our chart (`Chart/Bench`) and for the bare lightweight-charts page it is compared with.
 */
export async function streamAtRate(
  apply: (bar: Bar) => void,
  start: Bar,
  perSecond: number,
  seconds: number,
): Promise<{ intervals: number[]; tickCosts: number[] }> {
  const intervals: number[] = [];
  const tickCosts: number[] = [];
  let last = start;
  let i = 0;
  const stop = every(1000 / perSecond, () => {
    last = nextBenchTick(last, i++);
    const before = monotonicNow();
    apply(last);
    tickCosts.push(monotonicNow() - before);
  });
  const end = monotonicNow() + seconds * 1000;
  let previous = await nextFrame();
  while (previous < end) {
    const now = await nextFrame();
    intervals.push(now - previous);
    previous = now;
  }
  stop();
  return { intervals, tickCosts };
}
