import { startTransition, useEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { after, onIdle } from './clock';

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
 * True while React renders on the server or hydrates what the server rendered, false in every
 * other render; fixed for the component's life at its mount. React hydrates each Suspense
 * boundary on its own, after the root's commit, so only React itself knows when a component is
 * being hydrated: it asks for the server snapshot then, and only then. The mount remembers that
 * it was asked, so the snapshot React compares after the hydration commit is the same and no
 * component renders again for it (a plain `() => false` snapshot re-rendered every hydrated user
 * of this hook in a commit of its own).
 */
function useRenderedOnServer(): boolean {
  const [mount] = useState(() => ({ fromServer: false }));
  return useSyncExternalStore(
    subscribeToNothing,
    () => mount.fromServer,
    () => {
      mount.fromServer = true;
      return true;
    },
  );
}

/** Late preloads (registered once the page had painted) that are still on the way. */
const latePreloads = new Set<Promise<unknown>>();
/** What hydrated parts do once the page is hydrated (see {@link afterHydrationSettles}). */
const hydratedFlips = new Set<() => void>();
let hydratedFlushScheduled = false;

/** Longest the hydrated parts wait for the browser to be idle after hydrating before they show anyway. */
const HYDRATION_SETTLE_MAX_WAIT_MS = 1_000;

function flushHydratedFlips(): void {
  hydratedFlushScheduled = false;
  const flips = [...hydratedFlips];
  hydratedFlips.clear();
  startTransition(() => {
    for (const flip of flips) flip();
  });
}

/**
 * Runs `flip` with every other hydrated part's, in one transition, once the page has painted
 * (with the deferred parts' code in), React has hydrated the page's Suspense boundaries (each
 * after the root, before the browser is next idle) and the code their render asked for is in.
 * Each boundary's parts flipping on their own, a part showing its fallback until its code came,
 * and each value the build could not know turning live on its own made a commit each.
 * Returns a cancel.
 */
function afterHydrationSettles(flip: () => void): () => void {
  hydratedFlips.add(flip);
  if (!hydratedFlushScheduled) {
    hydratedFlushScheduled = true;
    afterPainted(() =>
      onIdle(() => {
        const cancel = after(DEFERRED_PARTS_MAX_WAIT_MS, flushHydratedFlips);
        void Promise.allSettled([...latePreloads]).then(() => {
          cancel();
          if (hydratedFlushScheduled) flushHydratedFlips();
        });
      }, HYDRATION_SETTLE_MAX_WAIT_MS),
    );
  }
  return () => {
    hydratedFlips.delete(flip);
  };
}

/**
 * `useSyncExternalStore` for a value the browser knows and the build could not (the viewport's
 * width): the build renders `server()`, and so does the hydration of its page, which keeps it
 * until the hydrated parts turn live together (one commit after hydrating); any other render reads
 * the store. `server` returns the same value on every call.
 */
export function useHydratedStore<T>(subscribe: (onChange: () => void) => () => void, read: () => T, server: () => T): T {
  const renderedOnServer = useRenderedOnServer();
  const [held, setHeld] = useState(renderedOnServer);
  useEffect(() => (held ? afterHydrationSettles(() => setHeld(false)) : undefined), [held]);
  return useSyncExternalStore(subscribe, held ? server : read, server);
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
    if (!fromServer) return;
    const browser = read();
    // The same value is not set again: React keeps even an update it bails out of eagerly, and
    // the component's next render at another priority (a store answer) left it for a commit of
    // its own that changed nothing.
    if (!Object.is(browser, server)) setValue(browser);
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
    // A hydrated part that asks now shows with the others once this is in (afterHydrationSettles).
    const loading = preload().catch(() => undefined);
    latePreloads.add(loading);
    void loading.then(() => latePreloads.delete(loading));
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
    // Every hydrated part flips in one commit, the root's with its boundaries'.
    if (renderedOnServer) return afterHydrationSettles(() => setPainted(true));
    const flip = () => startTransition(() => setPainted(true));
    if (hasPainted()) {
      flip();
      return undefined;
    }
    return subscribe(flip);
  }, [painted, renderedOnServer]);
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
 * @internal A test seam (on @exchange/platform/testing): it sets this module's private paint state.
 */
export function holdPaintForTests(): HeldPaint {
  painted = false;
  // No observer: only the test's paint() paints.
  watching = true;
  return { queued: () => preloads.size, paint: paintedForTests };
}
