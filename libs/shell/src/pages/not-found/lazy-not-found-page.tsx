import { lazy, Suspense, type ReactNode } from 'react';

// Only a visitor on an unknown path needs the not-found page: its code stays off the first load
// of every other page. The first render waits for it (it runs in a transition), so nothing moves.
const LazyNotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

/** The not-found page, its code fetched the first time it shows. */
export function NotFoundPageSlot(): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage />
    </Suspense>
  );
}
