import type {
  IChartApiBase,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';

/** The canvas target lightweight-charts hands a primitive's renderer. */
export type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

/**
 * What every overlay we draw on a series shares (trade markers, TD counts): one top-layer pane
 * view, the chart and series it is attached to, and a style that repaints when it changes.
 * Subclasses only hold their items and paint them in `draw`.
 */
export abstract class PaneOverlayPrimitive<Style> implements ISeriesPrimitive<Time> {
  protected chart: IChartApiBase<Time> | null = null;
  protected series: ISeriesApi<SeriesType, Time> | null = null;
  protected requestUpdate: (() => void) | null = null;
  protected style: Style;
  private readonly view: IPrimitivePaneView;

  constructor(style: Style) {
    this.style = style;
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    this.view = { renderer: () => renderer, zOrder: () => 'top' };
  }

  /** Changes colours or labels (theme or rise colour switch). */
  setStyle(style: Style): void {
    this.style = style;
    this.requestUpdate?.();
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.chart = param.chart;
    this.series = param.series;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  /** Paints what is visible; public so tests can drive it with a fake target. */
  abstract draw(target: DrawTarget): void;
}
