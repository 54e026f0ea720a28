/** @jest-environment node */
import { createApiClient } from '@exchange/api';
import { handlers } from '@exchange/api/testing';
import { setupServer } from 'msw/node';
import { createHttpDataFeed, feedGetFromApiClient, type Bar } from './data-feed';

// The chart's HTTP feed against the embedded backend, through the real @exchange/api client:
// proves the wire format on both sides agrees.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const feed = () => createHttpDataFeed(feedGetFromApiClient(createApiClient({ baseUrl: 'http://localhost' })));

describe('HTTP data feed against the embedded backend', () => {
  it('loads hourly history, oldest first, up to now', async () => {
    const to = Math.floor(Date.now() / 1000);
    const bars = await feed().getHistory('BTC_USDT', '60', to - 99 * 3600, to);
    expect(bars.length).toBeGreaterThanOrEqual(99);
    expect(bars.length).toBeLessThanOrEqual(100);
    bars.forEach((bar, i) => {
      expect(bar.time % 3600).toBe(0);
      if (i > 0) expect(bar.time - bars[i - 1].time).toBe(3600);
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
    });
    // the newest bar is the forming one (the hour of `to`, or the next if the hour turned meanwhile)
    expect(bars[bars.length - 1].time).toBe(Math.floor(to / 3600) * 3600);
  });

  it('delivers the forming bar from the tick endpoint to a subscriber', async () => {
    const before = Math.floor(Date.now() / 60_000) * 60;
    const seen: Bar[] = [];
    const stop = feed().subscribe('ETH_USDT', '1', (bar) => seen.push(bar));
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect(seen.length).toBeGreaterThanOrEqual(1);
    const after = Math.floor(Date.now() / 60_000) * 60;
    expect([before, after]).toContain(seen[0].time);
  });
});
