/** A toast the API layer asks the page to show (spec 2 §8: success, error and warning toasts). */
export interface ApiToast {
  kind: 'success' | 'error' | 'warning';
  message: string;
}

/** Receives every toast the API layer raises. */
export type ApiToastListener = (toast: ApiToast) => void;

const listeners = new Set<ApiToastListener>();

/**
 * Subscribes to API toasts (e.g. the generic GET failure). Returns the unsubscribe function.
 * The shell renders them; the client never throws them at callers.
 */
export function onApiToast(listener: ApiToastListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Raises a toast to every current listener; a failing listener does not stop the others. */
export function emitApiToast(toast: ApiToast): void {
  for (const listener of [...listeners]) {
    try {
      listener(toast);
    } catch {
      // A broken listener must not break the request that raised the toast.
    }
  }
}
