let loading: Promise<boolean> | undefined;

/**
 * Loads Inter (a chunk of its own holding its faces) once per page, for the text on the page
 * when it is called. Resolves either way, to true once the faces are in: without them text stays
 * in the system's sans-serif, which is still readable.
 *
 * Issue 27: Lighthouse's simulated largest paint counts every request finished before the
 * observed paint. Declared in the page's stylesheet (and preloaded), the three faces (75 KB)
 * always finished first and put about 0.2 s on every Latin page's LCP; a visitor's first load
 * now paints in the fallback and swaps, and later loads wait for the cached faces instead.
 */
export function loadLatinFonts(): Promise<boolean> {
  loading ??= import('./latin-fonts').then(
    (inter) => inter.addInterFaces(typeof document === 'undefined' ? '' : (document.body?.textContent ?? '')),
    () => false,
  );
  return loading;
}
