import { Suspense, type ReactNode } from 'react';
import { deferUntilPainted, usePainted } from '@exchange/platform';
import { lazyPart } from '@exchange/shell';

const Popup = lazyPart<object>(() => import('./new-user-popup').then((m) => m.NewUserPopup));
// Fetched once the page has painted, with the other deferred parts: none is on screen in the
// first paint, and requests that finish before it lengthen Lighthouse's simulated paints.
deferUntilPainted(Popup.preload);

/**
 * The new-user popup as apps mount it: its code (controller, view and prize rules) loads after the
 * first paint, then it asks for the two prize calls it waits for, so it weighs nothing on the first
 * load. Shows nothing until then.
 */
export function LazyNewUserPopup(): ReactNode {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  );
}
