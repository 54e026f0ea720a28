import type { Time } from 'lightweight-charts';
import { PaneOverlayPrimitive, type DrawTarget } from './pane-overlay-primitive';

/**
 * One TD Sequential label on a bar: sell side above the high, buy side below the low. A bar can
 * carry two (a setup count and a countdown count, e.g. a 9 that is also countdown 1): the setup
 * is drawn next to the bar and the countdown one row further out, so neither hides the other.
 */
export interface TdLabel {
  /** Bar time, UTC seconds. */
  time: number;
  /** "1".."9" (setup), "1".."13" (countdown) or "+" (a countdown 13 deferred by its qualifier). */
  text: string;
  side: 'sell' | 'buy';
  /** Setup counts use the text colour; countdown counts and "+" the side's colour. */
  kind: 'setup' | 'countdown';
  /** The bar's high (sell) or low (buy): the label is drawn just beyond it. */
  price: number;
}

/** The bar fields {@link tdLabels} reads. */
export interface TdBar {
  time: number;
  high: number;
  low: number;
}

/** Deferral mark of a countdown whose 13 waits for the qualifier (as traders know it). */
const TD_DEFERRED_TEXT = '+';

/**
 * The labels of one bar from the TD Sequential values of the streaming/batch calculation (signed:
 * positive sell, negative buy, 0 none; `deferred` ±1): the setup label first, then the
 * countdown's (its count, or "+"); empty when the bar shows nothing.
 */
export function tdLabels(bar: TdBar, setup: number, countdown: number, deferred: number): TdLabel[] {
  const labels: TdLabel[] = [];
  if (setup !== 0) labels.push(label(bar, setup, String(Math.abs(setup)), 'setup'));
  if (countdown !== 0) labels.push(label(bar, countdown, String(Math.abs(countdown)), 'countdown'));
  else if (deferred !== 0) labels.push(label(bar, deferred, TD_DEFERRED_TEXT, 'countdown'));
  return labels;
}

function label(bar: TdBar, signed: number, text: string, kind: TdLabel['kind']): TdLabel {
  const sell = signed > 0;
  return { time: bar.time, text, side: sell ? 'sell' : 'buy', kind, price: sell ? bar.high : bar.low };
}

/** Colours of the counts. */
export interface TdCountStyle {
  /** Setup counts. */
  text: string;
  /** Countdown on the sell side (the fall colour) and the buy side (the rise colour). */
  sellCountdown: string;
  buyCountdown: string;
}

/** Gap in px between the bar's high/low and its setup count. */
const GAP = 4;
/** Font size and the row step that puts a countdown label beyond the setup label. */
const FONT_PX = 11;
const ROW_PX = FONT_PX + 2;

/** First index whose time is >= `time` in counts sorted by time. */
function firstAtOrAfter(counts: readonly TdLabel[], time: number): number {
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
 * TD Sequential labels drawn by a series primitive (numbers above or below the bars, two rows).
 * Labels are kept in time order; each paint binary-searches the visible range, and the forming
 * bar's labels are replaced in place while streaming.
 */
export class TdCountsPrimitive extends PaneOverlayPrimitive<TdCountStyle> {
  private items: TdLabel[] = [];
  /** The labels held, oldest first (a bar can have two). */
  get labels(): readonly TdLabel[] {
    return this.items;
  }

  /** Replaces all labels (already in time order). */
  setLabels(labels: TdLabel[]): void {
    this.items = labels;
    this.requestUpdate?.();
  }

  /** Sets the labels of the newest bar at `time` (streaming); an empty list clears them. */
  setLast(time: number, labels: readonly TdLabel[]): void {
    const items = this.items;
    let removed = 0;
    while (items.length > 0 && items[items.length - 1].time === time) {
      items.pop();
      removed++;
    }
    if (removed === 0 && labels.length === 0) return;
    for (const item of labels) items.push(item);
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
      context.font = `${FONT_PX}px sans-serif`;
      context.textAlign = 'center';
      // The canvas inherits dir="rtl" on Arabic pages; labels are digits and "+" centred on the
      // bar, so pin the direction rather than let a bidi run move the "+" to the other end.
      context.direction = 'ltr';
      for (let i = firstAtOrAfter(this.items, Number(range.from)); i < this.items.length && this.items[i].time <= to; i++) {
        const item = this.items[i];
        const x = timeScale.timeToCoordinate(item.time as Time);
        const y = series.priceToCoordinate(item.price);
        if (x === null || y === null) continue;
        const sell = item.side === 'sell';
        const countdown = item.kind === 'countdown';
        // The countdown always sits in the outer row, so a 9 and a countdown 1 on one bar stack
        // instead of overlapping, and countdown numbers line up from bar to bar.
        const offset = countdown ? GAP + ROW_PX : GAP;
        context.fillStyle = countdown ? (sell ? sellCountdown : buyCountdown) : text;
        context.textBaseline = sell ? 'bottom' : 'top';
        context.fillText(item.text, x, sell ? y - offset : y + offset);
      }
    });
  }
}
