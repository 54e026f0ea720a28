import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../constants';
import { after } from '@exchange/platform';

/** The three toasts the spec names: success, error and warning. */
export type ToastKind = 'success' | 'error' | 'warning';

/** What callers pass to `toast.show`. */
export interface ToastInput {
  kind: ToastKind;
  message: ReactNode;
  /** Milliseconds before it dismisses itself; default 3000. `Infinity` keeps it until closed. */
  durationMs?: number;
}

/** A toast on screen. */
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: ReactNode;
  durationMs: number;
}

/** An in-memory toast queue (no network, no store): `show`, `dismiss`, and a subscription. */
export interface ToastStore {
  /** Shows a toast and returns its id. */
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
  /** The toasts on screen, oldest first (stable reference between changes). */
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

/** Creates an independent toast queue (tests and Storybook make their own; apps use `toast`). */
export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, () => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    timers.get(id)?.();
    timers.delete(id);
    if (!items.some((item) => item.id === id)) return;
    items = items.filter((item) => item.id !== id);
    emit();
  };

  return {
    show({ kind, message, durationMs = TOAST_DURATION_MS }) {
      const id = nextId++;
      items = [...items, { id, kind, message, durationMs }];
      if (Number.isFinite(durationMs)) timers.set(id, after(durationMs, () => dismiss(id)));
      emit();
      return id;
    },
    dismiss,
    clear() {
      timers.forEach((cancel) => cancel());
      timers.clear();
      items = [];
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app-wide toast queue. Render one `<ToastViewport />` and call `toast.show({ kind, message })`. */
export const toast: ToastStore = createToastStore();
