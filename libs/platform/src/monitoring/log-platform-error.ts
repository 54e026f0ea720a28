/**
 * "Logged only" failures of platform services. Kept apart from the Sentry SDK so services can
 * log without pulling the SDK (or its throttle) into the first load: monitoring registers its
 * sink once it has started (lazily, only when the site has a DSN), behind its one throttle
 * (platform-error-throttle.ts).
 */
type ErrorSink = (scope: string, error: unknown) => void;

let sink: ErrorSink | undefined;

/** Monitoring's hook: where handled failures go once it runs (undefined turns it off). */
export function setPlatformErrorSink(next: ErrorSink | undefined): void {
  sink = next;
}

/**
 * Records a handled failure of a platform service. A no-op while monitoring is off. Never throws.
 */
export function logPlatformError(scope: string, error: unknown): void {
  try {
    sink?.(scope, error);
  } catch {
    // monitoring must never become the failure
  }
}
