import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;
// Without a window (server rendering) we assume a desktop, where no widget forces itself open.
const serverWidth = () => 1280;

/** The viewport's inner width in px, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, serverWidth);
}
