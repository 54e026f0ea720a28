import { useHydratedStore } from '@exchange/platform';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;
// Without a window (server rendering) we assume a desktop, where no widget forces itself open.
const serverWidth = () => 1280;
const noWidth = () => undefined;

/** The viewport's inner width in px, updated on resize. */
export function useViewportWidth(): number {
  return useHydratedStore(subscribe, readWidth, serverWidth);
}

/**
 * The viewport's inner width in px once the browser's is known, updated on resize; `undefined`
 * in the build's prerender and while the browser hydrates its HTML, which any screen may show:
 * a part laid out by it then draws every width's layout from media queries, so a phone's first
 * paint is already the phone's and nothing moves when the width arrives.
 */
export function useKnownViewportWidth(): number | undefined {
  return useHydratedStore(subscribe, readWidth, noWidth);
}
