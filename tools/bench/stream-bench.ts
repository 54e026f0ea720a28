/**
 * Market stream client benchmark: per-message cost of decode and apply, from the
 * frame text to the bar handed to the chart, through the real MarketStreamClient and streaming
 * feed (fake socket, frames painted at once). Frames are the embedded backend's own: BTC_USDT 1 s
 * candles and ticker at 10 a second. Prints p50/p95/p99; never fails on time (target p95 < 1 ms).
 * Run: `npx tsx tools/bench/stream-bench.ts`. Not yet a part of `npm run bench` (bench.ts lists
 * its parts; add `runStreamBench` there).
 */
import { SyntheticMarket, encodeServerMessage, tickAt } from '@exchange/api/testing';
import type { Bar } from '@exchange/chart/data-feed';

const MESSAGES = 20_000;
const P95_TARGET_MS = 1;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Frames as the server would send them over `count / 20` seconds (candles and ticker interleaved). */
function frames(count: number): string[] {
  const market = new SyntheticMarket(1).symbol('BTC_USDT');
  const start = tickAt(Date.UTC(2026, 0, 15, 12, 0, 0));
  const out: string[] = [];
  let candleSeq = 0;
  let tickerSeq = 0;
  for (let tick = start; out.length < count; tick++) {
    const time = Math.floor(tick / 10);
    const bar = market.bars(1, time, 1, tick)[0];
    out.push(encodeServerMessage({ type: 'data', channel: 'candles:BTC_USDT:1S', seq: ++candleSeq, data: { bar, closed: false } }));
    out.push(encodeServerMessage({ type: 'data', channel: 'ticker:BTC_USDT', seq: ++tickerSeq, data: market.ticker(tick) }));
  }
  return out.slice(0, count);
}

/** Runs the benchmark; returns the printed report. */
export async function runStreamBench(): Promise<string> {
  // The client reaches the shell (clock, error log), whose theme imports font CSS: Node skips it.
  const extensions = (require as unknown as { extensions: Record<string, unknown> }).extensions;
  extensions['.css'] ??= () => undefined;
  const { MarketStreamClient, createStreamingDataFeed } = await import('@exchange/chart/data-feed');
  const { socketFactory } = await import('@exchange/chart/testing');
  const all = frames(MESSAGES + 2000);
  const warmUp = all.slice(0, 2000);
  const input = all.slice(2000);
  const sockets = socketFactory();
  const client = new MarketStreamClient({ url: 'ws://bench/ws/market', createSocket: sockets.create, visibility: null, logError: () => undefined });
  const http = { getHistory: async () => [] as Bar[], subscribe: () => () => undefined };
  const feed = createStreamingDataFeed({ client, http, frame: (fn) => (fn(), () => undefined) });
  let applied = 0;
  let lastClose = 0;
  feed.subscribe('BTC_USDT', '1S', (bar) => {
    applied++;
    lastClose = bar.close;
  });
  client.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, () => undefined);
  const socket = sockets.last;
  socket.open();
  socket.message({ type: 'subscribed', channel: 'candles:BTC_USDT:1S' });
  // Warm-up, then the measured run.
  for (const frame of warmUp) socket.message(frame);
  const costs: number[] = [];
  for (const frame of input) {
    const started = performance.now();
    socket.message(frame);
    costs.push(performance.now() - started);
  }
  client.destroy();
  costs.sort((a, b) => a - b);
  const p95 = percentile(costs, 95);
  const lines = [
    `market stream decode + apply, ${MESSAGES} messages (BTC_USDT 1S candles + ticker):`,
    `  p50 ${(percentile(costs, 50) * 1000).toFixed(1)} µs, p95 ${(p95 * 1000).toFixed(1)} µs, p99 ${(percentile(costs, 99) * 1000).toFixed(1)} µs` +
      ` (target p95 < ${P95_TARGET_MS} ms: ${p95 < P95_TARGET_MS ? 'met' : 'NOT met'}); ${applied} bars applied, last close ${lastClose}`,
  ];
  const report = lines.join('\n');
  console.log(report);
  return report;
}

if (require.main === module) void runStreamBench();
