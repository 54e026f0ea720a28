import type { MacdSource } from './indicator-validation';

/** Candles as parallel typed arrays (column layout: fast, no per-bar objects). */
export interface CandleColumns {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
}

/** The price of one bar for a MACD source. */
export function sourcePrice(source: MacdSource, open: number, high: number, low: number, close: number): number {
  switch (source) {
    case 'open':
      return open;
    case 'high':
      return high;
    case 'low':
      return low;
    case 'close':
      return close;
    case 'hl2':
      return (high + low) / 2;
    case 'hlc3':
      return (high + low + close) / 3;
    case 'ohlc4':
      return (open + high + low + close) / 4;
  }
}

/** Column of source prices; `close`, `open`, `high`, `low` return the column itself (no copy). */
export function selectSource(candles: CandleColumns, source: MacdSource): Float64Array {
  if (source === 'open' || source === 'high' || source === 'low' || source === 'close') return candles[source];
  const length = candles.close.length;
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    out[i] = sourcePrice(source, candles.open[i], candles.high[i], candles.low[i], candles.close[i]);
  }
  return out;
}
