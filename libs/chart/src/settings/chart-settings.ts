import { LOCALE_BCP47, toSiteLocale } from '@exchange/platform';
import {
  CHART_LOCALE_MAP,
  COLOR_GREEN_DARK,
  COLOR_GREEN_LIGHT,
  COLOR_RED,
  DEBUG_CRASH_PARAM,
  DEBUG_QUERY_PARAM,
  type Resolution,
} from '../constants';
import type { ChartProperties } from '../persistence/chart-persistence';

/** Chart theme. */
export type ChartTheme = 'light' | 'dark';
/** Which direction is drawn red. */
export type RiseMode = 'red-up' | 'green-up';

/** Line colours of the indicator panes (not shown in the spec; the engine and the phone preview draw them). */
export const INDICATOR_LINE_COLORS = { macd: '#3D7EFF', signal: '#F5A623', k: '#3D7EFF', d: '#F5A623', j: '#B04DFF' } as const;

/** Colours the chart draws with. */
export interface ChartColors {
  up: string;
  down: string;
  background: string;
  text: string;
  grid: string;
  scaleLine: string;
}

/**
 * Up/down colours (spec §2: red F2495E; green 1BB273 light or 30BF87 dark) plus the pane
 * colours of the theme (not shown in the spec; chosen to match the UI theme's neutrals).
 */
export function chartColors(theme: ChartTheme, riseMode: RiseMode): ChartColors {
  const green = theme === 'dark' ? COLOR_GREEN_DARK : COLOR_GREEN_LIGHT;
  const up = riseMode === 'red-up' ? COLOR_RED : green;
  const down = riseMode === 'red-up' ? green : COLOR_RED;
  return theme === 'dark'
    ? { up, down, background: '#101014', text: '#A8A8B3', grid: '#1F1F26', scaleLine: '#2B2B33' }
    : { up, down, background: '#FFFFFF', text: '#48484F', grid: '#F0F0F3', scaleLine: '#DCDCE0' };
}

/** Chart properties derived from theme colours. */
export function chartPropertiesFromColors(colors: ChartColors): ChartProperties {
  return {
    paneBackground: colors.background,
    scaleTextColor: colors.text,
    scaleLineColor: colors.scaleLine,
    gridVertColor: colors.grid,
    gridHorzColor: colors.grid,
  };
}

/**
 * Site locale to chart locale (spec §2: cn zh, tw zh_TW, kr ko, vn vi, pt-br pt; others
 * unchanged). The map is keyed by the spec's spellings, some site codes (`tw`) and some language
 * tags (`pt-br`): the page's site code is looked up first, then its BCP 47 tag, so Brazil's `br`
 * (pt-BR) reaches the `pt-br` key instead of going on as `br` (Breton).
 */
export function toChartLocale(locale: string): string {
  const direct = CHART_LOCALE_MAP[locale.toLowerCase()];
  if (direct) return direct;
  const site = toSiteLocale(locale);
  const tag = site ? LOCALE_BCP47[site].toLowerCase() : undefined;
  return (tag && CHART_LOCALE_MAP[tag]) ?? locale;
}

/** Debug mode: query `debug=1` or the local storage flag set to "1" or "true" (spec §2). */
export function isDebugMode(search: string, storedFlag: string | undefined): boolean {
  if (new URLSearchParams(search).get(DEBUG_QUERY_PARAM) === '1') return true;
  return storedFlag === '1' || storedFlag === 'true';
}

/**
 * A crash forced from the address bar (`?debug=1&chart_crash=1`), so the error screen can be
 * checked on a production build; the query's `debug=1` is required (a local storage flag is not
 * enough), so a stray parameter alone never breaks a chart.
 */
export function isForcedCrash(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.get(DEBUG_QUERY_PARAM) === '1' && query.get(DEBUG_CRASH_PARAM) === '1';
}

/** The browser's time zone (spec §2: "Default timezone comes from the browser"); UTC if unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const DAY = 86_400;

/**
 * Bar length in seconds. Minutes are plain numbers, S/D/W/M suffixes are seconds, days, weeks
 * and months; a month counts as 30 days for bar spacing (decision, see chart-decisions.md).
 */
export function resolutionSeconds(resolution: Resolution): number {
  const amount = Number.parseInt(resolution, 10) || 1;
  if (resolution.endsWith('S')) return amount;
  if (resolution.endsWith('D')) return amount * DAY;
  if (resolution.endsWith('W')) return amount * 7 * DAY;
  if (resolution.endsWith('M')) return amount * 30 * DAY;
  return amount * 60;
}
