import { holdPaintForTests } from '@exchange/platform/testing';
import type { Analytics } from './analytics-queue';

const tracked: string[] = [];
const flushed = jest.fn(async () => undefined);
const loads = jest.fn();
jest.mock('./analytics-queue', () => {
  loads();
  return { createAnalytics: (): Analytics => ({ track: (event) => void tracked.push(event), flush: flushed, pending: () => tracked.length }) };
});

/** Lets every settled promise's callbacks and dynamic imports run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the analytics front (track, flushAnalytics)', () => {
  it("loads the queue's code only after the first paint, and keeps the events tracked before it, in order, on one shared queue", async () => {
    const held = holdPaintForTests();
    const { track, flushAnalytics } = await import('./analytics');
    track('first');
    track('second', { n: 1 });
    const flushedBeforePaint = flushAnalytics();
    await settle();
    expect(loads).not.toHaveBeenCalled();
    expect(held.queued()).toBe(1);
    held.paint();
    await flushedBeforePaint;
    track('third');
    await flushAnalytics();
    expect(tracked).toEqual(['first', 'second', 'third']);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(flushed).toHaveBeenCalledTimes(2);
  });
});
