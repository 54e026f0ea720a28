// Story helpers other libs' stories import (browser-safe: the Testing Library helpers in
// ./render stay out of this entry, imported by path from ui's own tests).
export { DialogOpener } from './dialog-opener';
export { LOCALE_MODES, THEMED_MODES } from './chromatic-modes';
// The toasts' viewport, for story shells that show toasts without the app's lazy host.
export { ToastViewport } from '../toast/toast';
/** @public Named by this door's signatures. */
export type { ToastViewportProps } from '../toast/toast';
