import { STALE_AFTER_MS } from '../data-feed/market-stream-rules';
import { chartColors, type ChartTheme, type RiseMode } from '../settings/chart-settings';

/** The document title changes at most this often (a title is not an animation). */
const TITLE_UPDATE_MS = 1000;

/**
 * Stale at `now`: no data for {@link STALE_AFTER_MS} since the last message, or since the ticker
 * started listening when nothing came yet.
 */
export function isTickerStale(lastDataAt: number | undefined, listeningSince: number, now: number): boolean {
  return now - (lastDataAt ?? listeningSince) >= STALE_AFTER_MS;
}

/** Direction of a 24 h change: what the rise-colour rule paints. */
export function changeDirection(change24h: number): 'up' | 'down' | 'flat' {
  if (change24h > 0) return 'up';
  if (change24h < 0) return 'down';
  return 'flat';
}

/**
 * The colour a 24 h change is painted in, by the visitor's `market_rise_color` setting: the
 * chart's up colour for a rise, its down colour for a fall (so ticker, markets list and candles
 * always agree), none when flat.
 */
export function changeColor(change24h: number, theme: ChartTheme, riseMode: RiseMode): string | undefined {
  const direction = changeDirection(change24h);
  if (direction === 'flat') return undefined;
  const colors = chartColors(theme, riseMode);
  return direction === 'up' ? colors.up : colors.down;
}

/** Whether the document title may change now. */
export function shouldUpdateTitle(lastTitleAt: number | undefined, now: number): boolean {
  return lastTitleAt === undefined || now - lastTitleAt >= TITLE_UPDATE_MS;
}

/**
 * The document title carrying the last price in front of the page's own title, as exchanges do:
 * "64,012.3 · BTC/USDT price and chart | Site"; the symbol is added when the title does not name it.
 */
export function tickerTitle(priceText: string, symbol: string, pageTitle: string): string {
  const pair = symbol.replace('_', '/');
  return [priceText, pageTitle.includes(pair) ? '' : pair, pageTitle].filter(Boolean).join(' · ');
}
