/**
 * The monitoring throttle, a pure rule: the first event of a kind goes out at once; the repeats in
 * the next minute are only counted, and at the minute's end one summary with their count goes
 * out, opening a new minute. A minute with no repeat closes the kind, so its next event is a
 * first again. One flaky market connection therefore sends at most two events a minute per kind.
 */

/** How long repeats of one kind are counted before their summary goes out. */
export const MONITORING_THROTTLE_WINDOW_MS = 60_000;

/** One kind's open minute. */
export interface ThrottleWindow {
  /** When the minute started (epoch ms). */
  startedAt: number;
  /** Events of the kind held back in this minute. */
  held: number;
}

/**
 * The kind of a handled failure: its scope and message with every number taken out, so a stream
 * fault's sequence numbers, codes and counts do not make each event a kind of its own.
 */
export function eventKind(scope: string, error: unknown): string {
  let message: string;
  if (error instanceof Error) message = `${error.name}: ${error.message}`;
  else if (error && typeof error === 'object' && 'error' in error && (error as { error: unknown }).error instanceof Error) {
    const inner = (error as { error: Error }).error;
    message = `${inner.name}: ${inner.message}`;
  } else message = String(error);
  return `${scope}|${message.replace(/\d+(?:[.,]\d+)*/g, '#')}`;
}

/** What to do with a new event of a kind whose window is `open` (undefined: none is open). */
export function admitEvent(open: ThrottleWindow | undefined, now: number): { send: boolean; window: ThrottleWindow } {
  if (!open || now - open.startedAt >= MONITORING_THROTTLE_WINDOW_MS) return { send: true, window: { startedAt: now, held: 0 } };
  return { send: false, window: { startedAt: open.startedAt, held: open.held + 1 } };
}

/**
 * What happens when a kind's minute ends: with repeats held, one summary of their count goes out
 * and a new minute opens; with none, the kind closes.
 */
export function closeWindow(open: ThrottleWindow, now: number): { summary: number; window: ThrottleWindow | undefined } {
  if (open.held === 0) return { summary: 0, window: undefined };
  return { summary: open.held, window: { startedAt: now, held: 0 } };
}
