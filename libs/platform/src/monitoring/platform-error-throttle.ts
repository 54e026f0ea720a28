/**
 * Monitoring's one throttle for every source (throttle.ts holds its rules): the handled failures
 * that reach monitoring's sink ({@link throttledSink}) and the events the SDK catches itself
 * (uncaught errors and rejections, {@link admitSdkEvent}). Only monitoring imports it, so it loads
 * with monitoring, outside the first load.
 */
import { after, now } from '../clock/clock';
import { admitEvent, closeWindow, eventKind, MONITORING_THROTTLE_WINDOW_MS, sdkEventKind, type ThrottleWindow } from './throttle';

type ErrorSink = (scope: string, error: unknown) => void;

/** Where admitted events and the minute's summaries go while monitoring runs. */
let sink: ErrorSink | undefined;
/** The burst's open minute and the timer that closes it; one for every source. */
let burst: { window: ThrottleWindow; cancel: () => void } | undefined;

/** Ends the throttle: its open minute is dropped and nothing more is sent (monitoring stopped). */
export function stopThrottle(): void {
  sink = undefined;
  burst?.cancel();
  burst = undefined;
}

/**
 * `send` behind the throttle, as monitoring hands it to {@link setPlatformErrorSink}: a handled
 * failure goes out when the throttle admits its kind; the minute's summaries go to `send` too.
 */
export function throttledSink(send: ErrorSink): ErrorSink {
  stopThrottle();
  sink = send;
  return (scope, error) => {
    try {
      if (admit(eventKind(scope, error))) send(scope, error);
    } catch {
      // monitoring must never become the failure
    }
  };
}

/** Kinds a summary names one by one; the rest are only counted, so a summary stays short. */
const SUMMARY_KINDS = 10;

/** The summary of a minute's held events: its own message, so it is never held itself. */
export class ThrottledEventsSummary extends Error {
  /** Every event held in the minute. */
  readonly count: number;

  constructor(readonly kinds: Readonly<Record<string, number>>) {
    const entries = Object.entries(kinds).sort(([, a], [, b]) => b - a);
    const count = entries.reduce((sum, [, n]) => sum + n, 0);
    const named = entries.slice(0, SUMMARY_KINDS).map(([kind, n]) => `${n} × "${kind}"`);
    const rest = entries.length > SUMMARY_KINDS ? ` and ${entries.length - SUMMARY_KINDS} more kinds` : '';
    super(`${count} more in the last minute: ${named.join(', ')}${rest}`);
    this.name = 'ThrottledEventsSummary';
    this.count = count;
  }
}

function sendSummary(kinds: Readonly<Record<string, number>>): void {
  if (Object.keys(kinds).length === 0) return;
  try {
    sink?.('monitoring', new ThrottledEventsSummary(kinds));
  } catch {
    // monitoring must never become the failure
  }
}

function scheduleClose(window: ThrottleWindow): void {
  const cancel = after(MONITORING_THROTTLE_WINDOW_MS, () => {
    if (!burst) return;
    const closed = closeWindow(burst.window, now());
    burst = undefined;
    if (closed.window) scheduleClose(closed.window);
    sendSummary(closed.summary);
  });
  burst = { window, cancel };
}

/** Runs the throttle for one event of `kind`; true when it goes out now. */
function admit(kind: string): boolean {
  const at = now();
  // The minute ran out before its timer fired (a background tab): its counts go out first.
  if (burst && at - burst.window.startedAt >= MONITORING_THROTTLE_WINDOW_MS) {
    const { window, cancel } = burst;
    cancel();
    burst = undefined;
    const closed = closeWindow(window, at);
    if (closed.window) scheduleClose(closed.window);
    sendSummary(closed.summary);
  }
  const admitted = admitEvent(burst?.window, kind, at);
  if (burst) burst.window = admitted.window;
  else scheduleClose(admitted.window);
  return admitted.send;
}

/**
 * The throttle for an event the monitoring SDK caught itself (an uncaught error, an unhandled
 * rejection): true when it may go out. Every event passes while monitoring is off (nothing is
 * sent then anyway). Never throws.
 */
export function admitSdkEvent(event: unknown): boolean {
  try {
    return !sink || admit(sdkEventKind(event));
  } catch {
    return true;
  }
}
