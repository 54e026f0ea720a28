import { Suspense, type ReactNode } from 'react';
import { LazyRoutePage, type LazyRoute } from '../route-chunk';

/**
 * The not-found page's loader. Only a visitor on an unknown path needs the page: its code stays
 * off the first load of every other page. On such a path the head script and the app start it
 * beside the translations (the route table names its module), so the first render holds it.
 */
export const loadNotFoundPage: LazyRoute = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });

/** The not-found page, its code fetched the first time it shows (at once when already here). */
export function NotFoundPageSlot(): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyRoutePage load={loadNotFoundPage} />
    </Suspense>
  );
}
