import { MARKER_HEIGHT, MARKER_OFFSET_X, MARKER_OFFSET_Y, MARKER_SPACE } from '../constants';

/** A buy or sell trade drawn on the chart (spec §3 "Chart trade marker"). */
export interface TradeMarker {
  /** Bar time in UTC seconds (the bar the trade falls in). */
  time: number;
  type: 'buy' | 'sell';
  price: number;
  quantity: number;
  symbol: string;
  /** Exact trade time in milliseconds, as the server sent it. */
  rawTimestamp: number;
}

/** Markers ordered by time, then buys before sells, so equal-time markers stack in order. */
export function sortMarkers(markers: readonly TradeMarker[]): TradeMarker[] {
  return [...markers].sort((a, b) => a.time - b.time || (a.type === b.type ? 0 : a.type === 'buy' ? -1 : 1));
}

/** First index whose time is >= `time` (binary search over sorted markers). */
export function lowerBound(markers: readonly TradeMarker[], time: number): number {
  let lo = 0;
  let hi = markers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (markers[mid].time < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose time is > `time`. */
export function upperBound(markers: readonly TradeMarker[], time: number): number {
  let lo = 0;
  let hi = markers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (markers[mid].time <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index range [start, end) of the markers inside the visible time range. */
export function visibleMarkerRange(markers: readonly TradeMarker[], from: number, to: number): [number, number] {
  return [lowerBound(markers, from), upperBound(markers, to)];
}

/** Where one marker box goes, in media pixels. */
export interface MarkerBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The price point the box points at. */
  anchorX: number;
  anchorY: number;
  type: 'buy' | 'sell';
}

/**
 * Boxes for markers `start..end` of a sorted list (spec §9: offsets x 8, y 3, height 17,
 * spacing 3). A box is 2 * x + 1 wide, centred on the bar; a buy sits 3 px below its price,
 * a sell 3 px above; markers of the same side on the same bar stack 17 + 3 px apart.
 * Markers whose bar or price is off screen (`null` coordinate) are skipped.
 */
export function layoutMarkers(
  markers: readonly TradeMarker[],
  start: number,
  end: number,
  toX: (time: number) => number | null,
  toY: (price: number) => number | null,
): MarkerBox[] {
  const boxes: MarkerBox[] = [];
  let stack = 0;
  for (let i = start; i < end; i++) {
    const marker = markers[i];
    const previous = i > start ? markers[i - 1] : undefined;
    stack = previous && previous.time === marker.time && previous.type === marker.type ? stack + 1 : 0;
    const x = toX(marker.time);
    const y = toY(marker.price);
    if (x === null || y === null) continue;
    const step = stack * (MARKER_HEIGHT + MARKER_SPACE);
    const top = marker.type === 'buy' ? y + MARKER_OFFSET_Y + step : y - MARKER_OFFSET_Y - MARKER_HEIGHT - step;
    boxes.push({
      x: x - MARKER_OFFSET_X,
      y: top,
      width: 2 * MARKER_OFFSET_X + 1,
      height: MARKER_HEIGHT,
      anchorX: x,
      anchorY: y,
      type: marker.type,
    });
  }
  return boxes;
}
