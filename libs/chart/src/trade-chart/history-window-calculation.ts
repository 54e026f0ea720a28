import {
  CHART_BAR_SPACING_PX,
  FIRST_HISTORY_SCREEN_BARS,
  FIRST_HISTORY_SCREENS,
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
 * Bars the first load gives the screen of a chart `widthPx` wide: two screens at the opening bar
 * spacing, at most {@link FIRST_HISTORY_SCREEN_BARS}; that many when the width is not known (0).
 */
export function firstHistoryScreenBars(widthPx: number): number {
  if (!(widthPx > 0)) return FIRST_HISTORY_SCREEN_BARS;
  return Math.min(FIRST_HISTORY_SCREEN_BARS, FIRST_HISTORY_SCREENS * Math.ceil(widthPx / CHART_BAR_SPACING_PX));
}

/**
 * How many bars the chart's first history load asks for: the screen's bars (see
 * {@link firstHistoryScreenBars}) plus time for the shown indicators to settle, never more than
 * one history page. Fewer bars on a phone make the chart's first data task shorter.
 */
export function firstHistoryBars(indicators: IndicatorSettings, widthPx = 0): number {
  return Math.min(HISTORY_PAGE_BARS, firstHistoryScreenBars(widthPx) + INDICATOR_SETTLE_MULTIPLE * indicatorWarmupBars(indicators));
}
