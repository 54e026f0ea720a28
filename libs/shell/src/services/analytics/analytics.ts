/**
 * The app's analytics front: `track` and `flushAnalytics` on one shared queue
 * (./analytics-queue.ts), whose code loads with the first event, not with the page. Calls made
 * before it is in wait for it in order. Neither throws.
 */
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

function sharedQueue(): Promise<Analytics> {
  shared ??= import('./analytics-queue').then(({ createAnalytics }) => {
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
