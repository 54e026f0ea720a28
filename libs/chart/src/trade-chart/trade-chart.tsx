import { useTheme } from '@exchange/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DEBUG_STORAGE_KEY, DEFAULT_RESOLUTION, type Resolution } from '../constants';
import type { ChartLayout } from '../context-menu/context-menu-rule';
import { useChartContextMenu } from '../context-menu/use-chart-context-menu';
import type { DataFeed } from '../data-feed/data-feed';
import type { TradeMarker } from '../markers/trade-marker-layout';
import { useChartPersistence, useSaveOnUnload } from '../persistence/use-chart-persistence';
import { chartColors, isDebugMode, isForcedCrash, type ChartTheme, type RiseMode } from '../settings/chart-settings';
import { resolutionLabel } from '../settings/resolution-label';
import { siteLocaleOf } from '../settings/site-locale';
import { readCookie, readStored } from '../storage-adapter';
import { useHydratedState, useThemeMode } from '@exchange/platform';
import { RISE_COLOR_COOKIE, riseColorFor } from '@exchange/shell';
import type { ChartEngine } from './chart-engine';
import { ChartToolbar } from './chart-toolbar';
import { tradeChartStyles } from './trade-chart-styles';
import { useChartFeed } from './use-chart-feed';
import { useChartSurface } from './use-chart-surface';

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
 * The trading chart on lightweight-charts: created once per mount, streamed with `update`, with
 * volume, MACD and KDJ panes, TD Sequential counts, trade markers, a context menu, saved
 * settings and older history paged in on scroll. Composed of its parts: the surface (phone
 * preview or engine), the feed, persistence, the context menu and the toolbar.
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
  const styles = tradeChartStyles(useTheme());
  const locale = localeProp ?? siteLocaleOf(intl.locale);
  const containerRef = useRef<HTMLDivElement>(null);
  const [resolution, setResolution] = useState<Resolution>(initialResolution);
  // The query and the storage flag count from the commit after hydration, as the rise cookie:
  // the page prerendered at build time has no debug line, so one rendered while hydrating would
  // be a hydration mismatch and a page error.
  const [debug] = useHydratedState(() => isDebugMode(globalThis.location?.search ?? '', readStored(DEBUG_STORAGE_KEY)), false);
  const [crash] = useState(() => isForcedCrash(globalThis.location?.search ?? ''));
  const cookieTheme = useThemeMode();
  const theme = themeOverride ?? cookieTheme;
  // The page prerendered at build time drew the default; the cookie counts from the commit after
  // hydration (React keeps a server attribute it does not expect, so data-rise would stay stale).
  const [riseCookie] = useHydratedState(() => readCookie(RISE_COLOR_COOKIE), undefined);
  const riseMode = riseOverride ?? riseColorFor(riseCookie, locale);
  const colors = chartColors(theme, riseMode);

  const persistence = useChartPersistence(chartId, theme, colors);
  const chartSurface = useChartSurface({
    containerRef,
    persistence,
    colors,
    themeKey: `${theme}|${riseMode}`,
    locale,
    intl,
    resolution,
    markers,
    debug,
    onReady,
  });
  const { surface, previewing, upgrade } = chartSurface;
  // Saved on page hide once the engine draws, as every change through it is.
  useSaveOnUnload(persistence.save, surface === 'engine');
  const debugInfo = useChartFeed(chartSurface, { symbol, resolution, feed, debug });
  const contextMenu = useChartContextMenu({ engineRef: chartSurface.engineRef, containerRef, layout, supportAlert, onQuickOrder, onPriceAlert });
  const ready = surface !== 'none';

  // After every hook, so the render fails the way a real bug would and the error boundary takes over.
  if (crash) throw new Error('Chart crash forced with ?debug=1&chart_crash=1');
  if (chartSurface.error) throw chartSurface.error;

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
      <ChartToolbar
        resolution={resolution}
        onResolutionChange={(next) => {
          setResolution(next);
          onResolutionChange?.(next);
        }}
        indicators={persistence.indicators}
        setIndicators={persistence.setIndicators}
        symbols={symbols}
        onSymbolChange={onSymbolChange}
      />
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
        onContextMenu={contextMenu.onContextMenu}
        {...contextMenu.longPress}
        onPointerDown={(event) => {
          if (previewing) upgrade();
          contextMenu.longPress.onPointerDown(event);
        }}
        onPointerEnter={(event) => {
          // A mouse over the chart wants its crosshair; a finger only passing over it does not.
          if (previewing && event.pointerType === 'mouse') upgrade();
        }}
        onFocus={previewing ? upgrade : undefined}
        onWheel={previewing ? upgrade : undefined}
        // Keyboard route to the context menu: the ContextMenu key or Shift+F10 opens it mid-chart.
        onKeyDown={contextMenu.onKeyDown}
        data-chart-surface={surface}
      />
      {debug && (
        <output css={styles.debug} aria-label="debug">
          {`debug ${symbol} ${resolution} bars=${debugInfo.bars} last=${debugInfo.lastTick}`}
        </output>
      )}
      {contextMenu.menu}
    </section>
  );
}
