/** True for the locales whose text needs the CJK font (Chinese, Traditional Chinese, Japanese). */
export function needsCjkFonts(bcp47Locale: string): boolean {
  return /^(zh|ja)(-|$)/i.test(bcp47Locale);
}

/**
 * Loads the CJK font faces (a CSS chunk of its own). Resolves either way: without them the
 * browser falls back to the system's CJK fonts, which is still readable.
 */
export function loadCjkFonts(): Promise<void> {
  return import('./cjk-fonts').then(
    () => undefined,
    () => undefined,
  );
}
