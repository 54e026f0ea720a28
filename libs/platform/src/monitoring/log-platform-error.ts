/**
 * "Logged only" failures of platform services. Kept apart from the Sentry SDK so services can
 * log without pulling the SDK into the first load: monitoring registers its sink once it has
 * started (lazily, only when the site has a DSN). They share one throttle (throttle.ts) with the
 * events the SDK catches itself (uncaught errors and rejections, see {@link admitSdkEvent}).
 */
import { after, now } from '../clock/clock';
import { admitEvent, closeWindow, eventKind, MONITORING_THROTTLE_WINDOW_MS, sdkEventKind, type ThrottleWindow } from './throttle';

type ErrorSink = (scope: string, error: unknown) => void;

let sink: ErrorSink | undefined;
/** The burst's open minute and the timer that closes it; one for every source. */
let burst: { window: ThrottleWindow; cancel: () => void } | undefined;

/** Monitoring's hook: where handled failures go once it runs (undefined turns it off). */
export function setPlatformErrorSink(next: ErrorSink | undefined): void {
  sink = next;
  if (!next) {
    burst?.cancel();
    burst = undefined;
  }
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
    // see logPlatformError
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

/**
 * Records a handled failure of a platform service. A no-op while monitoring is off. Never throws.
 */
export function logPlatformError(scope: string, error: unknown): void {
  try {
    if (!sink) return;
    if (admit(eventKind(scope, error))) sink(scope, error);
  } catch {
    // monitoring must never become the failure
  }
}
