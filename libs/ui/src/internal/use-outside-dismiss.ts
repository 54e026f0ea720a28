import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, a press anywhere outside `ref`'s element calls `onDismiss`: the way an open
 * menu, popover or dropdown list lets go when the user turns elsewhere.
 */
export function useOutsideDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, open]);
}
