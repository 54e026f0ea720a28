import type { Bar } from '../data-feed/data-feed';
import type { ChartProperties, IndicatorSettings } from '../persistence/chart-persistence';
import type { ChartColors } from '../settings/chart-settings';

/**
 * What draws the chart's bars: the engine (lightweight-charts) or the phone preview (one canvas).
 * The feed and the hooks talk to a surface through this alone, so either can stand in for the
 * other, and the engine taking over from the preview starts from the preview's bars.
 */
export interface ChartSurface {
  /** Replaces every bar (a new symbol or resolution, or the history's first page). */
  setBars(bars: readonly Bar[]): void;
  /** One live bar: updates the last bar or appends a new one. */
  applyTick(bar: Bar): void;
  /** A copy of the bars held, oldest first. */
  snapshotBars(): Bar[];
  /** How many bars are held. */
  readonly barCount: number;
  /** The time of the last bar (seconds), or undefined before any. */
  readonly lastTime: number | undefined;
  /** Redraws in a theme's colours; `properties` are the saved overrides derived from them. */
  applyColors(colors: ChartColors, properties: ChartProperties): void;
  /** Shows or hides indicators and applies their periods. */
  setIndicators(indicators: IndicatorSettings): void;
  /** Removes the surface from the page and stops its work. */
  destroy(): void;
}
