/**
 * "Logged only" failures of platform services. Kept apart from the Sentry SDK so services can
 * log without pulling the SDK into the first load: monitoring registers its sink once it has
 * started (lazily, only when the site has a DSN). Repeats of one kind are throttled (throttle.ts)
 * before they reach the sink.
 */
import { after, now } from '../clock/clock';
import { admitEvent, closeWindow, eventKind, MONITORING_THROTTLE_WINDOW_MS, type ThrottleWindow } from './throttle';

type ErrorSink = (scope: string, error: unknown) => void;

let sink: ErrorSink | undefined;
const windows = new Map<string, { window: ThrottleWindow; cancel: () => void }>();

/** Monitoring's hook: where handled failures go once it runs (undefined turns it off). */
export function setPlatformErrorSink(next: ErrorSink | undefined): void {
  sink = next;
  if (!next) {
    for (const open of windows.values()) open.cancel();
    windows.clear();
  }
}

/** The summary of a minute's held repeats: its own message, so it is never held itself. */
export class ThrottledEventsSummary extends Error {
  constructor(
    readonly kind: string,
    readonly count: number,
  ) {
    super(`${count} more of "${kind}" in the last minute`);
    this.name = 'ThrottledEventsSummary';
  }
}

function sendSummary(kind: string, count: number): void {
  if (count === 0) return;
  try {
    sink?.('monitoring', new ThrottledEventsSummary(kind, count));
  } catch {
    // see logPlatformError
  }
}

function scheduleClose(kind: string, window: ThrottleWindow): void {
  const cancel = after(MONITORING_THROTTLE_WINDOW_MS, () => {
    const open = windows.get(kind);
    if (!open) return;
    const closed = closeWindow(open.window, now());
    if (closed.window) scheduleClose(kind, closed.window);
    else windows.delete(kind);
    sendSummary(kind, closed.summary);
  });
  windows.set(kind, { window, cancel });
}

/**
 * Records a handled failure of a platform service. A no-op while monitoring is off. Never throws.
 */
export function logPlatformError(scope: string, error: unknown): void {
  try {
    if (!sink) return;
    const kind = eventKind(scope, error);
    const open = windows.get(kind);
    const admitted = admitEvent(open?.window, now());
    if (admitted.send) {
      // The minute ran out before its timer fired: its count goes out before the new first event.
      if (open) {
        open.cancel();
        sendSummary(kind, open.window.held);
      }
      scheduleClose(kind, admitted.window);
      sink(scope, error);
    } else if (open) {
      open.window = admitted.window;
    }
  } catch {
    // monitoring must never become the failure
  }
}
