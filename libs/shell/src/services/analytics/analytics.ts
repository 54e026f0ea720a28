/**
 * The app's analytics front: `track` and `flushAnalytics` on one shared queue
 * (./analytics-queue.ts), whose code loads with the first event, not with the page, and never
 * before the page's first paint: the first render tracks its views, and a chunk requested before
 * the paint lengthens Lighthouse's simulated largest paint though nothing on screen needs it.
 * Calls made before it is in wait for it in order. Neither throws.
 */
import { afterPainted, deferUntilPainted } from '@exchange/platform';
import type { Analytics, AnalyticsProps } from './analytics-queue';

export type { AnalyticsProps } from './analytics-queue';

/** Event names used across the libs (spec 1 §7, spec 2 §4 and §7). */
export const ANALYTICS_EVENTS = {
  complianceGuidanceView: 'compliance_guidance_view',
  complianceGuidanceClick: 'compliance_guidance_click',
  newuserSignup: 'newuser_signup',
  newuserPopupView: 'newuser_popup_view',
  newuserPopupClose: 'newuser_popup_close',
} as const;


let shared: Promise<Analytics> | undefined;

const loadQueue = () => import('./analytics-queue');

function sharedQueue(): Promise<Analytics> {
  if (shared) return shared;
  // Fetched with the other parts that wait for the paint, then taken once the page has painted.
  deferUntilPainted(loadQueue);
  shared = new Promise<void>((painted) => void afterPainted(painted)).then(loadQueue).then(({ createAnalytics }) => {
    const queue = createAnalytics();
    try {
      // Last chance before the page goes away (best effort).
      globalThis.addEventListener?.('pagehide', () => void queue.flush());
    } catch {
      // no window
    }
    return queue;
  });
  return shared;
}

/** Queues one analytics event on the shared queue; never throws. */
export function track(event: string, props?: AnalyticsProps): void {
  try {
    sharedQueue()
      .then((queue) => queue.track(event, props))
      .catch(() => undefined);
  } catch {
    // never
  }
}

/** Sends the shared queue now. */
export function flushAnalytics(): Promise<void> {
  return sharedQueue()
    .then((queue) => queue.flush())
    .catch(() => undefined);
}
