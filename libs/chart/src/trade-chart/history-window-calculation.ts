import {
  FIRST_HISTORY_SCREEN_BARS,
  HISTORY_PAGE_BARS,
  INDICATOR_SETTLE_MULTIPLE,
  TD_SETUP_COUNT,
  TD_SETUP_LOOKBACK,
} from '../constants';
import type { IndicatorSettings } from '../persistence/chart-persistence';

/**
 * Bars a shown indicator needs before its values mean anything: MACD's slower EMA plus its signal
 * line, KDJ's window plus both smoothings (each an EMA of period m), TD's first possible setup.
 */
export function indicatorWarmupBars(indicators: IndicatorSettings): number {
  const { macd, kdj, td } = indicators;
  return Math.max(
    macd.visible ? Math.max(macd.params.fast, macd.params.slow) + macd.params.signal : 0,
    kdj.visible ? kdj.params.n + kdj.params.m1 + kdj.params.m2 : 0,
    td.visible ? TD_SETUP_LOOKBACK + 1 + TD_SETUP_COUNT : 0,
  );
}

/**
 * How many bars the chart's first history load asks for: a screen's worth plus time for the shown
 * indicators to settle, never more than one history page.
 */
export function firstHistoryBars(indicators: IndicatorSettings): number {
  return Math.min(HISTORY_PAGE_BARS, FIRST_HISTORY_SCREEN_BARS + INDICATOR_SETTLE_MULTIPLE * indicatorWarmupBars(indicators));
}
