import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '@exchange/shell';

const Popup = lazyPart<object>(() => import('./new-user-popup').then((m) => m.NewUserPopup));
// Fetched as the app starts, beside the translations the first render waits for: by then it is in
// and renders in that same commit instead of suspending and committing again.
void Popup.preload().catch(() => undefined);

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
