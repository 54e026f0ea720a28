import type { TdCountStyle } from '../markers/td-counts-primitive';
import type { TradeMarkerStyle } from '../markers/trade-markers-primitive';
import { INDICATOR_LINE_COLORS, type ChartColors } from '../settings/chart-settings';
import type { IndicatorPaneStyle } from './indicator-pane-series';

/** TD Sequential's count colours under the chart's colours. */
export function tdCountStyle(colors: ChartColors): TdCountStyle {
  return { text: colors.text, sellCountdown: colors.down, buyCountdown: colors.up };
}

/** Trade markers: buys in the rise colour, sells in the fall colour, with the given labels. */
export function tradeMarkerStyle(colors: ChartColors, labels: { buy: string; sell: string }): TradeMarkerStyle {
  return {
    buyColor: colors.up,
    sellColor: colors.down,
    textColor: '#FFFFFF',
    buyLabel: labels.buy,
    sellLabel: labels.sell,
  };
}

/** The volume overlay: a half-transparent histogram coloured by the bar's direction. */
export function volumePaneStyle(colors: ChartColors): IndicatorPaneStyle {
  return { lines: [], histogram: { index: 0, signIndex: 1, positive: `${colors.up}80`, negative: `${colors.down}80` } };
}

/** The MACD pane: histogram in the rise and fall colours, MACD and signal lines. */
export function macdPaneStyle(colors: ChartColors): IndicatorPaneStyle {
  return {
    histogram: { index: 2, positive: colors.up, negative: colors.down },
    lines: [
      { index: 0, color: INDICATOR_LINE_COLORS.macd },
      { index: 1, color: INDICATOR_LINE_COLORS.signal },
    ],
  };
}
