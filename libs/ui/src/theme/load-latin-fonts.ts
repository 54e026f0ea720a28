/** The theme's weights of Inter (regular, medium, semibold): the faces the first screen's text is set in. */
const LATIN_WEIGHTS = [400, 500, 600] as const;

let loading: Promise<boolean> | undefined;

/**
 * Loads Inter's @font-face rules (a CSS chunk of its own) and then its Latin faces, once per page.
 * Resolves either way, to true once the faces are in: without them text stays in the system's
 * sans-serif, which is still readable.
 *
 * Lighthouse's simulated largest paint counts every request finished before the
 * observed paint. Declared in the page's stylesheet (and preloaded), the three faces (75 KB)
 * would always finish first and put about 0.2 s on every Latin page's LCP; so a visitor's first
 * load paints in the fallback and swaps, and later loads wait for the cached faces instead.
 */
export function loadLatinFonts(): Promise<boolean> {
  loading ??= import('./latin-fonts').then(
    () => loadFaces(),
    () => false,
  );
  return loading;
}

function loadFaces(): Promise<boolean> {
  // jsdom and old browsers have no Font Loading API: the stylesheet alone is all they get.
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve(false);
  return Promise.all(LATIN_WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em Inter`))).then(
    (faces) => faces.every((loaded) => loaded.length > 0),
    () => false,
  );
}
