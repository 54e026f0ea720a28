import type { Time } from 'lightweight-charts';
import { PaneOverlayPrimitive, type DrawTarget } from './pane-overlay-primitive';

/**
 * The TD Sequential count shown on a bar (a running countdown wins over the setup count): sell
 * side above the high, buy side below the low.
 */
export interface TdCount {
  /** Bar time, UTC seconds. */
  time: number;
  /** 1..9 setup or 1..13 countdown, always positive. */
  count: number;
  side: 'sell' | 'buy';
  /** A countdown count (coloured), not a setup count (text colour). */
  countdown: boolean;
  /** The bar's high (sell) or low (buy): the count is drawn just beyond it. */
  price: number;
}

/** Colours of the counts. */
export interface TdCountStyle {
  /** Setup counts. */
  text: string;
  /** Countdown on the sell side (the fall colour) and the buy side (the rise colour). */
  sellCountdown: string;
  buyCountdown: string;
}

/** Gap in px between the bar's high/low and its count. */
const GAP = 4;

/** First index whose time is >= `time` in counts sorted by time. */
function firstAtOrAfter(counts: readonly TdCount[], time: number): number {
  let lo = 0;
  let hi = counts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (counts[mid].time < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * TD Sequential counts drawn by a series primitive (numbers above or below the bars). Counts are
 * kept in time order; each paint binary-searches the visible range, and the forming bar's count
 * is replaced in place while streaming.
 */
export class TdCountsPrimitive extends PaneOverlayPrimitive<TdCountStyle> {
  private items: TdCount[] = [];
  /** The counts held, oldest first. */
  get counts(): readonly TdCount[] {
    return this.items;
  }

  /** Replaces all counts (already in time order). */
  setCounts(counts: TdCount[]): void {
    this.items = counts;
    this.requestUpdate?.();
  }

  /** Sets or clears the count of the newest bar at `time` (streaming); `null` clears it. */
  setLast(time: number, count: TdCount | null): void {
    const last = this.items[this.items.length - 1];
    const hasLast = last !== undefined && last.time === time;
    if (!count && !hasLast) return;
    if (hasLast) this.items.pop();
    if (count) this.items.push(count);
    this.requestUpdate?.();
  }

  /** Paints the visible counts. */
  draw(target: DrawTarget): void {
    const chart = this.chart;
    const series = this.series;
    if (!chart || !series || this.items.length === 0) return;
    const timeScale = chart.timeScale();
    const range = timeScale.getVisibleRange();
    if (!range) return;
    const to = Number(range.to);
    const { text, sellCountdown, buyCountdown } = this.style;
    target.useMediaCoordinateSpace(({ context }) => {
      context.font = '11px sans-serif';
      context.textAlign = 'center';
      for (let i = firstAtOrAfter(this.items, Number(range.from)); i < this.items.length && this.items[i].time <= to; i++) {
        const item = this.items[i];
        const x = timeScale.timeToCoordinate(item.time as Time);
        const y = series.priceToCoordinate(item.price);
        if (x === null || y === null) continue;
        const sell = item.side === 'sell';
        context.fillStyle = item.countdown ? (sell ? sellCountdown : buyCountdown) : text;
        context.textBaseline = sell ? 'bottom' : 'top';
        context.fillText(String(item.count), x, sell ? y - GAP : y + GAP);
      }
    });
  }
}
