import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MarketBarRow } from '../market/market-protocol';
import { API_PATHS } from '../paths';
import { DEFAULT_MARKET_SEED, SyntheticMarket, tickAt } from './market-generator';

/**
 * The embedded backend's chart endpoints over the synthetic market (market-generator.ts): history
 * by resolution and the forming bar for HTTP polling. The market stream (market-stream.ts) uses
 * the same generator, so history equals the stream at every closed bar.
 */

/** Most bars one history answer carries (the newest ones of the range). */
const CHART_HISTORY_MAX_BARS = 5000;

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

/** One bar as sent on the wire: [time, open, high, low, close, volume]. */
export type ChartBarRow = MarketBarRow;

/** The bar starting at `time` (UTC s, a multiple of `seconds`) as it stands at UTC ms `nowMs`. */
export function chartBarAt(symbol: string, seconds: number, time: number, nowMs: number, market = defaultMarket()): ChartBarRow | undefined {
  return market.symbol(symbol).bars(seconds, time, 1, tickAt(nowMs))[0];
}

/** Bars with `from <= time <= min(to, now)`, oldest first, at most the newest `maxBars`. */
export function chartHistory(
  symbol: string,
  seconds: number,
  from: number,
  to: number,
  nowMs: number,
  maxBars = CHART_HISTORY_MAX_BARS,
  market = defaultMarket(),
): ChartBarRow[] {
  const last = Math.floor(Math.min(to, nowMs / 1000) / seconds) * seconds;
  const first = Math.max(Math.ceil(from / seconds) * seconds, last - (maxBars - 1) * seconds);
  if (last < first) return [];
  return market.symbol(symbol).bars(seconds, first, (last - first) / seconds + 1, tickAt(nowMs));
}

let sharedMarket: SyntheticMarket | undefined;

/** The market every handler of this process shares (DEFAULT_MARKET_SEED unless {@link seedDefaultMarket} set another). */
export function defaultMarket(): SyntheticMarket {
  sharedMarket ??= new SyntheticMarket(DEFAULT_MARKET_SEED);
  return sharedMarket;
}

/** Replaces the shared market with one of another seed (the dev server's and preview's `MARKET_SEED`). */
export function seedDefaultMarket(seed: number): void {
  sharedMarket = new SyntheticMarket(seed);
}

function validSymbol(raw: string | null): string {
  return raw && /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/.test(raw) ? raw : '';
}

function badRequest(message: string) {
  return HttpResponse.json({ code: 400, message, data: null });
}

/** Creates the chart feed handlers; `now` (ms) is injectable for tests. */
export function createChartFeedHandlers(now: () => number = () => Date.now()): HttpHandler[] {
  return [
    http.get(`*${API_PATHS.chartHistory}`, ({ request }) => {
      const url = new URL(request.url);
      const symbol = validSymbol(url.searchParams.get('symbol'));
      const seconds = chartResolutionSeconds(url.searchParams.get('resolution') ?? '');
      const from = Number(url.searchParams.get('from'));
      const to = Number(url.searchParams.get('to'));
      if (!symbol || seconds === undefined || !Number.isFinite(from) || !Number.isFinite(to)) {
        return badRequest('symbol, resolution, from and to are required');
      }
      const bars = chartHistory(symbol, seconds, from, to, now());
      return HttpResponse.json({ code: 0, message: 'success', data: { bars } });
    }),
    http.get(`*${API_PATHS.chartTicks}`, ({ request }) => {
      const url = new URL(request.url);
      const symbol = validSymbol(url.searchParams.get('symbol'));
      const seconds = chartResolutionSeconds(url.searchParams.get('resolution') ?? '');
      if (!symbol || seconds === undefined) return badRequest('symbol and resolution are required');
      const nowMs = now();
      const time = Math.floor(nowMs / 1000 / seconds) * seconds;
      return HttpResponse.json({ code: 0, message: 'success', data: { bar: chartBarAt(symbol, seconds, time, nowMs) } });
    }),
  ];
}

/** Handlers of the deterministic chart data feed. */
export const chartFeedHandlers: HttpHandler[] = createChartFeedHandlers();
