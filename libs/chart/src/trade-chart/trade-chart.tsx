import { css, type Theme } from '@emotion/react';
import { useTheme } from '@exchange/ui';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  DEBUG_STORAGE_KEY,
  DEFAULT_RESOLUTION,
  HISTORY_PAGE_BARS,
  HISTORY_PAGE_TRIGGER_BARS,
  MAX_LIVE_BARS,
  RESOLUTIONS,
  type Resolution,
} from '../constants';
import { shouldShowContextMenu, type ChartContextAction, type ChartLayout } from '../context-menu/context-menu-rule';
import type { Bar, DataFeed } from '../data-feed/data-feed';
import type { TradeMarker } from '../markers/trade-marker-layout';
import {
  DEFAULT_INDICATOR_SETTINGS,
  loadChartSavedData,
  saveChartData,
  type ChartProperties,
  type IndicatorSettings,
} from '../persistence/chart-persistence';
import {
  browserTimeZone,
  chartColors,
  chartPropertiesFromColors,
  isDebugMode,
  isForcedCrash,
  resolutionSeconds,
  toChartLocale,
  type ChartTheme,
  type RiseMode,
} from '../settings/chart-settings';
import { resolutionLabel } from '../settings/resolution-label';
import { siteLocaleOf } from '../settings/site-locale';
import { SymbolSearch } from '../symbol-search/symbol-search';
import { readCookie, readStored, now } from '../storage-adapter';
import { afterPainted, deferUntilPainted } from '@exchange/platform';
import { DARK_COOKIE, MOBILE_PORTRAIT_BREAKPOINT_PX, RISE_COLOR_COOKIE, riseColorFor, themeModeFromCookie } from '@exchange/shell';
import type { ChartEngine } from './chart-engine';
import type { ChartPreview } from './chart-preview';
import { startsAsPreview } from './chart-preview-rule';
import { firstHistoryBars } from './history-window-calculation';
import { useLongPress } from './long-press';

/*
 * Parts a chart can show without (the settings form, the context menu) load in their own chunks,
 * so the chart's lazy chunk stays small (at most 60 KB gzip). The symbol search is on screen from
 * the first paint: as a chunk of its own (2 KB) it was one more round trip that paint waited for.
 */
const IndicatorSettingsForm = lazy(async () => ({
  default: (await import('../indicator-settings/indicator-settings-form')).IndicatorSettingsForm,
}));
const ChartContextMenu = lazy(async () => ({ default: (await import('../context-menu/chart-context-menu')).ChartContextMenu }));

/** Props of {@link TradeChart}. */
export interface TradeChartProps {
  /** Pair, e.g. BTC_USDT. */
  symbol: string;
  feed: DataFeed;
  /** Initial resolution; default 60 (spec §9). */
  resolution?: Resolution;
  onResolutionChange?: (resolution: Resolution) => void;
  /** Symbols offered by the search box; the box is hidden without them. */
  symbols?: readonly string[];
  onSymbolChange?: (symbol: string) => void;
  markers?: readonly TradeMarker[];
  /** Per-chart key of the saved settings. */
  chartId?: string;
  layout?: ChartLayout;
  /** Offer "price alert" in the context menu. */
  supportAlert?: boolean;
  onQuickOrder?: (priceText: string) => void;
  onPriceAlert?: (priceText: string) => void;
  /** Overrides the `dark` cookie (a theme switch). */
  theme?: ChartTheme;
  /** Overrides the `market_rise_color` cookie. */
  riseMode?: RiseMode;
  /** Site locale code (en, zh, cn, tw ...); defaults to the site code of the intl locale (zh-CN is zh). */
  locale?: string;
  /** Chart height in px. */
  height?: number;
  /** Called once the chart exists (benchmarks, debugging). */
  onReady?: (engine: ChartEngine) => void;
}

/**
 * lightweight-charts and the engine around it, two thirds of a chart page's code, in a chunk of
 * their own fetched once the page has painted its first content. Fetched with the
 * page, they sat in every request Lighthouse's simulated first and largest paints wait for,
 * though the canvas is never the largest paint; the toolbar and the chart's box render at once,
 * the candles follow when the engine is in.
 */
const loadChartEngine = () => import('./chart-engine');

/**
 * The phone preview and the indicator streams it runs, fetched after the first paint as the
 * engine is: in the page's chunk they stood in every request the largest paint waits for.
 */
const loadChartPreview = () => import('./chart-preview');

const INDICATOR_KEYS = ['volume', 'macd', 'kdj', 'td'] as const;

/**
 * The trading chart on lightweight-charts: created once per mount, streamed with `update`, with
 * volume, MACD and KDJ panes, TD Sequential counts, trade markers, a context menu, saved
 * settings and older history paged in on scroll.
 */
export function TradeChart({
  symbol,
  feed,
  resolution: initialResolution = DEFAULT_RESOLUTION,
  onResolutionChange,
  symbols,
  onSymbolChange,
  markers,
  chartId = 'default',
  layout = 'single',
  supportAlert = false,
  onQuickOrder,
  onPriceAlert,
  theme: themeOverride,
  riseMode: riseOverride,
  locale: localeProp,
  height = 520,
  onReady,
}: TradeChartProps) {
  const intl = useIntl();
  const styles = getStyles(useTheme());
  const locale = localeProp ?? siteLocaleOf(intl.locale);
  const containerRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<ChartEngine | null>(null);
  /** What draws the chart: nothing yet, the phone preview, or lightweight-charts. */
  const [surface, setSurface] = useState<'none' | 'preview' | 'engine'>('none');
  const ready = surface !== 'none';
  const [resolution, setResolution] = useState<Resolution>(initialResolution);
  const resolutionRef = useRef(resolution);
  resolutionRef.current = resolution;
  const [saved] = useState(() => loadChartSavedData(chartId));
  const [indicators, setIndicators] = useState<IndicatorSettings>(() => saved?.charts[0].indicators ?? DEFAULT_INDICATOR_SETTINGS);
  const [menu, setMenu] = useState<{ point: { x: number; y: number }; priceText: string } | null>(null);
  const [debug] = useState(() => isDebugMode(globalThis.location?.search ?? '', readStored(DEBUG_STORAGE_KEY)));
  const [debugInfo, setDebugInfo] = useState({ bars: 0, lastTick: 0 });
  const [editing, setEditing] = useState(false);
  const [crash] = useState(() => isForcedCrash(globalThis.location?.search ?? ''));
  // A phone opens with the preview; the engine replaces it on the first touch, focus or wheel.
  const [previewing, setPreviewing] = useState(() =>
    startsAsPreview({
      viewportWidth: globalThis.innerWidth ?? Number.POSITIVE_INFINITY,
      breakpointPx: MOBILE_PORTRAIT_BREAKPOINT_PX,
      coarsePointer: globalThis.matchMedia?.('(pointer: coarse)').matches ?? false,
      debug,
      markerCount: markers?.length ?? 0,
      tdVisible: indicators.td.visible,
    }),
  );
  const previewingRef = useRef(previewing);
  previewingRef.current = previewing;
  const previewRef = useRef<ChartPreview | null>(null);
  /** Symbol and resolution of the bars the preview holds ('' before its history is in). */
  const previewKeyRef = useRef('');
  const upgrade = () => setPreviewing(false);

  const theme = themeOverride ?? themeModeFromCookie(readCookie(DARK_COOKIE));
  const riseMode = riseOverride ?? riseColorFor(readCookie(RISE_COLOR_COOKIE), locale);
  const colors = chartColors(theme, riseMode);

  // Latest values for callbacks registered once.
  // Saved pane colours apply only under the theme they were saved with (else the theme's own).
  const savedEntry = saved?.charts[0];
  const propertiesRef = useRef<ChartProperties>(
    savedEntry && (savedEntry.theme ?? theme) === theme ? savedEntry.chartProperties : chartPropertiesFromColors(colors),
  );
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const indicatorsRef = useRef(indicators);
  indicatorsRef.current = indicators;
  const save = () => saveChartData(chartId, propertiesRef.current, indicatorsRef.current, themeRef.current);
  const saveRef = useRef(save);
  saveRef.current = save;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  /** Pages older history in when the indicators now shown need more than the chart holds. */
  const topUpHistoryRef = useRef<(() => void) | null>(null);

  // A theme or rise-colour switch re-applies colours and overrides, then saves.
  const themeKey = `${theme}|${riseMode}`;
  const themeKeyRef = useRef(themeKey);
  themeKeyRef.current = themeKey;
  const firstThemeKey = useRef(themeKey);
  useEffect(() => {
    const target = engineRef.current ?? previewRef.current;
    if (!target || themeKey === firstThemeKey.current) return;
    firstThemeKey.current = themeKey;
    propertiesRef.current = chartPropertiesFromColors(colors);
    target.applyColors(colors, propertiesRef.current);
    saveRef.current();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colours derive from themeKey
  }, [themeKey]);

  // Indicator changes are the chart's "save needed" signal.
  const firstIndicators = useRef(indicators);
  useEffect(() => {
    // TD Sequential's counts are drawn by the engine only.
    if (previewing && indicators.td.visible) upgrade();
    const target = engineRef.current ?? previewRef.current;
    if (!target || indicators === firstIndicators.current) return;
    firstIndicators.current = indicators;
    target.setIndicators(indicators);
    topUpHistoryRef.current?.();
    saveRef.current();
  }, [indicators, previewing]);

  // What the engine is created with when its code arrives: this render's, not the first one's.
  const latestRef = useRef({ colors, locale, intl });
  latestRef.current = { colors, locale, intl };
  const [engineError, setEngineError] = useState<unknown>(null);

  // The phone preview, drawn once the page has painted. It stays, streaming, until the engine has
  // been made and takes its bars (the history effect), so the chart never goes blank between them.
  useEffect(() => {
    const container = containerRef.current;
    if (!previewing || !container) return undefined;
    let unmounted = false;
    afterPainted(() => {
      loadChartPreview().then(
        ({ ChartPreview: Preview }) => {
          // The reader reached for the chart before the preview's code was in: the engine comes instead.
          if (unmounted || !previewingRef.current) return;
          const { colors: currentColors, locale: currentLocale } = latestRef.current;
          if (themeKeyRef.current !== firstThemeKey.current) propertiesRef.current = chartPropertiesFromColors(currentColors);
          previewRef.current = new Preview(container, {
            colors: currentColors,
            chartProperties: propertiesRef.current,
            indicators: indicatorsRef.current,
            locale: toChartLocale(currentLocale).replace('_', '-'),
            timeZone: browserTimeZone(),
            barSeconds: resolutionSeconds(resolutionRef.current),
          });
          firstThemeKey.current = themeKeyRef.current;
          firstIndicators.current = indicatorsRef.current;
          setSurface('preview');
        },
        (error: unknown) => {
          if (!unmounted) setEngineError(error);
        },
      );
    });
    return () => {
      unmounted = true;
      previewRef.current?.destroy();
      previewRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per mount; the engine replaces it
  }, []);

  // Created once per mount (after the preview, on a phone), as soon as its code is in; everything
  // later goes through the engine.
  useEffect(() => {
    const container = containerRef.current;
    if (previewing || !container) return undefined;
    let engine: ChartEngine | null = null;
    let unmounted = false;
    const onUnload = () => saveRef.current();
    deferUntilPainted(loadChartEngine);
    afterPainted(() => {
      loadChartEngine().then(
        ({ ChartEngine: Engine }) => {
          if (unmounted) return;
          const { colors: currentColors, locale: currentLocale, intl: currentIntl } = latestRef.current;
          // A theme switched while the code was on its way: its colours, not the saved ones.
          if (themeKeyRef.current !== firstThemeKey.current) propertiesRef.current = chartPropertiesFromColors(currentColors);
          engine = new Engine(container, {
            colors: currentColors,
            chartProperties: propertiesRef.current,
            indicators: indicatorsRef.current,
            locale: toChartLocale(currentLocale).replace('_', '-'),
            timeZone: browserTimeZone(),
            markerLabels: {
              buy: currentIntl.formatMessage({ id: 'chart.marker.buy', defaultMessage: 'B' }),
              sell: currentIntl.formatMessage({ id: 'chart.marker.sell', defaultMessage: 'S' }),
            },
          });
          // Switches made while the code was on its way are in the engine already.
          firstThemeKey.current = themeKeyRef.current;
          firstIndicators.current = indicatorsRef.current;
          engineRef.current = engine;
          setSurface('engine');
          onReadyRef.current?.(engine);
          globalThis.addEventListener('pagehide', onUnload);
          globalThis.addEventListener('beforeunload', onUnload);
        },
        // A chunk that cannot load fails like a chart that crashed: the error boundary offers a retry.
        (error: unknown) => {
          if (!unmounted) setEngineError(error);
        },
      );
    });
    return () => {
      unmounted = true;
      if (!engine) return;
      globalThis.removeEventListener('pagehide', onUnload);
      globalThis.removeEventListener('beforeunload', onUnload);
      engineRef.current = null;
      engine.destroy();
    };
  }, [previewing]);

  useEffect(() => {
    // Trade markers are drawn by the engine only.
    if (previewing && (markers?.length ?? 0) > 0) upgrade();
    engineRef.current?.setMarkers(markers ?? []);
  }, [markers, previewing, surface]);

  // History, live ticks and paging, per symbol and resolution, into the engine or the preview.
  useEffect(() => {
    const engine = engineRef.current;
    const target = engine ?? previewRef.current;
    if (!target) return undefined;
    let active = true;
    let unsubscribe: (() => void) | null = null;
    const key = `${symbol}|${resolution}`;
    const step = resolutionSeconds(resolution);
    const track = () => debug && setDebugInfo({ bars: target.barCount, lastTick: target.lastTime ?? 0 });
    const width = containerRef.current?.clientWidth ?? 0;
    const stream = () => {
      unsubscribe?.();
      unsubscribe = feed.subscribe(symbol, resolution, (bar) => {
        if (!active) return;
        target.applyTick(bar);
        track();
      });
    };
    const loadHistory = () => {
      const to = Math.floor(now() / 1000);
      void feed.getHistory(symbol, resolution, to - (firstHistoryBars(indicatorsRef.current, width) - 1) * step, to).then((bars) => {
        if (!active) return;
        target.setBars(bars);
        if (!engine) previewKeyRef.current = key;
        track();
        stream();
      });
    };
    // The engine replacing the preview starts from the preview's bars (the preview's stream stopped
    // with the effect before this one): no second history load. Then the preview goes.
    const preview = previewRef.current;
    let handoff: Bar[] | null = null;
    if (engine && preview) {
      if (previewKeyRef.current === key) handoff = preview.snapshotBars();
      preview.destroy();
      previewRef.current = null;
    }
    if (!engine) {
      previewKeyRef.current = '';
      previewRef.current?.setBarSeconds(step);
    }
    if (handoff) {
      target.setBars(handoff);
      track();
      stream();
    } else {
      target.setBars([]);
      loadHistory();
    }
    if (!engine) {
      // The preview cannot be scrolled, so it never pages; longer indicator periods reload its window.
      topUpHistoryRef.current = () => {
        if (target.barCount < firstHistoryBars(indicatorsRef.current, width)) loadHistory();
      };
      return () => {
        active = false;
        topUpHistoryRef.current = null;
        unsubscribe?.();
      };
    }

    let loadingOlder = false;
    let exhausted = false;
    const loadOlder = () => {
      const first = engine.firstTime;
      if (loadingOlder || exhausted || first === undefined || engine.barCount >= MAX_LIVE_BARS) return;
      loadingOlder = true;
      void feed.getHistory(symbol, resolution, first - HISTORY_PAGE_BARS * step, first - 1).then((older) => {
        loadingOlder = false;
        if (!active) return;
        if (engine.prependBars(older) === 0) exhausted = true;
        track();
      });
    };
    const stopPaging = engine.onNearHistoryStart(HISTORY_PAGE_TRIGGER_BARS, loadOlder);
    // The first load was sized for the indicators shown then; longer periods chosen later page in
    // older bars at once rather than waiting for a scroll to the start.
    topUpHistoryRef.current = () => {
      if (engine.barCount < firstHistoryBars(indicatorsRef.current, width)) loadOlder();
    };

    // Debug mode (`?debug=1`) lets an end-to-end check compare what the chart holds with history.
    const probe = debug ? exposeChartProbe({ bars: () => engine.snapshotBars(), paneHeights: () => engine.paneHeights(), history: (from, until) => feed.getHistory(symbol, resolution, from, until) }) : undefined;

    return () => {
      active = false;
      topUpHistoryRef.current = null;
      unsubscribe?.();
      stopPaging();
      probe?.();
    };
  }, [symbol, resolution, feed, debug, surface]);

  const openMenuAt = (clientX: number, clientY: number): boolean => {
    const engine = engineRef.current;
    const rect = containerRef.current?.getBoundingClientRect();
    if (!engine || !rect) return false;
    const priceText = engine.priceTextAt(clientY - rect.top);
    if (!shouldShowContextMenu(priceText, layout)) return false;
    setMenu({ point: { x: clientX, y: clientY }, priceText });
    return true;
  };

  const onContextMenu = (event: MouseEvent) => {
    if (openMenuAt(event.clientX, event.clientY)) event.preventDefault();
  };
  // Touch has no right button: a long press opens the same menu at the finger.
  const longPress = useLongPress((x, y) => void openMenuAt(x, y), now);

  const onChartKeyDown = (event: KeyboardEvent) => {
    // Keyboard route to the context menu: the ContextMenu key or Shift+F10 opens it mid-chart.
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const rect = containerRef.current?.getBoundingClientRect();
      const paneHeight = engineRef.current?.mainPaneHeight() ?? 0;
      if (!rect) return;
      // The middle of the candle pane (not of the whole chart, whose middle may be an indicator pane).
      if (openMenuAt(rect.left + rect.width / 2, rect.top + paneHeight / 2)) event.preventDefault();
    }
  };

  const onAction = (action: ChartContextAction, priceText: string) => {
    if (action === 'quick-order') onQuickOrder?.(priceText);
    else onPriceAlert?.(priceText);
  };

  const indicatorLabels: Record<(typeof INDICATOR_KEYS)[number], string> = {
    volume: intl.formatMessage({ id: 'chart.indicator.volume', defaultMessage: 'Volume' }),
    macd: intl.formatMessage({ id: 'chart.indicator.macd', defaultMessage: 'MACD' }),
    kdj: intl.formatMessage({ id: 'chart.indicator.kdj', defaultMessage: 'KDJ' }),
    td: intl.formatMessage({ id: 'chart.indicator.td', defaultMessage: 'TD Sequential' }),
  };

  // After every hook, so the render fails the way a real bug would and the error boundary takes over.
  if (crash) throw new Error('Chart crash forced with ?debug=1&chart_crash=1');
  if (engineError) throw engineError;

  return (
    <section
      css={styles.root}
      aria-label={intl.formatMessage({ id: 'chart.label', defaultMessage: 'Price chart {symbol}' }, { symbol: symbol.replace('_', '/') })}
      data-ready={ready || undefined}
      // Until the engine (fetched after the first paint) has drawn, assistive tech hears the chart is loading.
      aria-busy={ready ? undefined : true}
      data-theme={theme}
      data-rise={riseMode}
    >
      <div css={styles.toolbar}>
        <label css={styles.field}>
          <span>{intl.formatMessage({ id: 'chart.resolution', defaultMessage: 'Resolution' })}</span>
          <select
            css={styles.select}
            value={resolution}
            onChange={(event) => {
              const next = event.target.value as Resolution;
              setResolution(next);
              onResolutionChange?.(next);
            }}
          >
            {RESOLUTIONS.map((value) => (
              <option key={value} value={value}>
                {resolutionLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <fieldset css={styles.indicators}>
          <legend css={styles.legend}>{intl.formatMessage({ id: 'chart.indicators', defaultMessage: 'Indicators' })}</legend>
          {INDICATOR_KEYS.map((key) => (
            <label key={key} css={styles.field}>
              <input
                type="checkbox"
                checked={indicators[key].visible}
                onChange={(event) => {
                  const visible = event.target.checked;
                  setIndicators((current) => ({ ...current, [key]: { ...current[key], visible } }));
                }}
              />
              <span>{indicatorLabels[key]}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" css={styles.settingsButton} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {intl.formatMessage({ id: 'chart.settings.open', defaultMessage: 'Indicator settings' })}
        </button>
        {symbols && onSymbolChange && (
          <SymbolSearch symbols={symbols} onSelect={onSymbolChange} />
        )}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <IndicatorSettingsForm
            value={indicators}
            onApply={(next) => {
              setIndicators(next);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      )}
      <div
        ref={containerRef}
        css={styles.canvas}
        style={{ blockSize: height }}
        tabIndex={0}
        // A group, not an img: lightweight-charts puts focusable parts inside (axe nested-interactive).
        role="group"
        aria-roledescription="chart"
        aria-label={intl.formatMessage(
          { id: 'chart.canvas', defaultMessage: '{symbol} candles, {resolution}' },
          { symbol: symbol.replace('_', '/'), resolution: resolutionLabel(resolution) },
        )}
        onContextMenu={onContextMenu}
        {...longPress}
        onPointerDown={(event) => {
          if (previewing) upgrade();
          longPress.onPointerDown(event);
        }}
        onPointerEnter={(event) => {
          // A mouse over the chart wants its crosshair; a finger only passing over it does not.
          if (previewing && event.pointerType === 'mouse') upgrade();
        }}
        onFocus={previewing ? upgrade : undefined}
        onWheel={previewing ? upgrade : undefined}
        onKeyDown={onChartKeyDown}
        data-chart-surface={surface}
      />
      {debug && (
        <output css={styles.debug} aria-label="debug">
          {`debug ${symbol} ${resolution} bars=${debugInfo.bars} last=${debugInfo.lastTick}`}
        </output>
      )}
      {menu && (
        <Suspense fallback={null}>
          <ChartContextMenu
            point={menu.point}
            priceText={menu.priceText}
            supportAlert={supportAlert}
            onAction={onAction}
            onClose={() => {
              setMenu(null);
              containerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography } = theme;
  return {
    root: css`
      display: flex;
      flex-direction: column;
      min-inline-size: 0;
      background: ${colors.background};
      color: ${colors.text};
      font-size: ${typography.fontSize.sm};
    `,
    toolbar: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${spacing[2]}px ${spacing[3]}px;
      min-inline-size: 0;
      padding-block: ${spacing[2]}px;
      padding-inline: ${spacing[3]}px;
      border-block-end: 1px solid ${colors.border};
    `,
    /* One control never breaks inside: the row wraps between whole controls. Without this a
       Japanese or Chinese label breaks after every character (インジケーター stacked). */
    field: css`
      display: inline-flex;
      align-items: center;
      gap: ${spacing[1]}px;
      white-space: nowrap;
      word-break: keep-all;
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
        gap: ${spacing[2]}px;
        & input[type='checkbox'] {
          inline-size: 20px;
          block-size: 20px;
        }
      }
    `,
    select: css`
      max-inline-size: 100%;
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
    /* A fieldset's default min-inline-size is its content's: it refused to shrink and widened
       the page by the whole indicator row on phones. */
    indicators: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0 ${spacing[2]}px;
      min-inline-size: 0;
      max-inline-size: 100%;
      margin: 0;
      padding: 0;
      border: 0;
    `,
    legend: css`
      float: inline-start;
      margin-inline-end: ${spacing[2]}px;
      color: ${colors.mutedText};
      white-space: nowrap;
      word-break: keep-all;
      ${theme.mq.coarsePointer} {
        line-height: ${theme.sizes.touchTarget}px;
      }
    `,
    settingsButton: css`
      padding-block: ${spacing[1]}px;
      padding-inline: ${spacing[2]}px;
      border: 1px solid ${colors.border};
      border-radius: ${theme.radii.sm};
      background: ${colors.surface};
      color: ${colors.text};
      white-space: nowrap;
      word-break: keep-all;
      cursor: pointer;
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
      }
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
    canvas: css`
      position: relative;
      inline-size: 100%;
      /* A vertical swipe scrolls the page; horizontal drags reach the chart (CHART_TOUCH_OPTIONS). */
      touch-action: pan-y;
      /* A long press opens the chart's own menu, not the browser's text selection. */
      user-select: none;
      -webkit-touch-callout: none;
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
        outline-offset: -2px;
      }
    `,
    debug: css`
      display: block;
      padding-inline: ${spacing[3]}px;
      color: ${colors.mutedText};
      font-family: monospace;
    `,
  };
}

/** What `?debug=1` exposes on `window.__exchangeChart`: the chart's bars, pane heights and the feed's history. */
interface ChartProbe {
  bars: () => Bar[];
  paneHeights: () => number[];
  history: (from: number, to: number) => Promise<Bar[]>;
}

function exposeChartProbe(probe: ChartProbe): () => void {
  const host = globalThis as { __exchangeChart?: ChartProbe };
  host.__exchangeChart = probe;
  return () => {
    if (host.__exchangeChart === probe) delete host.__exchangeChart;
  };
}
