import {
  CandlestickSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { MAX_LIVE_BARS, HISTORY_PAGE_BARS, PRICE_SCALE_MIN_WIDTH_PX } from '../constants';
import type { Bar } from '../data-feed/data-feed';
import { KdjStream } from '../indicators/kdj-calculation';
import { MacdStream } from '../indicators/macd-calculation';
import type { TdSequentialStream } from '../indicators/td-sequential-calculation';
import type { TdCountsPrimitive, TdLabel } from '../markers/td-counts-primitive';
import type { TradeMarker } from '../markers/trade-marker-layout';
import type { TradeMarkersPrimitive } from '../markers/trade-markers-primitive';
import type { ChartProperties, IndicatorSettings } from '../persistence/chart-persistence';
import { INDICATOR_LINE_COLORS, chartPropertiesFromColors, type ChartColors } from '../settings/chart-settings';
import { IndicatorPaneView, type IndicatorPaneStyle, type IndicatorPoint } from './indicator-pane-series';
import { applyTickToBars, stepKdj, stepMacd } from './bar-stream';
import { paneStretchFactors } from './pane-layout-calculation';
import { safeLocale, timeFormatters } from './chart-time-format';
import { macdPaneStyle, tdCountStyle, tradeMarkerStyle, volumePaneStyle } from './engine-styles';
import { placeAttributionLogo } from './attribution-logo';
import type { ChartSurface } from './chart-surface';

/**
 * Touch on a phone: a vertical swipe over the chart scrolls the page and a horizontal drag pans
 * the chart (with `touch-action: pan-y` on the chart's box, which the browser honours first).
 */
const CHART_TOUCH_OPTIONS = {
  handleScroll: { vertTouchDrag: false, horzTouchDrag: true, mouseWheel: true, pressedMouseMove: true },
} as const;

/** What the engine is created with. */
export interface ChartEngineOptions {
  colors: ChartColors;
  /** Overrides of pane and scale colours (saved chart properties). */
  chartProperties?: ChartProperties;
  indicators: IndicatorSettings;
  /** BCP 47 locale for dates and numbers. */
  locale: string;
  timeZone: string;
  markerLabels: { buy: string; sell: string };
  width?: number;
  height?: number;
}

/** One indicator pane: a custom series drawing all its lines (and histogram), and its view. */
interface IndicatorPane {
  series: ISeriesApi<'Custom', Time, IndicatorPoint | WhitespaceData<Time>>;
  view: IndicatorPaneView;
}
type Overlays = (typeof import('./chart-overlays'))['chartOverlays'];

/**
 * Owns one lightweight-charts instance: created once, fed with `setBars`, streamed with
 * `applyTick` (series.update, indicators in O(1) per tick), destroyed once. No React here.
 */
export class ChartEngine implements ChartSurface {
  readonly chart: IChartApi;
  readonly candles: ISeriesApi<'Candlestick'>;
  private markers: TradeMarkersPrimitive | null = null;
  private pendingMarkers: readonly TradeMarker[] = [];
  /** The on-demand parts (markers, TD), once loaded; see chart-overlays.ts. */
  private overlays: Overlays | null = null;
  private overlaysLoading: Promise<void> | null = null;
  private destroyed = false;
  private cancelLogo: () => void = () => {};
  /** Volume overlay on the candle pane: values [volume, close - open]. */
  private volume: IndicatorPane | null = null;
  /** MACD pane: values [macd, signal, histogram]. */
  private macd: IndicatorPane | null = null;
  /** KDJ pane: values [k, d, j]. */
  private kdj: IndicatorPane | null = null;
  private td: TdCountsPrimitive | null = null;
  private macdStream: MacdStream | null = null;
  private kdjStream: KdjStream | null = null;
  private tdStream: TdSequentialStream | null = null;
  private bars: Bar[] = [];
  private colors: ChartColors;
  private indicators: IndicatorSettings;
  private markerLabels: { buy: string; sell: string };
  private readonly container: HTMLElement;
  private textColor = '';

  constructor(container: HTMLElement, options: ChartEngineOptions) {
    this.container = container;
    this.colors = options.colors;
    this.indicators = options.indicators;
    this.markerLabels = options.markerLabels;
    const locale = safeLocale(options.locale);
    const formatters = timeFormatters(locale, options.timeZone);
    this.chart = createChart(container, {
      ...CHART_TOUCH_OPTIONS,
      autoSize: options.width === undefined,
      width: options.width,
      height: options.height,
      localization: { locale, timeFormatter: formatters.timeFormatter },
      timeScale: { timeVisible: true, secondsVisible: false, tickMarkFormatter: formatters.tickMarkFormatter },
      rightPriceScale: { minimumWidth: PRICE_SCALE_MIN_WIDTH_PX },
      // Written with innerHTML, which Trusted Types refuses: attribution-logo.ts draws it instead.
      layout: { attributionLogo: false },
    });
    this.candles = this.chart.addSeries(CandlestickSeries, {}, 0);
    this.applyColors(options.colors, options.chartProperties ?? chartPropertiesFromColors(options.colors));
    this.buildIndicatorSeries();
  }

  /** Number of bars held. */
  get barCount(): number {
    return this.bars.length;
  }

  /** A copy of the bars the chart holds, oldest first (debug mode and end-to-end checks). */
  snapshotBars(): Bar[] {
    return this.bars.map((bar) => ({ ...bar }));
  }

  /** Time of the oldest bar, if any. */
  get firstTime(): number | undefined {
    return this.bars[0]?.time;
  }

  /** Time of the newest bar, if any. */
  get lastTime(): number | undefined {
    return this.bars[this.bars.length - 1]?.time;
  }

  /**
   * Loads the on-demand parts once, then re-applies what waited for them (markers, TD). Resolves
   * when they are in use.
   */
  loadOverlays(): Promise<void> {
    this.overlaysLoading ??= import('./chart-overlays').then(({ chartOverlays }) => {
      if (this.destroyed) return;
      this.overlays = chartOverlays;
      if (this.pendingMarkers.length > 0) this.setMarkers(this.pendingMarkers);
      if (this.indicators.td.visible && !this.td) {
        this.attachTd();
        this.setBars(this.bars, true);
      }
    });
    return this.overlaysLoading;
  }

  /** Applies theme colours and pane/scale overrides. */
  applyColors(colors: ChartColors, properties: ChartProperties): void {
    this.colors = colors;
    this.chart.applyOptions({
      layout: { background: { color: properties.paneBackground }, textColor: properties.scaleTextColor },
      grid: { vertLines: { color: properties.gridVertColor }, horzLines: { color: properties.gridHorzColor } },
      rightPriceScale: { borderColor: properties.scaleLineColor },
      timeScale: { borderColor: properties.scaleLineColor },
    });
    this.candles.applyOptions({
      upColor: colors.up,
      downColor: colors.down,
      borderUpColor: colors.up,
      borderDownColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
    });
    // The candle colours just handed to lightweight-charts, readable outside the canvas (e2e,
    // support screenshots): the canvas itself has no DOM to inspect.
    this.container.dataset.upColor = colors.up;
    this.container.dataset.downColor = colors.down;
    this.textColor = properties.scaleTextColor;
    this.placeLogo();
    this.markers?.setStyle(tradeMarkerStyle(this.colors, this.markerLabels));
    this.td?.setStyle(tdCountStyle(this.colors));
    this.macd?.view.setStyle(macdPaneStyle(this.colors));
    this.volume?.view.setStyle(volumePaneStyle(this.colors));
    if (this.volume || this.macd) this.setBars(this.bars, true);
  }

  /** Shows or hides indicators (or changes their parameters); recomputes them. */
  setIndicators(indicators: IndicatorSettings): void {
    this.indicators = indicators;
    this.removeIndicatorSeries();
    this.buildIndicatorSeries();
    this.setBars(this.bars, true);
  }

  private removeIndicatorSeries(): void {
    if (this.volume) this.chart.removeSeries(this.volume.series);
    if (this.macd) this.chart.removeSeries(this.macd.series);
    if (this.kdj) this.chart.removeSeries(this.kdj.series);
    if (this.td) this.candles.detachPrimitive(this.td);
    this.volume = null;
    this.macd = null;
    this.kdj = null;
    this.td = null;
  }

  private buildIndicatorSeries(): void {
    const { volume, macd, kdj, td } = this.indicators;
    const indicatorPane = (pane: number, style: IndicatorPaneStyle, options: { priceScaleId?: string; priceFormat?: { type: 'volume' } } = {}): IndicatorPane => {
      const view = new IndicatorPaneView(style);
      return { view, series: this.chart.addCustomSeries(view, { priceLineVisible: false, lastValueVisible: false, ...options }, pane) };
    };
    if (volume.visible) {
      this.volume = indicatorPane(0, volumePaneStyle(this.colors), { priceScaleId: 'volume', priceFormat: { type: 'volume' } });
      this.volume.series.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    }
    let pane = 1;
    if (macd.visible) {
      this.macd = indicatorPane(pane, macdPaneStyle(this.colors));
      pane++;
    }
    if (kdj.visible) {
      this.kdj = indicatorPane(pane, {
        lines: [
          { index: 0, color: INDICATOR_LINE_COLORS.k },
          { index: 1, color: INDICATOR_LINE_COLORS.d },
          { index: 2, color: INDICATOR_LINE_COLORS.j },
        ],
      });
    }
    if (td.visible) {
      if (this.overlays) this.attachTd();
      else void this.loadOverlays();
    }
    const panes = this.chart.panes();
    paneStretchFactors(panes.length - 1).forEach((factor, index) => panes[index]?.setStretchFactor(factor));
    this.placeLogo();
  }

  /** The attribution on the last pane; a placement still waiting for its pane's DOM is replaced. */
  private placeLogo(): void {
    this.cancelLogo();
    this.cancelLogo = placeAttributionLogo(this.chart, this.container, this.textColor);
  }

  private attachTd(): void {
    if (!this.overlays) return;
    this.td = new this.overlays.TdCountsPrimitive(tdCountStyle(this.colors));
    this.candles.attachPrimitive(this.td);
  }

  /** Replaces all bars (history load, resolution or symbol change). */
  setBars(bars: readonly Bar[], keepView = false): void {
    this.bars = bars.slice();
    const length = this.bars.length;
    this.candles.setData(this.bars.map((bar) => ({ ...bar, time: bar.time as UTCTimestamp })));
    if (this.volume) {
      this.volume.series.setData(this.bars.map((bar) => ({ time: bar.time as UTCTimestamp, values: [bar.volume, bar.close - bar.open] })));
    }
    const { macd, kdj, td } = this.indicators;
    // One pass of the streaming indicators gives every bar's values and leaves the streams ready
    // for the next tick (the streams equal the batch calculations; see the indicator tests).
    const macdStream = (this.macdStream = this.macd ? new MacdStream(macd.params) : null);
    const kdjStream = (this.kdjStream = this.kdj ? new KdjStream(kdj.params) : null);
    const tdStream = (this.tdStream = this.td && this.overlays ? new this.overlays.TdSequentialStream(td.params) : null);
    const macdPoints: IndicatorPoint[] = [];
    const kdjPoints: IndicatorPoint[] = [];
    const tdLabels: TdLabel[] = [];
    const labelsOf = this.overlays?.tdLabels;
    for (const bar of this.bars) {
      const time = bar.time as UTCTimestamp;
      if (macdStream) {
        macdStream.add(bar.open, bar.high, bar.low, bar.close);
        macdPoints.push({ time, values: [macdStream.macd, macdStream.signal, macdStream.histogram] });
      }
      if (kdjStream) {
        kdjStream.add(bar.high, bar.low, bar.close);
        kdjPoints.push({ time, values: [kdjStream.k, kdjStream.d, kdjStream.j] });
      }
      if (tdStream && labelsOf) {
        tdStream.add(bar.high, bar.low, bar.close);
        // Most bars show nothing: skip building an empty list for them.
        if (tdStream.setup !== 0 || tdStream.countdown !== 0 || tdStream.deferred !== 0) {
          for (const label of labelsOf(bar, tdStream.setup, tdStream.countdown, tdStream.deferred)) tdLabels.push(label);
        }
      }
    }
    this.macd?.series.setData(macdPoints);
    this.kdj?.series.setData(kdjPoints);
    this.td?.setLabels(tdLabels);
    if (!keepView && length > 0) {
      // To the newest bar at once. scrollToRealTime animates the move for 400 ms, and each of
      // those frames repaints every pane: on a phone under Lighthouse's 4x CPU most of them
      // would be blocking tasks right after the first candles.
      const timeScale = this.chart.timeScale();
      timeScale.scrollToPosition(timeScale.options().rightOffset, false);
    }
  }

  /**
   * Prepends older bars (paging in history on scroll) and keeps the view where it was. Drops
   * bars that overlap what is held.
   */
  prependBars(older: readonly Bar[]): number {
    const first = this.firstTime;
    const fresh = first === undefined ? older.slice() : older.filter((bar) => bar.time < first);
    if (fresh.length === 0) return 0;
    const range = this.chart.timeScale().getVisibleLogicalRange();
    this.setBars([...fresh, ...this.bars], true);
    if (range) this.chart.timeScale().setVisibleLogicalRange({ from: range.from + fresh.length, to: range.to + fresh.length });
    return fresh.length;
  }

  /**
   * Streams one bar: same time as the last bar replaces it, a later time appends; older ticks
   * are ignored. O(1) per tick apart from lightweight-charts' own update.
   */
  applyTick(bar: Bar): void {
    const effect = applyTickToBars(this.bars, bar);
    if (effect === 'stale') return;
    if (effect === 'first') {
      this.setBars(this.bars);
      return;
    }
    const isNew = effect === 'appended';
    const time = bar.time as UTCTimestamp;
    this.candles.update({ time, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    this.volume?.series.update({ time, values: [bar.volume, bar.close - bar.open] });
    if (this.macd && this.macdStream) {
      stepMacd(this.macdStream, bar, isNew);
      const s = this.macdStream;
      this.macd.series.update({ time, values: [s.macd, s.signal, s.histogram] });
    }
    if (this.kdj && this.kdjStream) {
      stepKdj(this.kdjStream, bar, isNew);
      this.kdj.series.update({ time, values: [this.kdjStream.k, this.kdjStream.d, this.kdjStream.j] });
    }
    if (this.td && this.tdStream && this.overlays) {
      const td = this.tdStream;
      if (isNew) td.add(bar.high, bar.low, bar.close);
      else td.replace(bar.high, bar.low, bar.close);
      this.td.setLast(bar.time, this.overlays.tdLabels(bar, td.setup, td.countdown, td.deferred));
    }
    if (isNew && this.bars.length > MAX_LIVE_BARS + HISTORY_PAGE_BARS) {
      // Keep a long-running live chart near MAX_LIVE_BARS: drop the oldest page at once.
      this.setBars(this.bars.slice(this.bars.length - MAX_LIVE_BARS), true);
    }
  }

  /** Trade markers to draw (the marker code loads on the first non-empty list). */
  setMarkers(markers: readonly TradeMarker[]): void {
    this.pendingMarkers = markers;
    if (!this.overlays) {
      if (markers.length > 0) void this.loadOverlays();
      return;
    }
    if (!this.markers) {
      this.markers = new this.overlays.TradeMarkersPrimitive(tradeMarkerStyle(this.colors, this.markerLabels));
      this.candles.attachPrimitive(this.markers);
    }
    this.markers.setMarkers(markers);
  }

  /** Heights in px of every pane, the candle pane first (debug mode and end-to-end checks). */
  paneHeights(): number[] {
    return this.chart.panes().map((pane) => pane.getHeight());
  }

  /** Height in px of the candle pane (the first one); indicator panes sit below it. */
  mainPaneHeight(): number {
    return this.chart.panes()[0]?.getHeight() ?? 0;
  }

  /**
   * Price under a vertical pixel of the main pane, formatted by the series' price scale; empty
   * below the main pane (an indicator pane has no candle price).
   */
  priceTextAt(y: number): string {
    if (y < 0 || y > this.mainPaneHeight()) return '';
    const price = this.candles.coordinateToPrice(y);
    if (price === null || !Number.isFinite(price)) return '';
    return this.candles.priceFormatter().format(price);
  }

  /** Calls `fn` when the user scrolls near the oldest bar. Returns unsubscribe. */
  onNearHistoryStart(thresholdBars: number, fn: () => void): () => void {
    const handler = (range: LogicalRange | null) => {
      if (range && range.from < thresholdBars) fn();
    };
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(handler);
    return () => this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(handler);
  }

  /** Removes the chart. */
  destroy(): void {
    this.destroyed = true;
    this.cancelLogo();
    this.chart.remove();
  }
}
