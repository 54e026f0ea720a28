import { after } from './clock';

/** A trailing debounce: {@link Debouncer.call} runs the latest function `ms` after the last call. */
export interface Debouncer {
  call(fn: () => void): void;
  cancel(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

/**
 * Creates a trailing debouncer on the one clock (`schedule` is {@link after} unless a test gives
 * its own). Each call restarts the wait, so a burst of presses or keystrokes gives one run `ms`
 * after the last.
 */
export function createDebouncer(ms: number, schedule: (ms: number, fn: () => void) => () => void = after): Debouncer {
  let cancelTimer: (() => void) | null = null;
  return {
    call(fn) {
      cancelTimer?.();
      cancelTimer = schedule(ms, () => {
        cancelTimer = null;
        fn();
      });
    },
    cancel() {
      cancelTimer?.();
      cancelTimer = null;
    },
    pending: () => cancelTimer !== null,
  };
}
