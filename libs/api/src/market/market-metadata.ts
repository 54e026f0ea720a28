/**
 * Market metadata: each symbol's price tick size and amount step, which decide its displayed
 * precision everywhere (chart price scale, ticker, markets list). Decimal strings, so the
 * number of decimals is exact.
 */

/** Tick size and amount step of one market. */
export interface MarketMetadata {
  symbol: string;
  /** Smallest price step, e.g. "0.1". */
  tickSize: string;
  /** Smallest amount step, e.g. "0.0001". */
  amountStep: string;
}

const TABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['BTC_USDT', '0.1', '0.00001'],
  ['ETH_USDT', '0.01', '0.0001'],
  ['SOL_USDT', '0.01', '0.001'],
  ['XRP_USDT', '0.0001', '0.1'],
  ['DOGE_USDT', '0.00001', '1'],
  ['GT_USDT', '0.001', '0.01'],
  ['BNB_USDT', '0.01', '0.001'],
  ['ADA_USDT', '0.0001', '0.1'],
  ['TRX_USDT', '0.00001', '1'],
  ['TON_USDT', '0.001', '0.01'],
  ['LINK_USDT', '0.001', '0.01'],
  ['DOT_USDT', '0.001', '0.01'],
  ['LTC_USDT', '0.01', '0.001'],
  ['ETH_BTC', '0.00001', '0.001'],
  ['SOL_BTC', '0.0000001', '0.01'],
];

/** The symbols of every listed market, in table order (each gets its own page head). */
export const LISTED_MARKET_SYMBOLS: readonly string[] = TABLE.map(([symbol]) => symbol);

/** Every market the site lists, by symbol. */
const MARKET_METADATA: Readonly<Record<string, MarketMetadata>> = Object.fromEntries(
  TABLE.map(([symbol, tickSize, amountStep]) => [symbol, { symbol, tickSize, amountStep }]),
);

/** The main symbols of the markets channel and the home list, in display order. */
export const MAIN_MARKET_SYMBOLS: readonly string[] = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'XRP_USDT', 'DOGE_USDT', 'GT_USDT', 'BNB_USDT', 'ADA_USDT'];

/** Not listed: a symbol we know nothing about shows 8 decimals and steps of 0.0001. */
const UNKNOWN_MARKET_TICK_SIZE = '0.00000001';
const UNKNOWN_MARKET_AMOUNT_STEP = '0.0001';

/** Metadata of a symbol; unknown symbols get the fallback steps. */
export function marketMetadata(symbol: string): MarketMetadata {
  return MARKET_METADATA[symbol] ?? { symbol, tickSize: UNKNOWN_MARKET_TICK_SIZE, amountStep: UNKNOWN_MARKET_AMOUNT_STEP };
}

/** Decimals of a step written as a decimal string ("0.01" -> 2, "1" -> 0, "1e-7" -> 7). */
export function stepDecimals(step: string): number {
  const exponent = /e-(\d+)$/i.exec(step);
  if (exponent) return Number(exponent[1]);
  const dot = step.indexOf('.');
  return dot < 0 ? 0 : step.length - dot - 1;
}

/** Price decimals of a symbol (from its tick size). */
export function priceDecimals(symbol: string): number {
  return stepDecimals(marketMetadata(symbol).tickSize);
}
