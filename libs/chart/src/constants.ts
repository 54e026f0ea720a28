/**
 * Chart constants, each named once and spelled as the spec spells it
 * (chart-growth-passkey-regional.md §2 "Chart screen" and §9).
 */

/** Resolutions offered by the chart (spec §2). */
export const RESOLUTIONS = [
  '1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720',
  '1D', '2D', '3D', '5D', '1W', '1M',
] as const;

/** One chart resolution. */
export type Resolution = (typeof RESOLUTIONS)[number];

/** Default resolution (spec §9: "default resolution 60"). */
export const DEFAULT_RESOLUTION: Resolution = '60';

/** Symbol search delay (spec §9: "symbol search delay 1000 ms"). */
export const SYMBOL_SEARCH_DELAY_MS = 1000;

/** Trade marker geometry (spec §9: "marker offsets x 8, y 3, h 17, space 3"). */
export const MARKER_OFFSET_X = 8;
export const MARKER_OFFSET_Y = 3;
export const MARKER_HEIGHT = 17;
export const MARKER_SPACE = 3;

/** Rise/fall colours (spec §2: "red F2495E; green 1BB273 (light) or 30BF87 (dark)"). */
export const COLOR_RED = '#F2495E';
export const COLOR_GREEN_LIGHT = '#1BB273';
export const COLOR_GREEN_DARK = '#30BF87';

/** Debug mode: query `debug=1` or this local storage flag (spec §2; flag name not shown). */
export const DEBUG_QUERY_PARAM = 'debug';
export const DEBUG_STORAGE_KEY = 'chart_debug';
/**
 * Forced crash for checking the error screen in a production build: honoured only together with
 * the query `debug=1` (e.g. `?debug=1&chart_crash=1`); not in the spec (decision).
 */
export const DEBUG_CRASH_PARAM = 'chart_crash';

/** Chart locale map (spec §2). */
export const CHART_LOCALE_MAP: Readonly<Record<string, string>> = {
  cn: 'zh',
  tw: 'zh_TW',
  kr: 'ko',
  vn: 'vi',
  'pt-br': 'pt',
};

/** Indicator defaults (spec §3). */
export const KDJ_DEFAULTS = { n: 9, m1: 3, m2: 3 } as const;
export const MACD_DEFAULTS = { fast: 12, slow: 26, signal: 9, source: 'close' } as const;
export const TD_DEFAULTS = { showOnly9And13: false } as const;

/** Indicator validation limits (spec §5). */
export const KDJ_PERIOD_MIN = 1;
export const KDJ_PERIOD_MAX = 2000;
export const MACD_PERIOD_MIN = 1;
export const MACD_PERIOD_MAX = 2000;
export const MACD_SIGNAL_MIN = 1;
export const MACD_SIGNAL_MAX = 50;
export const MACD_SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;

/** TD Sequential counts (spec §3: "counts 1 to 9 and 13"). */
export const TD_SETUP_COUNT = 9;
export const TD_COUNTDOWN_COUNT = 13;
/**
 * TD Sequential look-backs and qualifier (not in the spec; DeMark's rules, see
 * docs/parts/chart-decisions.md): setup compares a close with the close 4 bars earlier, countdown
 * with the low/high 2 bars earlier, and a 13 is qualified against the close of countdown bar 8.
 */
export const TD_SETUP_LOOKBACK = 4;
export const TD_COUNTDOWN_LOOKBACK = 2;
export const TD_COUNTDOWN_QUALIFIER_BAR = 8;

/** Trading defaults (spec §9: "Default pair BTC_USDT; close unit USDT"). */
export const DEFAULT_PAIR = 'BTC_USDT';
export const DEFAULT_CLOSE_UNIT = 'USDT';
/** Not shown: the futures contract when the route leaves it out. */
export const DEFAULT_CONTRACT = 'BTC_USDT';

/** Data feed (not shown in the spec; see docs/parts/chart-decisions.md). */
export const TICK_POLL_MS = 1000;
export const HISTORY_PAGE_BARS = 2000;
/**
 * Most bars the first history load gives the screen, before indicator warm-up (not in the spec):
 * more than the widest screen shows at lightweight-charts' default 6 px per bar. Older pages come
 * in on scroll; the first load stays small because a 2000-bar answer (41 KB gzip) stood before the
 * chart's first drawing for bars a phone never shows until scrolled.
 */
export const FIRST_HISTORY_SCREEN_BARS = 400;
/** Pixels per bar the chart opens with: lightweight-charts' default bar spacing, which it keeps. */
export const CHART_BAR_SPACING_PX = 6;
/**
 * Screens of bars a chart of known width gets in its first load: the one shown and one to scroll
 * back through before older history pages in (a phone's chart is about 70 bars wide).
 */
export const FIRST_HISTORY_SCREENS = 2;
/**
 * How many times its warm-up an indicator gets before the screen's first bar: the seed's weight
 * in an EMA-smoothed value there is then under e^-4 (2 %), as if history were unlimited.
 */
export const INDICATOR_SETTLE_MULTIPLE = 4;
export const MAX_LIVE_BARS = 10_000;
/** Page older history in when fewer than this many bars are left of the visible range. */
export const HISTORY_PAGE_TRIGGER_BARS = 50;

/**
 * Width the right price scale keeps from its first paint (px). Sized to a five-digit price with
 * one decimal: the empty scale was 56 px and widened when history arrived, resizing every pane's
 * canvas and redrawing the whole chart once more during the first load (and moving it sideways).
 */
export const PRICE_SCALE_MIN_WIDTH_PX = 72;

/**
 * Least time between two live updates of the chart (ms). Not in the spec: exchanges push candles
 * every 250-1000 ms; the synthetic stream ticks every 100 ms, and each update redraws every pane,
 * which at 10 a second kept a phone's main thread busy (Lighthouse TBT on trade and futures).
 */
export const CHART_LIVE_UPDATE_MS = 250;

/** Local storage key prefix for saved chart data (per chart id). */
export const CHART_SAVED_DATA_KEY_PREFIX = 'chart_saved_data:';

/** Not shown: pairs offered by the symbol search (no symbol list call in the spec). */
export const POPULAR_SYMBOLS: readonly string[] = [
  'BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'XRP_USDT', 'DOGE_USDT', 'GT_USDT', 'BNB_USDT', 'ADA_USDT',
  'TRX_USDT', 'TON_USDT', 'LINK_USDT', 'DOT_USDT', 'LTC_USDT', 'ETH_BTC', 'SOL_BTC',
];
