/** Symbols matching a query: case-insensitive, "/" or "-" read as "_", prefix matches first. */
export function filterSymbols(symbols: readonly string[], query: string, limit = 20): string[] {
  const q = query.trim().toUpperCase().replace(/[/-]/g, '_');
  if (!q) return [];
  const prefix = symbols.filter((s) => s.toUpperCase().startsWith(q));
  const inner = symbols.filter((s) => !s.toUpperCase().startsWith(q) && s.toUpperCase().includes(q));
  return [...prefix, ...inner].slice(0, limit);
}

/**
 * A debouncer: `call(fn)` runs `fn` once `delayMs` have passed without another call.
 * `schedule` is the clock's `after` (injectable).
 */
export function createDebouncer(delayMs: number, schedule: (ms: number, fn: () => void) => () => void) {
  let cancel: (() => void) | null = null;
  return {
    call(fn: () => void) {
      cancel?.();
      cancel = schedule(delayMs, () => {
        cancel = null;
        fn();
      });
    },
    cancel() {
      cancel?.();
      cancel = null;
    },
  };
}
