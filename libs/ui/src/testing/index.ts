// Story helpers other libs' stories import (browser-safe: the Testing Library helpers in
// ./render stay out of this entry, imported by path from ui's own tests).
export { DialogOpener } from './dialog-opener';
export { LOCALE_MODES, THEMED_MODES, type ChromaticModes } from './chromatic-modes';
