/** True for the locales whose text needs the CJK font (Chinese, Traditional Chinese, Japanese). */
export function needsCjkFonts(bcp47Locale: string): boolean {
  return /^(zh|ja)(-|$)/i.test(bcp47Locale);
}

/**
 * Loads the faces a Chinese or Japanese first screen is set in: Noto Sans SC cut to the
 * characters of that language's catalogues (about 70 KB a weight), declared as
 * `Noto Sans SC UI`. Resolves once they are in, or at once for other languages; never rejects:
 * without them the text falls back to the rest of the stack, which is still readable.
 */
export function loadCjkUiFonts(bcp47Locale: string): Promise<void> {
  return needsCjkFonts(bcp47Locale) ? fromCjkChunk((chunk) => chunk.loadCutFaces(bcp47Locale)) : Promise.resolve();
}

/**
 * Loads the whole Noto Sans SC (a CSS chunk of its own: about 200 @font-face rules, one per
 * unicode-range slice), for CJK text the catalogues do not hold, such as a server's
 * announcement. Resolves either way: without it the browser falls back to the system's CJK
 * fonts, which is still readable.
 */
export function loadCjkFonts(): Promise<void> {
  return fromCjkChunk((chunk) => chunk.loadWholeFont());
}

// One chunk holds every CJK loader: only Chinese and Japanese pages fetch it, and the first load
// (at its size budget) carries a single import of it.
function fromCjkChunk(load: (chunk: typeof import('./cut-cjk-faces')) => Promise<void>): Promise<void> {
  return import('./cut-cjk-faces').then(load, () => undefined);
}
