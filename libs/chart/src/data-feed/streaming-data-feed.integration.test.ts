/** @jest-environment node */
import { API_PATHS, createApiClient } from '@exchange/api';
import { chartHistory, createMarketStreamServer, createMarketWsHandlers, handlers } from '@exchange/api/testing';
import { setupServer } from 'msw/node';
import { createHttpDataFeed, feedGetFromApiClient, type Bar } from './data-feed';
import { MarketStreamClient } from './market-stream-client';
import { createStreamingDataFeed } from './streaming-data-feed';

// The chart's streaming feed against the embedded backend's own handlers (msw http + ws.link),
// through the real API client and the global WebSocket jest provides: the wire format, the
// backfill after a server-side cut, and "no chart/ticks while the socket is up", end to end.
const stream = createMarketStreamServer();
const server = setupServer(...handlers, ...createMarketWsHandlers(stream, () => 'visitor'));
const requested: string[] = [];
server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('streams 1 s bars, survives a server-side cut, and then equals chart/history bar for bar', async () => {
  const client = new MarketStreamClient({ url: 'ws://localhost/ws/market', visibility: null, random: () => 0 });
  const http = createHttpDataFeed(feedGetFromApiClient(createApiClient({ baseUrl: 'http://localhost' })));
  const feed = createStreamingDataFeed({ client, http, frame: (fn) => (setTimeout(fn, 0), () => undefined) });
  const chart = new Map<number, Bar>();
  const to = Math.floor(Date.now() / 1000);
  for (const bar of await feed.getHistory('BTC_USDT', '1S', to - 30, to)) chart.set(bar.time, bar);
  const stop = feed.subscribe('BTC_USDT', '1S', (bar) => chart.set(bar.time, bar));
  await sleep(1500);
  expect(client.status).toBe('open');
  stream.closeAll(1012, 'cut');
  await sleep(2500);
  expect(client.status).toBe('open');
  stop();
  const nowMs = Date.now();
  const closedBefore = Math.floor(nowMs / 1000) - 1;
  const history = chartHistory('BTC_USDT', 1, to - 30, closedBefore - 1, nowMs);
  const held = [...chart.values()].filter((bar) => bar.time >= to - 30 && bar.time < closedBefore).sort((a, b) => a.time - b.time);
  expect(held.map((b) => [b.time, b.open, b.high, b.low, b.close, b.volume])).toEqual(history);
  expect(requested).not.toContain(API_PATHS.chartTicks);
  expect(client.attempts).toBe(2);
  client.destroy();
}, 15_000);
