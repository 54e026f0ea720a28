/** @jest-environment node */
import { API_PATHS } from '@exchange/api';
import { createHttpDataFeed, decodeHistory, decodeTick, feedGetFromApiClient, type ApiClientLike, type FeedGet } from './data-feed';
import { createMemoryDataFeed, syntheticBars } from './memory-data-feed';

const row = (t: number) => [t, 1, 2, 0.5, 1.5, 10];

describe('feed decoding', () => {
  it('decodes bars, sorted and without duplicates, dropping malformed rows', () => {
    const bars = decodeHistory({ code: 0, data: { bars: [row(120), row(60), row(60), [1, 2], ['x', 1, 1, 1, 1, 1]] } });
    expect(bars.map((b) => b.time)).toEqual([60, 120]);
    expect(bars[0]).toEqual({ time: 60, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 });
  });

  it('gives nothing for a failed or garbage answer', () => {
    expect(decodeHistory({ code: 500, data: { bars: [row(60)] } })).toEqual([]);
    expect(decodeHistory('<html>')).toEqual([]);
    expect(decodeHistory(undefined)).toEqual([]);
    expect(decodeTick({ code: 0, data: { bar: 'x' } })).toBeUndefined();
    expect(decodeTick({ code: 0, data: { bar: row(60) } })?.time).toBe(60);
  });
});

describe('HTTP data feed', () => {
  it('asks the history path with symbol, resolution and range', async () => {
    const get = jest.fn<ReturnType<FeedGet>, Parameters<FeedGet>>(async () => ({ code: 0, data: { bars: [row(60)] } }));
    const feed = createHttpDataFeed(get);
    await expect(feed.getHistory('BTC_USDT', '1', 0, 100)).resolves.toHaveLength(1);
    expect(get).toHaveBeenCalledWith(API_PATHS.chartHistory, { symbol: 'BTC_USDT', resolution: '1', from: 0, to: 100 });
  });

  it('never rejects: a throwing transport gives no bars', async () => {
    const feed = createHttpDataFeed(async () => {
      throw new Error('down');
    });
    await expect(feed.getHistory('BTC_USDT', '1', 0, 100)).resolves.toEqual([]);
  });

  it('polls the tick path on the scheduler and stops on unsubscribe', async () => {
    let tick: () => void = () => undefined;
    const cancel = jest.fn();
    const every = jest.fn((ms: number, fn: () => void) => {
      expect(ms).toBe(1000);
      tick = fn;
      return cancel;
    });
    let t = 60;
    const get = jest.fn(async () => ({ code: 0, data: { bar: row(t) } }));
    const feed = createHttpDataFeed(get, { every });
    const seen: number[] = [];
    const unsubscribe = feed.subscribe('BTC_USDT', '1', (bar) => seen.push(bar.time));
    await Promise.resolve();
    await Promise.resolve();
    t = 120;
    tick();
    await Promise.resolve();
    await Promise.resolve();
    expect(get).toHaveBeenCalledWith(API_PATHS.chartTicks, { symbol: 'BTC_USDT', resolution: '1' });
    expect(seen).toEqual([60, 120]);
    unsubscribe();
    expect(cancel).toHaveBeenCalled();
    tick();
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual([60, 120]);
  });

  it('adapts the @exchange/api client silently (no toast per poll)', async () => {
    const calls: unknown[][] = [];
    const client: ApiClientLike = {
      get: async (path, decode, options) => {
        calls.push([path, options]);
        return decode({ code: 0 });
      },
    };
    const get = feedGetFromApiClient(client);
    await expect(get('/p', { a: 1 })).resolves.toEqual({ code: 0 });
    expect(calls).toEqual([['/p', { query: { a: 1 }, silent: true }]]);
  });
});

describe('memory data feed', () => {
  it('serves a range and pushes ticks to subscribers', async () => {
    const bars = syntheticBars(100, '1', 60 * 1000);
    expect(bars).toHaveLength(100);
    expect(bars[99].time).toBe(60_000);
    const feed = createMemoryDataFeed(bars);
    await expect(feed.getHistory('X', '1', 60 * 990, 60 * 1000)).resolves.toHaveLength(11);
    // a later clock still gets the newest bars that fit the range
    const latest = await feed.getHistory('X', '1', 60 * 5000, 60 * 5009);
    expect(latest.map((b) => b.time)).toEqual(bars.slice(90).map((b) => b.time));
    // paging before the first bar gives nothing
    await expect(feed.getHistory('X', '1', 0, bars[0].time - 1)).resolves.toEqual([]);
    const seen: number[] = [];
    const off = feed.subscribe('X', '1', (bar) => seen.push(bar.time));
    feed.push(bars[0]);
    off();
    feed.push(bars[1]);
    expect(seen).toEqual([bars[0].time]);
  });
});
