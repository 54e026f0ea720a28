/**
 * Time and timers for libs. Rules take `now` as an argument; components call `now()` here so a
 * test (or Playwright's clock) controls one place.
 */
export function now(): number {
  return Date.now();
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
