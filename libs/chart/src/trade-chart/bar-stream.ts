import type { Bar } from '../data-feed/data-feed';
import type { KdjStream } from '../indicators/kdj-calculation';
import type { MacdStream } from '../indicators/macd-calculation';

/** What a streamed bar did to the bars held. */
export type TickEffect = 'first' | 'appended' | 'replaced' | 'stale';

/**
 * Applies a streamed bar to the bars held (oldest first), as the engine and the phone preview
 * both stream: the last bar's time replaces it, a later time appends, an older one is ignored
 * ('stale'); into no bars it is the first.
 */
export function applyTickToBars(bars: Bar[], bar: Bar): TickEffect {
  const last = bars[bars.length - 1];
  if (!last) {
    bars.push(bar);
    return 'first';
  }
  if (bar.time < last.time) return 'stale';
  if (bar.time > last.time) {
    bars.push(bar);
    return 'appended';
  }
  bars[bars.length - 1] = bar;
  return 'replaced';
}

/** Steps the MACD stream with a streamed bar: a new bar is added, the forming one replaced. */
export function stepMacd(stream: MacdStream, bar: Bar, isNew: boolean): void {
  if (isNew) stream.add(bar.open, bar.high, bar.low, bar.close);
  else stream.replace(bar.open, bar.high, bar.low, bar.close);
}

/** Steps the KDJ stream with a streamed bar: a new bar is added, the forming one replaced. */
export function stepKdj(stream: KdjStream, bar: Bar, isNew: boolean): void {
  if (isNew) stream.add(bar.high, bar.low, bar.close);
  else stream.replace(bar.high, bar.low, bar.close);
}
