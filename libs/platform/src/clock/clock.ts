/**
 * The one clock and scheduler. Rules take `now` as an argument; code that needs the time or a
 * timer asks here, so one fake clock (jest's or Playwright's) controls every timed rule. Lint
 * forbids the raw globals everywhere else.
 */

/** The current time in epoch milliseconds. */
export function now(): number {
  return Date.now();
}

/** A monotonic time in milliseconds, for measuring how long something took (not a date). */
export function monotonicNow(): number {
  return globalThis.performance?.now() ?? Date.now();
}

/**
 * Runs `fn` before the next paint with the frame's time (after 16 ms where the page has no
 * frames, as in a hidden or non-browser context); returns a cancel function.
 */
export function onNextFrame(fn: (frameTime: number) => void): () => void {
  if (typeof globalThis.requestAnimationFrame === 'function') {
    const id = globalThis.requestAnimationFrame(fn);
    return () => globalThis.cancelAnimationFrame(id);
  }
  return after(16, () => fn(monotonicNow()));
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
 * Runs `fn` when the main thread is next idle (at the latest after `timeoutMs`; in the next task
 * where the browser has no idle callbacks); returns a cancel function.
 */
export function onIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(id);
  }
  return after(0, fn);
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
    cancelInner = onIdle(fn, timeoutMs);
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
