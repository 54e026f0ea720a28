import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toast as defaultStore, type ToastStore } from './toast-store';

const LazyToastViewport = lazy(() => import('./toast').then((m) => ({ default: m.ToastViewport })));

/**
 * The app's toast viewport, its code fetched with the first toast: most visits show none, so it
 * stays out of every page's first load. Once a toast has been shown it stays mounted.
 */
export function ToastHost({ store = defaultStore }: { store?: ToastStore }): ReactNode {
  const shown = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length > 0 || mounted.has(store), () => false);
  if (!shown) return null;
  mounted.add(store);
  return (
    <Suspense fallback={null}>
      <LazyToastViewport store={store} />
    </Suspense>
  );
}

// The stores whose viewport has mounted: it stays, so its region does not come and go per toast.
const mounted = new WeakSet<ToastStore>();
