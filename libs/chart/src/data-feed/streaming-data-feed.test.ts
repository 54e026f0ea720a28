import type { Bar, DataFeed } from './data-feed';
import { MarketStreamClient } from './market-stream-client';
import { createStreamingDataFeed } from './streaming-data-feed';
import { CHART_LIVE_UPDATE_MS } from '../constants';
import { manualClock, socketFactory } from '../testing/fake-market-socket';

const bar = (time: number, close = time): Bar => ({ time, open: close, high: close, low: close, close, volume: 1 });
const candle = (seq: number, b: Bar, closed = false) => ({
  type: 'data',
  channel: 'candles:BTC_USDT:1S',
  seq,
  data: { bar: [b.time, b.open, b.high, b.low, b.close, b.volume], closed },
});

function setup(history: (from: number, to: number) => Bar[]) {
  const clock = manualClock(0);
  const sockets = socketFactory();
  const client = new MarketStreamClient({ url: 'ws://x/ws/market', createSocket: sockets.create, now: clock.now, after: clock.after, random: () => 0, logError: () => undefined, visibility: null });
  const historyCalls: Array<[number, number]> = [];
  const polls: Array<(bar: Bar) => void> = [];
  const http: DataFeed = {
    getHistory: jest.fn(async (_s, _r, from: number, to: number) => {
      historyCalls.push([from, to]);
      return history(from, to);
    }),
    subscribe: jest.fn((_s, _r, onTick: (bar: Bar) => void) => {
      polls.push(onTick);
      return () => polls.splice(polls.indexOf(onTick), 1);
    }),
  };
  const frames: Array<() => void> = [];
  const feed = createStreamingDataFeed({
    client,
    http,
    frame: (fn) => (frames.push(fn), () => frames.splice(frames.indexOf(fn), 1)),
    now: clock.now,
    after: clock.after,
    logError: () => undefined,
  });
  const chart: Bar[] = [];
  const paint = () => frames.splice(0).forEach((fn) => fn());
  const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { clock, sockets, client, http, historyCalls, polls, feed, chart, paint, flushPromises, onTick: (b: Bar) => chart.push(b) };
}

/** History up to bar 101, then subscribed on an open socket. */
async function liveAfterHistory() {
  const t = setup(() => [bar(100), bar(101)]);
  await t.feed.getHistory('BTC_USDT', '1S', 0, 101);
  t.feed.subscribe('BTC_USDT', '1S', t.onTick);
  t.sockets.last.open();
  t.sockets.last.message({ type: 'subscribed', channel: 'candles:BTC_USDT:1S' });
  return t;
}

describe('streaming data feed', () => {
  it('with the socket up never polls chart/ticks, and paints at most once per frame', async () => {
    const t = await liveAfterHistory();
    t.sockets.last.message(candle(1, bar(101, 5)));
    t.sockets.last.message(candle(2, bar(101, 6)));
    t.sockets.last.message(candle(3, bar(101, 7)));
    t.paint();
    expect(t.chart).toEqual([bar(101, 7)]);
    expect(t.http.subscribe).not.toHaveBeenCalled();
    expect(t.historyCalls).toEqual([[0, 101]]);
  });

  it(`updates the chart at most once per ${CHART_LIVE_UPDATE_MS} ms: a bar ${CHART_LIVE_UPDATE_MS - 1} ms after the last update waits, at ${CHART_LIVE_UPDATE_MS} ms it is drawn`, async () => {
    const t = await liveAfterHistory();
    t.sockets.last.message(candle(1, bar(101, 5)));
    t.paint();
    expect(t.chart).toEqual([bar(101, 5)]);
    t.clock.advance(100);
    t.sockets.last.message(candle(2, bar(101, 6)));
    t.sockets.last.message(candle(3, bar(101, 7)));
    t.clock.advance(CHART_LIVE_UPDATE_MS - 1 - 100);
    t.paint();
    expect(t.chart).toEqual([bar(101, 5)]);
    t.clock.advance(1);
    t.paint();
    // The two bars of the same period collapsed into the newest.
    expect(t.chart).toEqual([bar(101, 5), bar(101, 7)]);
  });

  it('after a reconnect past the last bar, backfills from history and merges: the chart equals history', async () => {
    const truth = (time: number) => bar(time, time * 10);
    const t = setup((from, to) => Array.from({ length: to - from + 1 }, (_, i) => truth(from + i)));
    await t.feed.getHistory('BTC_USDT', '1S', 90, 100);
    t.feed.subscribe('BTC_USDT', '1S', t.onTick);
    t.sockets.last.open();
    t.sockets.last.message({ type: 'subscribed', channel: 'candles:BTC_USDT:1S' });
    t.sockets.last.message(candle(1, truth(100)));
    t.sockets.last.serverClose(1012);
    t.clock.advance(1000);
    t.sockets.last.open();
    t.sockets.last.message({ type: 'subscribed', channel: 'candles:BTC_USDT:1S' });
    t.sockets.last.message(candle(1, bar(106, 1)));
    t.sockets.last.message(candle(2, truth(106), true));
    t.sockets.last.message(candle(3, bar(107, 2)));
    await t.flushPromises();
    t.paint();
    expect(t.historyCalls.at(-1)).toEqual([100, 106]);
    const final = new Map(t.chart.map((b) => [b.time, b]));
    expect([...final.keys()]).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    for (let time = 100; time <= 106; time++) expect(final.get(time)).toEqual(truth(time));
    expect(t.http.subscribe).not.toHaveBeenCalled();
  });

  it('a sequence gap backfills too', async () => {
    const t = setup((from, to) => Array.from({ length: to - from + 1 }, (_, i) => bar(from + i)));
    await t.feed.getHistory('BTC_USDT', '1S', 90, 100);
    t.feed.subscribe('BTC_USDT', '1S', t.onTick);
    t.sockets.last.open();
    t.sockets.last.message({ type: 'subscribed', channel: 'candles:BTC_USDT:1S' });
    t.sockets.last.message(candle(1, bar(100)));
    t.sockets.last.message(candle(5, bar(103)));
    await t.flushPromises();
    t.paint();
    expect(t.historyCalls.at(-1)).toEqual([100, 103]);
    expect(t.chart.map((b) => b.time)).toEqual([100, 101, 102, 103]);
  });

  it('polls chart/ticks only while the socket cannot connect, and stops once it opens', async () => {
    const t = setup((from, to) => Array.from({ length: to - from + 1 }, (_, i) => bar(from + i)));
    await t.feed.getHistory('BTC_USDT', '1S', 90, 100);
    t.feed.subscribe('BTC_USDT', '1S', t.onTick);
    expect(t.polls).toHaveLength(0);
    t.sockets.last.serverClose(1006);
    expect(t.polls).toHaveLength(1);
    t.polls[0](bar(100, 3));
    t.paint();
    expect(t.chart).toEqual([bar(100, 3)]);
    t.clock.advance(1000);
    t.sockets.last.open();
    expect(t.polls).toHaveLength(0);
  });
});

it('keeps painting when the frame scheduler runs its callback at once', () => {
  const sockets = socketFactory();
  const client = new MarketStreamClient({ url: 'ws://x/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined });
  const http: DataFeed = { getHistory: async () => [], subscribe: () => () => undefined };
  const feed = createStreamingDataFeed({ client, http, frame: (fn) => (fn(), () => undefined), minIntervalMs: 0 });
  const chart: Bar[] = [];
  feed.subscribe('BTC_USDT', '1S', (b) => chart.push(b));
  sockets.last.open();
  sockets.last.message(candle(1, bar(100, 1)));
  sockets.last.message(candle(2, bar(100, 2)));
  sockets.last.message(candle(3, bar(101, 3)));
  expect(chart).toEqual([bar(100, 1), bar(100, 2), bar(101, 3)]);
});
