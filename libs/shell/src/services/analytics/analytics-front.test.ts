import type { Analytics } from './analytics-queue';

const tracked: string[] = [];
const flushed = jest.fn(async () => undefined);
jest.mock('./analytics-queue', () => ({
  createAnalytics: (): Analytics => ({ track: (event) => void tracked.push(event), flush: flushed, pending: () => tracked.length }),
}));

describe('the analytics front (track, flushAnalytics)', () => {
  it('keeps the events tracked before the queue has loaded, in order, on one shared queue', async () => {
    const { track, flushAnalytics } = await import('./analytics');
    track('first');
    track('second', { n: 1 });
    expect(tracked).toEqual([]);
    await flushAnalytics();
    track('third');
    await flushAnalytics();
    expect(tracked).toEqual(['first', 'second', 'third']);
    expect(flushed).toHaveBeenCalledTimes(2);
  });
});
