import type { Time } from 'lightweight-charts';
import { PaneOverlayPrimitive, type DrawTarget } from './pane-overlay-primitive';
import { layoutMarkers, sortMarkers, visibleMarkerRange, type TradeMarker } from './trade-marker-layout';

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
export class TradeMarkersPrimitive extends PaneOverlayPrimitive<TradeMarkerStyle> {
  private markers: TradeMarker[] = [];
  /** Replaces the markers (any order). */
  setMarkers(markers: readonly TradeMarker[]): void {
    this.markers = sortMarkers(markers);
    this.requestUpdate?.();
  }

  /** Paints the visible markers. */
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
