import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS } from '../paths';

/**
 * The embedded backend's chart feed: a deterministic OHLCV generator (same symbol, resolution
 * and time always give the same bar, in any process) with history by resolution and the forming
 * bar for live ticks. Prices are a smooth function of absolute time plus hashed noise, so any
 * range is O(bars) with no state and every resolution agrees on the price at a given moment.
 */

/** Most bars one history answer carries (the newest ones of the range). */
export const CHART_HISTORY_MAX_BARS = 5000;

const DAY = 86_400;

/** Bar length in seconds for a chart resolution string; undefined when unknown. */
export function chartResolutionSeconds(resolution: string): number | undefined {
  const match = /^(\d+)([SDWM]?)$/.exec(resolution);
  if (!match) return undefined;
  const amount = Number(match[1]);
  if (amount <= 0) return undefined;
  switch (match[2]) {
    case 'S':
      return amount;
    case 'D':
      return amount * DAY;
    case 'W':
      return amount * 7 * DAY;
    case 'M':
      return amount * 30 * DAY;
    default:
      return amount * 60;
  }
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Uniform in [0, 1) from two integers (a stateless mix). */
function unit(seed: number, i: number): number {
  let t = (seed ^ Math.imul(i | 0, 0x9e3779b1) ^ Math.floor(i / 4294967296)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x85ebca6b);
  t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35);
  return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
}

function basePrice(symbol: string, seed: number): number {
  if (symbol.startsWith('BTC')) return 60_000;
  if (symbol.startsWith('ETH')) return 3_000;
  return 1 + (seed % 1000) / 10;
}

/** Price of `symbol` at `t` (UTC seconds). */
export function chartPriceAt(symbol: string, t: number): number {
  const seed = hashString(symbol);
  const phase = (seed % 1000) / 159;
  const wave =
    0.12 * Math.sin(t / (DAY * 17) + phase) +
    0.04 * Math.sin(t / (DAY * 2.3) + 2 * phase) +
    0.01 * Math.sin(t / 3_700 + 3 * phase) +
    0.002 * Math.sin(t / 97 + phase);
  const noise = (unit(seed, Math.floor(t)) - 0.5) * 0.0006;
  return basePrice(symbol, seed) * Math.exp(wave + noise);
}

/** One bar as sent on the wire: [time, open, high, low, close, volume]. */
export type ChartBarRow = [number, number, number, number, number, number];

const round = (value: number) => Math.round(value * 1e8) / 1e8;

/**
 * The bar starting at `time` (a multiple of `seconds`) as it stands at `nowSeconds`: closed
 * bars use the price at their end, the forming bar the price now.
 */
export function chartBarAt(symbol: string, seconds: number, time: number, nowSeconds: number): ChartBarRow {
  const seed = hashString(`${symbol}:${seconds}`);
  const end = Math.min(time + seconds, nowSeconds);
  const progress = Math.max(0, Math.min(1, (end - time) / seconds));
  const open = chartPriceAt(symbol, time);
  const close = chartPriceAt(symbol, end);
  const spread = Math.min(0.02, 0.0015 * Math.sqrt(seconds / 60)) * progress;
  const high = Math.max(open, close) * (1 + unit(seed, time) * spread);
  const low = Math.min(open, close) * (1 - unit(seed ^ 0x5bd1e995, time) * spread);
  const volume = (10 + unit(seed ^ 0x27d4eb2d, time) * 90) * Math.sqrt(seconds / 60) * progress;
  return [time, round(open), round(high), round(low), round(close), round(volume)];
}

/** Bars with `from <= time <= min(to, now)`, oldest first, at most the newest `maxBars`. */
export function chartHistory(
  symbol: string,
  seconds: number,
  from: number,
  to: number,
  nowSeconds: number,
  maxBars = CHART_HISTORY_MAX_BARS,
): ChartBarRow[] {
  const last = Math.floor(Math.min(to, nowSeconds) / seconds) * seconds;
  const first = Math.max(Math.ceil(from / seconds) * seconds, last - (maxBars - 1) * seconds);
  const rows: ChartBarRow[] = [];
  for (let t = first; t <= last; t += seconds) rows.push(chartBarAt(symbol, seconds, t, nowSeconds));
  return rows;
}

function badRequest(message: string) {
  return HttpResponse.json({ code: 400, message, data: null });
}

/** Creates the chart feed handlers; `now` (ms) is injectable for tests. */
export function createChartFeedHandlers(now: () => number = () => Date.now()): HttpHandler[] {
  return [
    http.get(`*${API_PATHS.chartHistory}`, ({ request }) => {
      const url = new URL(request.url);
      const symbol = url.searchParams.get('symbol') ?? '';
      const seconds = chartResolutionSeconds(url.searchParams.get('resolution') ?? '');
      const from = Number(url.searchParams.get('from'));
      const to = Number(url.searchParams.get('to'));
      if (!symbol || seconds === undefined || !Number.isFinite(from) || !Number.isFinite(to)) {
        return badRequest('symbol, resolution, from and to are required');
      }
      const bars = chartHistory(symbol, seconds, from, to, Math.floor(now() / 1000));
      return HttpResponse.json({ code: 0, message: 'success', data: { bars } });
    }),
    http.get(`*${API_PATHS.chartTicks}`, ({ request }) => {
      const url = new URL(request.url);
      const symbol = url.searchParams.get('symbol') ?? '';
      const seconds = chartResolutionSeconds(url.searchParams.get('resolution') ?? '');
      if (!symbol || seconds === undefined) return badRequest('symbol and resolution are required');
      const nowSeconds = Math.floor(now() / 1000);
      const time = Math.floor(nowSeconds / seconds) * seconds;
      return HttpResponse.json({ code: 0, message: 'success', data: { bar: chartBarAt(symbol, seconds, time, nowSeconds) } });
    }),
  ];
}

/** Handlers of the deterministic chart data feed. */
export const chartFeedHandlers: HttpHandler[] = createChartFeedHandlers();
