import {
  COIN_ICON_BASE_PATH,
  COIN_ICON_CACHE_BUST_MS,
  COIN_ICON_DEFAULT_QUALITY,
  COIN_ICON_DEFAULT_WIDTH,
} from '../constants';

/** Options of {@link coinIconUrl}. */
export interface CoinIconUrlOptions {
  /** The whitelist config's `always_update`: cache-bust hourly. */
  alwaysUpdate?: boolean;
  /** Rendered width in px; default 28. */
  width?: number;
  /** Image quality; default 75. */
  quality?: number;
}

/**
 * The URL of a coin's icon (spec 1 §9). A coin on the whitelist carries its icon version
 * (`v`); with always-update set, the URL also changes once per hour (`t`, the hour number since
 * the epoch), so caches pick up new icons within the hour. Pure: `now` is passed in.
 *
 * @example coinIconUrl('BTC', { btc: 3 }, 0) // '/images/coin_icon/btc.png?w=28&q=75&v=3'
 */
export function coinIconUrl(
  coin: string,
  whitelist: Readonly<Record<string, number>>,
  now: number,
  { alwaysUpdate = false, width = COIN_ICON_DEFAULT_WIDTH, quality = COIN_ICON_DEFAULT_QUALITY }: CoinIconUrlOptions = {},
): string {
  const symbol = coin.trim().toLowerCase();
  const params = new URLSearchParams({ w: String(width), q: String(quality) });
  const version = Object.prototype.hasOwnProperty.call(whitelist, symbol) ? whitelist[symbol] : undefined;
  if (version !== undefined) params.set('v', String(version));
  if (alwaysUpdate) params.set('t', String(Math.floor(now / COIN_ICON_CACHE_BUST_MS)));
  return `${COIN_ICON_BASE_PATH}/${encodeURIComponent(symbol)}.png?${params.toString()}`;
}

/** The default coin icon shown when a coin's icon fails to load (a neutral coin, inline). */
export const DEFAULT_COIN_ICON =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#9AA3AF"/><circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2.5"/></svg>',
  );
