import { lazy, Suspense, type ReactNode } from 'react';

const Popup = lazy(async () => ({ default: (await import('./new-user-popup')).NewUserPopup }));

/**
 * The new-user popup as apps mount it: its code (controller, view and prize rules) loads after the
 * first render, in parallel with the two prize calls it waits for anyway, so it weighs nothing on
 * the first load. Shows nothing while loading.
 */
export function LazyNewUserPopup(): ReactNode {
  return (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  );
}
