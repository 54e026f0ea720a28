import { startTransition, useEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { after } from './clock';

/**
 * "The page has painted its first content": the moment parts nobody needs for that paint (the
 * new-user popup, the cookies bar, the app banner, the home markets list) may load and mount.
 *
 * Lighthouse's simulated LCP counts every request that finished before the observed
 * largest paint, and its FCP every script. These parts were fetched during the first render, so
 * each of their chunks (and the chains behind them) lengthened both, though none of them is on
 * screen in that paint. After the paint their code is fetched together and they mount in one
 * commit.
 *
 * Where the browser reports no paint timing (jsdom, old browsers) the page counts as painted from
 * the start, so nothing waits for a signal that never comes. A render outside the browser (a page
 * prerendered at build time) is before the paint, as the browser's hydration of that page is.
 */

/** Longest the deferred parts' code may take before they mount anyway (each suspends on its own then). */
const DEFERRED_PARTS_MAX_WAIT_MS = 3_000;

type Preload = () => Promise<unknown>;

/** A render outside any browser (a page prerendered at build time) happens before any paint. */
const inBrowser = typeof document !== 'undefined';

let painted = inBrowser && !supportsPaintTiming();
let watching = false;
const preloads = new Set<Preload>();
const listeners = new Set<() => void>();

function supportsPaintTiming(): boolean {
  try {
    return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  } catch {
    return false;
  }
}

function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const listener of [...listeners]) listener();
}

/**
 * Starts `preload` in a task of its own. Each start inserts its chunk's preload links and
 * stylesheets; all of them in one task made a long task after the first paint (about 95 ms under
 * Lighthouse's 4x CPU on home, counted as blocking time).
 */
function startInOwnTask(preload: Preload): Promise<unknown> {
  return new Promise((settle) => {
    after(0, () => {
      Promise.resolve()
        .then(preload)
        .catch(() => undefined)
        .then(settle);
    });
  });
}

function watch(): void {
  if (painted || watching || !inBrowser) return;
  watching = true;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    // A task after the paint's own: the deferred requests start once the frame is out.
    after(0, () => {
      const cancel = after(DEFERRED_PARTS_MAX_WAIT_MS, markPainted);
      void Promise.allSettled([...preloads].map(startInOwnTask)).then(() => {
        cancel();
        markPainted();
      });
    });
  });
  observer.observe({ type: 'paint', buffered: true });
}

const subscribeToNothing = () => () => undefined;

/**
 * True while React renders on the server or hydrates what the server rendered (its server
 * snapshot), false in every other render. React hydrates each Suspense boundary on its own, after
 * the root's commit, so only React itself knows when a component is being hydrated.
 */
function useRenderedOnServer(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * State whose first value the browser reads (a cookie, storage, the URL's query) and the page
 * rendered at build time could not: outside the browser, and while hydrating such a page, it
 * starts as `server` (what the build renders) and takes `read()` right after; elsewhere it starts
 * as `read()`.
 */
export function useHydratedState<T>(read: () => T, server: T): [T, Dispatch<SetStateAction<T>>] {
  const renderedOnServer = useRenderedOnServer();
  const [fromServer] = useState(() => renderedOnServer);
  const [value, setValue] = useState<T>(() => (fromServer ? server : read()));
  useEffect(() => {
    if (fromServer) setValue(read());
    // Once, after the hydration commit: later reads belong to the component's own updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromServer]);
  return [value, setValue];
}

/**
 * Registers code to fetch once the first content is painted, before {@link usePainted} turns true.
 * The same function registered twice is fetched once, so a component may call this as it renders.
 * A part registered after that is fetched at once.
 */
export function deferUntilPainted(preload: Preload): void {
  if (painted) {
    void preload().catch(() => undefined);
    return;
  }
  preloads.add(preload);
  watch();
}

/** True once the page painted its first content and the deferred parts' code is in. */
function hasPainted(): boolean {
  watch();
  return painted;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Runs `fn` once {@link hasPainted} is true (at once when it already is), without delaying it.
 * Returns a cancel that keeps a `fn` that has not run yet from running.
 */
export function afterPainted(fn: () => void): () => void {
  if (hasPainted()) {
    fn();
    return () => undefined;
  }
  const unsubscribe = subscribe(() => {
    unsubscribe();
    fn();
  });
  return unsubscribe;
}

/**
 * {@link hasPainted} as a hook. The flip renders as a transition: React renders the deferred parts
 * in slices the browser can interleave with input, instead of in one long task after the paint
 * (where Lighthouse counts it as blocking time). Every part flips in the same transition.
 */
export function usePainted(): boolean {
  // Hydration renders what the build rendered (before any paint); the flip follows in the effect.
  const renderedOnServer = useRenderedOnServer();
  const [painted, setPainted] = useState(() => !renderedOnServer && hasPainted());
  useEffect(() => {
    if (painted) return undefined;
    const flip = () => startTransition(() => setPainted(true));
    if (hasPainted()) {
      flip();
      return undefined;
    }
    return subscribe(flip);
  }, [painted]);
  return painted;
}

/**
 * Treats the page as painted (Storybook and tests, where a story is the whole page). The parts
 * waiting for the paint start fetching, as after a real one.
 */
export function paintedForTests(): void {
  const queued = [...preloads];
  preloads.clear();
  for (const preload of queued) void Promise.resolve().then(preload).catch(() => undefined);
  markPainted();
}

/** The page's first paint held by a test: what waits for it, and the paint itself. */
export interface HeldPaint {
  /** How many parts wait to be fetched once the page has painted. */
  queued(): number;
  /** The paint: the queued parts start fetching and everything waiting for it runs. */
  paint(): void;
}

/**
 * Holds the page's first paint until the returned `paint()`, for tests of what waits for it.
 * jsdom reports no paint timing, so without this the page counts as painted from the start.
 */
export function holdPaintForTests(): HeldPaint {
  painted = false;
  // No observer: only the test's paint() paints.
  watching = true;
  return { queued: () => preloads.size, paint: paintedForTests };
}
