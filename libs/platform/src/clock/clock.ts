/**
 * The one clock and scheduler. Rules take `now` as an argument; code that needs the time or a
 * timer asks here, so one fake clock (jest's or Playwright's) controls every timed rule. Lint
 * forbids the raw globals everywhere else.
 */

/** The current time in epoch milliseconds. */
export function now(): number {
  return Date.now();
}

/** The current time as a `Date`. */
export function nowDate(): Date {
  return new Date(now());
}

/** Runs `fn` after `ms`; returns a cancel function. */
export function after(ms: number, fn: () => void): () => void {
  const id = globalThis.setTimeout(fn, ms);
  return () => globalThis.clearTimeout(id);
}

/** Runs `fn` every `ms`; returns a cancel function. */
export function every(ms: number, fn: () => void): () => void {
  const id = globalThis.setInterval(fn, ms);
  return () => globalThis.clearInterval(id);
}

/**
 * Runs `fn` once the page has finished loading and the main thread is idle (at the latest
 * `timeoutMs` after the load event); returns a cancel function. For work the first paint and
 * first input must not wait for: monitoring's SDK, the service worker.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  let cancelled = false;
  let cancelInner: () => void = () => undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof globalThis.requestIdleCallback === 'function') {
      const id = globalThis.requestIdleCallback(() => fn(), { timeout: timeoutMs });
      cancelInner = () => globalThis.cancelIdleCallback(id);
    } else {
      cancelInner = after(0, fn);
    }
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    run();
    return () => {
      cancelled = true;
      cancelInner();
    };
  }
  globalThis.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    globalThis.removeEventListener('load', run);
    cancelInner();
  };
}
