/** A toast the API layer asks the page to show (spec 2 §8: success, error and warning toasts). */
export interface ApiToast {
  kind: 'success' | 'error' | 'warning';
  message: string;
}

/** Receives every toast the API layer raises. */
export type ApiToastListener = (toast: ApiToast) => void;

const listeners = new Set<ApiToastListener>();
/**
 * Toasts raised before anyone ever listened: the app starts its session calls before its first
 * render, so a call that fails fast may finish before the shell subscribes.
 */
let early: ApiToast[] | undefined = [];
/** More than this many toasts before the page is up says nothing more to the visitor. */
const EARLY_TOASTS_KEPT = 5;

/**
 * Subscribes to API toasts (e.g. the generic GET failure). Returns the unsubscribe function.
 * The shell renders them; the client never throws them at callers.
 */
export function onApiToast(listener: ApiToastListener): () => void {
  listeners.add(listener);
  const waiting = early;
  early = undefined;
  for (const toast of waiting ?? []) deliver(listener, toast);
  return () => {
    listeners.delete(listener);
  };
}

/** Raises a toast to every current listener; a failing listener does not stop the others. */
export function emitApiToast(toast: ApiToast): void {
  if (early && early.length < EARLY_TOASTS_KEPT) early.push(toast);
  for (const listener of [...listeners]) deliver(listener, toast);
}

function deliver(listener: ApiToastListener, toast: ApiToast): void {
  try {
    listener(toast);
  } catch {
    // A broken listener must not break the request that raised the toast.
  }
}
