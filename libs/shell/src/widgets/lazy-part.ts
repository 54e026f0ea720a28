import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A `React.lazy` component that can also be loaded ahead of its first render. */
export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the component's code; resolves once it is ready. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for a component shown only on condition (a dialog, a bar, a drawer): its code
 * leaves the first load and is fetched on first show. Render it under `<Suspense>`. Once the
 * code is in (after a first show or {@link LazyPart.preload}), later mounts render at once
 * instead of suspending again: the lazy loader then hands React an already-settled thenable.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (offline, deploy in between) may be retried on the next show.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    if (loaded) {
      const ready = loaded;
      // React reads a thenable that settles synchronously without suspending.
      return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as Promise<{
        default: ComponentType<P>;
      }>;
    }
    return fetchOnce().then((ready) => ({ default: ready }));
  });
  return Object.assign(component, { preload: () => fetchOnce().then(() => undefined) });
}

/**
 * True from the first render where `open` was true on: a lazy dialog is mounted only once it has
 * opened (its code stays out of the first load) and stays mounted after, so closing still plays
 * the dialog's exit.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state: React re-renders at once with the new value, before committing.
  if (open && !opened) setOpened(true);
  return opened || open;
}
