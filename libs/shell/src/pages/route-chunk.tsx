/**
 * A lazy page's chunk, shared by the first page's early start and the render: a chunk that has
 * arrived renders in the same commit as the rest of the page, where `React.lazy` would suspend for
 * one more commit (an empty main, then the page: a later largest paint and a footer that moves).
 */
import { use, type ComponentType, type ReactNode } from 'react';

/** A route's lazy loader, as a route declares it (`RouteObject['lazy']` returning a page). */
export type LazyRoute = () => Promise<{ Component?: ComponentType | null; element?: ReactNode }>;

/**
 * A route chunk's download. Once settled it carries React's `status`/`value`/`reason` fields, so
 * `use()` returns the page (or throws to the page error boundary) at once instead of suspending.
 */
type RouteChunk = Promise<ComponentType> & { status?: 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown; rendered?: boolean };

// Keyed by the route's own loader, so the first page's preload and its render share one download.
const routeChunks = new WeakMap<LazyRoute, RouteChunk>();

/** Starts (once per loader) the download of a lazy page's chunk; the render then takes the same download. */
export function loadRouteChunk(load: LazyRoute): RouteChunk {
  const known = routeChunks.get(load);
  if (known) return known;
  const chunk: RouteChunk = load().then(
    (loaded) => {
      const Page = loaded.Component ?? (() => <>{loaded.element ?? null}</>);
      Object.assign(chunk, { status: 'fulfilled', value: Page });
      return Page;
    },
    (error: unknown) => {
      Object.assign(chunk, { status: 'rejected', reason: error });
      throw error;
    },
  );
  routeChunks.set(load, chunk);
  return chunk;
}

/**
 * The chunk a render uses: a preload that failed before any render gets one fresh download;
 * after that a failure stays (the page error boundary shows it, its Reload starts over).
 */
function routeChunkForRender(load: LazyRoute): RouteChunk {
  const known = routeChunks.get(load);
  if (known?.status === 'rejected' && !known.rendered) routeChunks.delete(load);
  const chunk = loadRouteChunk(load);
  chunk.rendered = true;
  return chunk;
}

/** Renders a lazy route's page; suspends only while its chunk is still on the way. */
export function LazyRoutePage({ load }: { load: LazyRoute }): ReactNode {
  // A chunk that is already here renders in the same commit: no empty main, no footer that jumps.
  // React reads the `status`/`value` it finds on the promise; its types only know its own promises.
  const Page = use(routeChunkForRender(load) as Promise<ComponentType>);
  return <Page />;
}
