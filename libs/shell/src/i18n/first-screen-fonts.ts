import { loadCjkFonts, loadLatinFonts, needsCjkFonts } from '@exchange/ui';
import { deferUntilPainted, readCookie, writeCookie } from '@exchange/platform';

/**
 * Set once this browser has downloaded Inter's faces. A load that finds it waits for the faces
 * (from the HTTP cache) before its first paint, so a returning visitor never sees text swap.
 */
export const FONTS_CACHED_COOKIE = 'fonts_cached';

/**
 * 30 days: about as long as a browser keeps a site's files cached. A cookie that outlives the
 * faces costs only a wait for their download before the first paint, as before issue 27.
 */
const FONTS_CACHED_MAX_AGE_S = 2_592_000;

function loadAndRememberLatinFonts(): Promise<void> {
  return loadLatinFonts().then((loaded) => {
    if (loaded) writeCookie(FONTS_CACHED_COOKIE, '1', { maxAgeSeconds: FONTS_CACHED_MAX_AGE_S });
  });
}

function startLatinFonts(): Promise<void> {
  void loadAndRememberLatinFonts();
  // Resolved at once: the parts waiting for the first paint do not also wait for 75 KB of fonts.
  return Promise.resolve();
}

/**
 * The web fonts a first translated render in `bcp47` waits for besides its catalogues.
 * - Chinese and Japanese pages: their CJK faces and Inter (their Latin text), so text never
 *   reflows into them. Chromium keeps a `<select>`'s text in the CJK face when Inter, listed
 *   before it, is declared only later.
 * - Other pages, on a browser that has Inter cached ({@link FONTS_CACHED_COOKIE}): Inter.
 * - Otherwise nothing: Inter loads once the page has painted, and the text swaps into it (issue
 *   27: its faces, finished before the first paint, put about 0.2 s on every Latin page's
 *   simulated LCP; docs/decisions.md).
 */
export function fontsForFirstRender(bcp47: string): Promise<void> {
  if (needsCjkFonts(bcp47)) return Promise.all([loadAndRememberLatinFonts(), loadCjkFonts()]).then(() => undefined);
  if (readCookie(FONTS_CACHED_COOKIE) === '1') return loadLatinFonts().then(() => undefined);
  deferUntilPainted(startLatinFonts);
  return Promise.resolve();
}
