/**
 * The monitoring throttle, a pure rule over every event a page sends, whatever its source (handled
 * failures of platform services, uncaught errors, unhandled rejections, policy violations): one
 * throttle, not one per source or kind, so no mix of sources and kinds gets round it.
 *
 * The first event of a quiet page goes out at once and opens a minute; in that minute at most one
 * more event of another kind goes out on its own, and everything else is only counted. At the
 * minute's end one summary with the counts per kind goes out and the next minute counts
 * everything; a minute with nothing counted ends the burst, so the next event is a first again.
 * A burst of 500 faults over two minutes therefore sends at most 5 events: two firsts and three
 * summaries.
 */

/** How long events are counted before their summary goes out. */
export const MONITORING_THROTTLE_WINDOW_MS = 60_000;

/** Events of different kinds that go out on their own in a burst's first minute. */
export const MONITORING_FIRST_EVENTS = 2;

/** The open minute of a burst. */
export interface ThrottleWindow {
  /** When the minute started (epoch ms). */
  startedAt: number;
  /** Kinds that went out on their own in this minute (none after the burst's first minute). */
  sent: readonly string[];
  /** False once a summary has gone out: from then on every event is counted. */
  firstMinute: boolean;
  /** Events held back in this minute, per kind. */
  held: Readonly<Record<string, number>>;
}

const NUMBERS = /\d+(?:[.,]\d+)*/g;

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
  return `${scope}|${message.replace(NUMBERS, '#')}`;
}

/**
 * The kind of an event as the monitoring SDK hands it over (an uncaught error or rejection): how
 * it was caught (`onerror`, `onunhandledrejection`) and its first exception or message, numbers
 * taken out.
 */
export function sdkEventKind(event: unknown): string {
  const e = (event && typeof event === 'object' ? event : {}) as {
    message?: unknown;
    exception?: { values?: Array<{ type?: unknown; value?: unknown; mechanism?: { type?: unknown } }> };
  };
  const first = e.exception?.values?.[0];
  const how = typeof first?.mechanism?.type === 'string' ? first.mechanism.type : 'event';
  const text = first ? `${String(first.type ?? '')}: ${String(first.value ?? '')}` : String(e.message ?? '');
  return `${how}|${text.replace(NUMBERS, '#')}`;
}

/**
 * What to do with a new event of `kind` when `open` is the burst's open minute (undefined: the
 * page is quiet). The caller closes a minute that has run out ({@link closeWindow}) first.
 */
export function admitEvent(open: ThrottleWindow | undefined, kind: string, now: number): { send: boolean; window: ThrottleWindow } {
  if (!open) return { send: true, window: { startedAt: now, sent: [kind], firstMinute: true, held: {} } };
  if (open.firstMinute && !open.sent.includes(kind) && open.sent.length < MONITORING_FIRST_EVENTS) {
    return { send: true, window: { ...open, sent: [...open.sent, kind] } };
  }
  return { send: false, window: { ...open, held: { ...open.held, [kind]: (open.held[kind] ?? 0) + 1 } } };
}

/**
 * What happens when the minute ends: with events held, one summary of their counts per kind goes
 * out and a new minute that counts everything opens; with none, the burst is over.
 */
export function closeWindow(open: ThrottleWindow, now: number): { summary: Readonly<Record<string, number>>; window: ThrottleWindow | undefined } {
  if (Object.keys(open.held).length === 0) return { summary: {}, window: undefined };
  return { summary: open.held, window: { startedAt: now, sent: [], firstMinute: false, held: {} } };
}
