import { paneStretchFactors } from './pane-layout-calculation';

/**
 * Geometry of the phone chart's preview (chart-preview.ts): where bars, panes and scale labels
 * go, laid out as lightweight-charts lays out the same chart, so the engine replacing the preview
 * on the first touch does not move the candles. Pure: sizes in, positions out.
 */

/** lightweight-charts' opening bar spacing (px); the engine opens at it too. */
export const PREVIEW_BAR_SPACING_PX = 6;
/** Height of the time scale under the last pane (px): lightweight-charts' at its 12 px font. */
export const PREVIEW_TIME_AXIS_PX = 28;
/** lightweight-charts' default scale font size (px). */
export const PREVIEW_FONT_PX = 12;
/** Least vertical gap between two price labels (px). */
export const PREVIEW_MIN_TICK_GAP_PX = 40;
/** Least horizontal gap between two time labels (px). */
export const PREVIEW_MIN_TIME_LABEL_GAP_PX = 80;
/** lightweight-charts' default price scale margins (shares of the pane's height). */
export const PREVIEW_SCALE_MARGINS = { top: 0.2, bottom: 0.1 } as const;
/** The volume overlay's top margin on the candle pane, as the engine sets it. */
export const PREVIEW_VOLUME_TOP_MARGIN = 0.8;

/** A pane's vertical extent in the chart (px from the chart's top). */
export interface PaneRect {
  top: number;
  height: number;
}

/**
 * The panes' extents: the price pane first, sharing the height above the time scale by
 * `paneStretchFactors`, with a 1 px separator between two panes.
 */
export function previewPanes(chartHeight: number, indicatorPanes: number): PaneRect[] {
  const separators = indicatorPanes;
  const available = Math.max(0, chartHeight - PREVIEW_TIME_AXIS_PX - separators);
  const rects: PaneRect[] = [];
  let top = 0;
  for (const factor of paneStretchFactors(indicatorPanes)) {
    const height = Math.floor(available * factor);
    rects.push({ top, height });
    top += height + 1;
  }
  return rects;
}

/** Which bars are on screen, oldest first, and where each bar's centre is. */
export interface PreviewWindow {
  /** Index of the first visible bar. */
  first: number;
  /** Centre x (px) of bar `index`. */
  x: (index: number) => number;
}

/**
 * The newest bar sits at the pane's right edge (no right offset) and older bars step left by the
 * bar spacing, as lightweight-charts shows a chart scrolled to its newest bar.
 */
export function previewWindow(barCount: number, paneWidth: number, spacing = PREVIEW_BAR_SPACING_PX): PreviewWindow {
  const shown = Math.ceil(paneWidth / spacing) + 1;
  return {
    first: Math.max(0, barCount - shown),
    x: (index) => paneWidth - (barCount - 1 - index + 0.5) * spacing,
  };
}

/** A linear value-to-y map over a pane, with the labels to draw on its scale. */
export interface ValueScale {
  y: (value: number) => number;
  ticks: number[];
}

/**
 * Maps [min, max] into the pane between its margins (top share and bottom share of its height),
 * higher values up; a flat range is centred. Ticks are round values at least
 * `PREVIEW_MIN_TICK_GAP_PX` apart inside the pane.
 */
export function valueScale(min: number, max: number, pane: PaneRect, margins: { top: number; bottom: number } = PREVIEW_SCALE_MARGINS): ValueScale {
  const top = pane.top + pane.height * margins.top;
  const bottom = pane.top + pane.height * (1 - margins.bottom);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { y: () => (top + bottom) / 2, ticks: [] };
  const span = max - min;
  const y = span > 0 ? (value: number) => bottom - ((value - min) / span) * (bottom - top) : () => (top + bottom) / 2;
  if (span <= 0) return { y, ticks: [min] };
  const perPx = span / Math.max(1, bottom - top);
  const step = niceStep(perPx * PREVIEW_MIN_TICK_GAP_PX);
  const lowest = pane.top + PREVIEW_FONT_PX / 2;
  const highest = pane.top + pane.height - PREVIEW_FONT_PX / 2;
  const ticks: number[] = [];
  const from = min - (pane.height * margins.bottom) * perPx;
  const to = max + (pane.height * margins.top) * perPx;
  for (let value = Math.ceil(from / step) * step; value <= to; value += step) {
    const at = y(value);
    if (at >= lowest && at <= highest) ticks.push(Number(value.toPrecision(12)));
  }
  return { y, ticks };
}

/** The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const multiple of [1, 2, 2.5, 5, 10]) if (multiple * power >= raw - power * 1e-9) return multiple * power;
  return 10 * power;
}

/**
 * Bars that get a time label: those on a round multiple of a label interval (a whole number of
 * bars, at least `PREVIEW_MIN_TIME_LABEL_GAP_PX` apart), among the visible ones.
 */
export function timeLabelIndexes(times: readonly number[], first: number, barSeconds: number, spacing = PREVIEW_BAR_SPACING_PX): number[] {
  const interval = timeLabelInterval(barSeconds, spacing);
  const indexes: number[] = [];
  for (let index = first; index < times.length; index++) if (times[index] % interval === 0) indexes.push(index);
  return indexes;
}

/** Round label intervals (seconds): minutes, hours, days and weeks a reader expects on an axis. */
const ROUND_INTERVALS = [60, 300, 900, 1800, 3600, 7200, 14_400, 21_600, 43_200, 86_400, 172_800, 604_800, 2_592_000];

/**
 * Seconds between two time labels: the round interval at or above the time the least label gap
 * spans. A day or more is labelled by date, less by time of day.
 */
export function timeLabelInterval(barSeconds: number, spacing = PREVIEW_BAR_SPACING_PX): number {
  return roundInterval(Math.ceil(PREVIEW_MIN_TIME_LABEL_GAP_PX / spacing) * barSeconds);
}

function roundInterval(seconds: number): number {
  return ROUND_INTERVALS.find((interval) => interval >= seconds) ?? Math.ceil(seconds / 2_592_000) * 2_592_000;
}

/** The lowest and highest finite values of `values(index)` over bars `first` to the end. */
export function extent(first: number, last: number, values: (index: number) => readonly number[]): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let index = first; index <= last; index++) {
    for (const value of values(index)) {
      if (!Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return { min, max };
}
