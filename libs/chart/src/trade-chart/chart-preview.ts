import { PRICE_SCALE_MIN_WIDTH_PX } from '../constants';
import type { Bar } from '../data-feed/data-feed';
import { KdjStream } from '../indicators/kdj-calculation';
import { MacdStream } from '../indicators/macd-calculation';
import type { ChartProperties, IndicatorSettings } from '../persistence/chart-persistence';
import { INDICATOR_LINE_COLORS, type ChartColors } from '../settings/chart-settings';
import { applyTickToBars, stepKdj, stepMacd } from './bar-stream';
import type { ChartSurface } from './chart-surface';
import {
  PREVIEW_BAR_SPACING_PX,
  PREVIEW_FONT_PX,
  PREVIEW_TIME_AXIS_PX,
  PREVIEW_VOLUME_TOP_MARGIN,
  extent,
  previewPanes,
  previewWindow,
  timeLabelIndexes,
  timeLabelInterval,
  valueScale,
  type PaneRect,
  type ValueScale,
} from './chart-preview-calculation';

/** What the preview is drawn with (the engine's options a picture needs). */
export interface ChartPreviewOptions {
  colors: ChartColors;
  chartProperties: ChartProperties;
  indicators: IndicatorSettings;
  /** BCP 47 locale for the time labels. */
  locale: string;
  timeZone: string;
  /** Seconds per bar (the resolution). */
  barSeconds: number;
}

/** lightweight-charts' default scale font, so the engine taking over does not change the labels. */
const FONT = `${PREVIEW_FONT_PX}px -apple-system, BlinkMacSystemFont, 'Trebuchet MS', Roboto, Ubuntu, sans-serif`;
/** Candles, volume and the price lines show two decimals, as lightweight-charts' default price format. */
const PRICE_DECIMALS = 2;
const DAY_SECONDS = 86_400;
/** Space above and below the last price in its box on the scale (px). */
const LAST_PRICE_BOX_PADDING_PX = 4;
/** Space either side of a price label on the scale (px). */
const LABEL_PADDING_PX = 8;

type Triple = [number, number, number];

/** A scale label: two decimals, negatives with the minus sign lightweight-charts draws (U+2212). */
function priceText(value: number): string {
  const text = Math.abs(value).toFixed(PRICE_DECIMALS);
  return value < 0 && Number(text) !== 0 ? `\u2212${text}` : text;
}

/**
 * The phone chart's first picture, drawn on one canvas by our own code: candles with the volume
 * overlay, the MACD and KDJ panes, the scales and the last price, streamed like the engine
 * (`setBars`, `applyTick`). It stands in for lightweight-charts until the reader touches or
 * focuses the chart (decision): the engine's creation and first frames were most of a
 * phone's blocking time on the trade page, for a chart most readers only look at. It has no
 * crosshair, scrolling, markers or TD counts; those come with the engine.
 */
export class ChartPreview implements ChartSurface {
  private readonly canvas: HTMLCanvasElement;
  private readonly container: HTMLElement;
  private readonly observer: ResizeObserver | null;
  private options: ChartPreviewOptions;
  private bars: Bar[] = [];
  private macdValues: Triple[] = [];
  private kdjValues: Triple[] = [];
  private macdStream: MacdStream | null = null;
  private kdjStream: KdjStream | null = null;
  private timeFormat: Intl.DateTimeFormat | null = null;

  constructor(container: HTMLElement, options: ChartPreviewOptions) {
    this.container = container;
    this.options = options;
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.dataset.chartPreview = '';
    Object.assign(this.canvas.style, { position: 'absolute', inset: '0', inlineSize: '100%', blockSize: '100%' });
    container.append(this.canvas);
    container.dataset.upColor = options.colors.up;
    container.dataset.downColor = options.colors.down;
    // A phone turned on its side redraws at the new size.
    this.observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.draw());
    this.observer?.observe(container);
    this.draw();
  }

  /** Number of bars held. */
  get barCount(): number {
    return this.bars.length;
  }

  /** Time of the newest bar, if any. */
  get lastTime(): number | undefined {
    return this.bars[this.bars.length - 1]?.time;
  }

  /** A copy of the bars held, oldest first (the engine taking over starts from them). */
  snapshotBars(): Bar[] {
    return this.bars.map((bar) => ({ ...bar }));
  }

  /** Replaces all bars and recomputes the indicators (one pass of the streams, as the engine). */
  setBars(bars: readonly Bar[]): void {
    this.bars = bars.slice();
    this.recompute();
    this.draw();
  }

  /** Streams one bar: the last bar's time replaces it, a later time appends, older is ignored. */
  applyTick(bar: Bar): void {
    const effect = applyTickToBars(this.bars, bar);
    if (effect === 'stale') return;
    if (effect === 'first') {
      this.setBars(this.bars);
      return;
    }
    const isNew = effect === 'appended';
    const at = this.bars.length - 1;
    if (this.macdStream) {
      stepMacd(this.macdStream, bar, isNew);
      this.macdValues[at] = [this.macdStream.macd, this.macdStream.signal, this.macdStream.histogram];
    }
    if (this.kdjStream) {
      stepKdj(this.kdjStream, bar, isNew);
      this.kdjValues[at] = [this.kdjStream.k, this.kdjStream.d, this.kdjStream.j];
    }
    this.draw();
  }

  /** Shows or hides indicators (or changes their parameters). */
  setIndicators(indicators: IndicatorSettings): void {
    this.options = { ...this.options, indicators };
    this.recompute();
    this.draw();
  }

  /** Applies theme colours and pane/scale overrides. */
  applyColors(colors: ChartColors, chartProperties: ChartProperties): void {
    this.options = { ...this.options, colors, chartProperties };
    this.container.dataset.upColor = colors.up;
    this.container.dataset.downColor = colors.down;
    this.draw();
  }

  /** A new resolution: the time labels' spacing and format follow it (the bars come with `setBars`). */
  setBarSeconds(barSeconds: number): void {
    if (barSeconds === this.options.barSeconds) return;
    this.options = { ...this.options, barSeconds };
    this.timeFormat = null;
  }

  /** Removes the canvas. */
  destroy(): void {
    this.observer?.disconnect();
    this.canvas.remove();
  }

  private recompute(): void {
    const { macd, kdj } = this.options.indicators;
    this.macdStream = macd.visible ? new MacdStream(macd.params) : null;
    this.kdjStream = kdj.visible ? new KdjStream(kdj.params) : null;
    this.macdValues = [];
    this.kdjValues = [];
    for (const bar of this.bars) {
      if (this.macdStream) {
        this.macdStream.add(bar.open, bar.high, bar.low, bar.close);
        this.macdValues.push([this.macdStream.macd, this.macdStream.signal, this.macdStream.histogram]);
      }
      if (this.kdjStream) {
        this.kdjStream.add(bar.high, bar.low, bar.close);
        this.kdjValues.push([this.kdjStream.k, this.kdjStream.d, this.kdjStream.j]);
      }
    }
  }

  private draw(): void {
    // How many bars are drawn, readable outside the canvas (end-to-end checks wait for the history).
    this.canvas.dataset.bars = String(this.bars.length);
    const width = this.container.clientWidth;
    const height = this.container.clientHeight;
    const ratio = globalThis.devicePixelRatio || 1;
    const ctx = this.canvas.getContext('2d');
    if (!ctx || width <= 0 || height <= 0) return;
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    if (this.canvas.width !== pixelWidth) this.canvas.width = pixelWidth;
    if (this.canvas.height !== pixelHeight) this.canvas.height = pixelHeight;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const { colors, chartProperties: properties, indicators } = this.options;
    ctx.fillStyle = properties.paneBackground;
    ctx.fillRect(0, 0, width, height);
    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    // Scales read left to right on an Arabic page too (a minus sign would move behind its number).
    ctx.direction = 'ltr';

    const bars = this.bars;
    const last = bars[bars.length - 1];
    const lastText = last ? priceText(last.close) : '';
    const axisWidth = Math.max(PRICE_SCALE_MIN_WIDTH_PX, Math.ceil(ctx.measureText(lastText).width) + 2 * LABEL_PADDING_PX);
    const paneWidth = Math.max(0, width - axisWidth);
    const indicatorPanes = Number(indicators.macd.visible) + Number(indicators.kdj.visible);
    const panes = previewPanes(height, indicatorPanes);
    const view = previewWindow(bars.length, paneWidth);
    const lastIndex = bars.length - 1;

    // Scales: the candle pane's prices, and each indicator pane's values.
    const pricePane = panes[0];
    const prices = extent(view.first, lastIndex, (i) => [bars[i].high, bars[i].low]);
    const priceScale = valueScale(prices.min, prices.max, pricePane);
    const indicatorScales: { pane: PaneRect; scale: ValueScale; values: Triple[]; kind: 'macd' | 'kdj' }[] = [];
    let paneIndex = 1;
    for (const kind of ['macd', 'kdj'] as const) {
      if (!indicators[kind].visible) continue;
      const values = kind === 'macd' ? this.macdValues : this.kdjValues;
      const pane = panes[paneIndex++];
      // The MACD histogram stands on zero, so zero is always in its range.
      const range = extent(view.first, lastIndex, (i) => (kind === 'macd' ? [...(values[i] ?? []), 0] : (values[i] ?? [])));
      indicatorScales.push({ pane, kind, values, scale: valueScale(range.min, range.max, pane) });
    }

    // Grid: a horizontal line per price label, a vertical line per time label.
    const labelled = timeLabelIndexes(bars.map((bar) => bar.time), view.first, this.options.barSeconds);
    ctx.lineWidth = 1;
    ctx.strokeStyle = properties.gridHorzColor;
    ctx.beginPath();
    for (const { scale } of [{ scale: priceScale }, ...indicatorScales]) {
      for (const tick of scale.ticks) {
        const y = Math.round(scale.y(tick)) + 0.5;
        ctx.moveTo(0, y);
        ctx.lineTo(paneWidth, y);
      }
    }
    ctx.stroke();
    ctx.strokeStyle = properties.gridVertColor;
    ctx.beginPath();
    for (const index of labelled) {
      const x = Math.round(view.x(index)) + 0.5;
      ctx.moveTo(x, 0);
      ctx.lineTo(x, height - PREVIEW_TIME_AXIS_PX);
    }
    ctx.stroke();

    const spacing = PREVIEW_BAR_SPACING_PX;
    const body = Math.max(1, Math.floor(spacing * 0.8) - 1);
    const column = Math.max(1, Math.round(spacing * 0.6));

    // Volume overlay on the lowest fifth of the candle pane, as the engine's volume scale.
    if (indicators.volume.visible) {
      const volumes = extent(view.first, lastIndex, (i) => [bars[i].volume, 0]);
      const volumeScale = valueScale(volumes.min, volumes.max, pricePane, { top: PREVIEW_VOLUME_TOP_MARGIN, bottom: 0 });
      for (let i = view.first; i <= lastIndex; i++) {
        const bar = bars[i];
        const top = volumeScale.y(bar.volume);
        ctx.fillStyle = `${bar.close - bar.open >= 0 ? colors.up : colors.down}80`;
        ctx.fillRect(Math.round(view.x(i) - column / 2), top, column, volumeScale.y(0) - top);
      }
    }

    // Candles.
    for (let i = view.first; i <= lastIndex; i++) {
      const bar = bars[i];
      const x = Math.round(view.x(i));
      ctx.fillStyle = bar.close >= bar.open ? colors.up : colors.down;
      const high = priceScale.y(bar.high);
      ctx.fillRect(x, high, 1, Math.max(1, priceScale.y(bar.low) - high));
      const top = priceScale.y(Math.max(bar.open, bar.close));
      ctx.fillRect(x - Math.floor(body / 2), top, body + ((body + 1) % 2), Math.max(1, priceScale.y(Math.min(bar.open, bar.close)) - top));
    }

    // Indicator panes: MACD's histogram and two lines, KDJ's three lines.
    for (const { scale, values, kind } of indicatorScales) {
      if (kind === 'macd') {
        const zero = scale.y(0);
        for (let i = view.first; i <= lastIndex; i++) {
          const histogram = values[i]?.[2];
          if (histogram === undefined || !Number.isFinite(histogram)) continue;
          ctx.fillStyle = histogram >= 0 ? colors.up : colors.down;
          const y = scale.y(histogram);
          ctx.fillRect(Math.round(view.x(i) - column / 2), Math.min(y, zero), column, Math.max(1, Math.abs(zero - y)));
        }
      }
      const lines = kind === 'macd' ? [INDICATOR_LINE_COLORS.macd, INDICATOR_LINE_COLORS.signal] : [INDICATOR_LINE_COLORS.k, INDICATOR_LINE_COLORS.d, INDICATOR_LINE_COLORS.j];
      lines.forEach((color, line) => {
        ctx.strokeStyle = color;
        ctx.beginPath();
        let drawing = false;
        for (let i = view.first; i <= lastIndex; i++) {
          const value = values[i]?.[line];
          if (value === undefined || !Number.isFinite(value)) {
            drawing = false;
            continue;
          }
          if (drawing) ctx.lineTo(view.x(i), scale.y(value));
          else ctx.moveTo(view.x(i), scale.y(value));
          drawing = true;
        }
        ctx.stroke();
      });
    }

    // Scales: separators, the price scale's edge, the time scale's edge and their labels.
    ctx.strokeStyle = properties.scaleLineColor;
    ctx.beginPath();
    for (const pane of panes.slice(1)) {
      ctx.moveTo(0, pane.top - 0.5);
      ctx.lineTo(width, pane.top - 0.5);
    }
    ctx.moveTo(paneWidth + 0.5, 0);
    ctx.lineTo(paneWidth + 0.5, height - PREVIEW_TIME_AXIS_PX);
    ctx.moveTo(0, height - PREVIEW_TIME_AXIS_PX + 0.5);
    ctx.lineTo(width, height - PREVIEW_TIME_AXIS_PX + 0.5);
    ctx.stroke();
    ctx.fillStyle = properties.scaleTextColor;
    ctx.textAlign = 'left';
    // A price label under the last price's box is left out, as lightweight-charts leaves it out.
    const lastY = last ? priceScale.y(last.close) : Number.NaN;
    for (const tick of priceScale.ticks) {
      const y = priceScale.y(tick);
      if (!(Math.abs(y - lastY) < PREVIEW_FONT_PX + LAST_PRICE_BOX_PADDING_PX)) ctx.fillText(priceText(tick), paneWidth + LABEL_PADDING_PX, y);
    }
    for (const { scale } of indicatorScales) {
      for (const tick of scale.ticks) ctx.fillText(priceText(tick), paneWidth + LABEL_PADDING_PX, scale.y(tick));
    }
    ctx.textAlign = 'center';
    const timeY = height - PREVIEW_TIME_AXIS_PX / 2;
    for (const index of labelled) {
      const x = view.x(index);
      if (x > 0 && x < paneWidth) ctx.fillText(this.formatTime(bars[index].time), x, timeY);
    }

    // The last price: a dashed line across the candle pane and its value on the scale.
    if (last) {
      const color = last.close >= last.open ? colors.up : colors.down;
      const y = Math.round(priceScale.y(last.close)) + 0.5;
      ctx.strokeStyle = color;
      ctx.setLineDash([2, 2]);
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(paneWidth, y);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = color;
      ctx.fillRect(paneWidth + 1, y - PREVIEW_FONT_PX / 2 - LAST_PRICE_BOX_PADDING_PX, axisWidth - 1, PREVIEW_FONT_PX + 2 * LAST_PRICE_BOX_PADDING_PX);
      ctx.fillStyle = '#FFFFFF';
      ctx.textAlign = 'left';
      ctx.fillText(lastText, paneWidth + LABEL_PADDING_PX, y);
    }
  }

  private formatTime(seconds: number): string {
    const { locale, timeZone, barSeconds } = this.options;
    // Labels a day or more apart name the date, closer ones the time of day (as the engine's ticks).
    this.timeFormat ??= new Intl.DateTimeFormat(
      locale,
      timeLabelInterval(barSeconds) >= DAY_SECONDS ? { timeZone, month: 'short', day: 'numeric' } : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    );
    return this.timeFormat.format(new Date(seconds * 1000));
  }
}
