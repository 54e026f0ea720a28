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
import { layoutMarkers, sortMarkers, visibleMarkerRange, type TradeMarker } from './trade-marker-layout';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

/** Colours and labels of the marker boxes. */
export interface TradeMarkerStyle {
  buyColor: string;
  sellColor: string;
  textColor: string;
  buyLabel: string;
  sellLabel: string;
}

/**
 * Buy/sell trade markers drawn by a series primitive straight onto the pane canvas. Markers are
 * kept sorted; each paint binary-searches the visible time range, so thousands of markers cost
 * only what is on screen.
 */
export class TradeMarkersPrimitive implements ISeriesPrimitive<Time> {
  private markers: TradeMarker[] = [];
  private chart: IChartApiBase<Time> | null = null;
  private series: ISeriesApi<SeriesType, Time> | null = null;
  private requestUpdate: (() => void) | null = null;
  private style: TradeMarkerStyle;
  private readonly view: IPrimitivePaneView;

  constructor(style: TradeMarkerStyle) {
    this.style = style;
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    this.view = { renderer: () => renderer, zOrder: () => 'top' };
  }

  /** Replaces the markers (any order). */
  setMarkers(markers: readonly TradeMarker[]): void {
    this.markers = sortMarkers(markers);
    this.requestUpdate?.();
  }

  /** Changes colours or labels (theme or rise colour switch). */
  setStyle(style: TradeMarkerStyle): void {
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

  /** Paints the visible markers; public so tests can drive it with a fake target. */
  draw(target: DrawTarget): void {
    const chart = this.chart;
    const series = this.series;
    if (!chart || !series || this.markers.length === 0) return;
    const range = chart.timeScale().getVisibleRange();
    if (!range) return;
    const [start, end] = visibleMarkerRange(this.markers, Number(range.from), Number(range.to));
    if (start >= end) return;
    const timeScale = chart.timeScale();
    const boxes = layoutMarkers(
      this.markers,
      start,
      end,
      (time) => timeScale.timeToCoordinate(time as Time),
      (price) => series.priceToCoordinate(price),
    );
    const { buyColor, sellColor, textColor, buyLabel, sellLabel } = this.style;
    target.useMediaCoordinateSpace(({ context }) => {
      context.font = '11px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      for (const box of boxes) {
        context.fillStyle = box.type === 'buy' ? buyColor : sellColor;
        context.fillRect(box.x, box.y, box.width, box.height);
        context.fillStyle = textColor;
        context.fillText(box.type === 'buy' ? buyLabel : sellLabel, box.x + box.width / 2, box.y + box.height / 2);
      }
    });
  }
}
