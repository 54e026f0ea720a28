import { loadCjkFonts, loadCjkUiFonts, loadLatinFonts, needsCjkFonts } from '@exchange/ui';
import { deferUntilPainted, readCookie, registerCookieWriter, writeCookie } from '@exchange/platform';
import { FONTS_CACHED_COOKIE, FONTS_READY_ATTRIBUTE } from './fonts-cached';

registerCookieWriter({ name: FONTS_CACHED_COOKIE, grammar: { maxLength: 1, pattern: /^1$/ } });

/**
 * 30 days: about as long as a browser keeps a site's files cached. A cookie that outlives the
 * faces costs only a wait for their download before the first paint, as it once did.
 */
const FONTS_CACHED_MAX_AGE_S = 2_592_000;

/** What the first render's fonts load through: ui's loaders and the platform's paint wait. */
interface FontLoaders {
  loadLatinFonts: () => Promise<boolean>;
  loadCjkUiFonts: (bcp47: string) => Promise<void>;
  loadCjkFonts: () => Promise<void>;
  deferUntilPainted: (preload: () => Promise<unknown>) => void;
}

const PAGE_LOADERS: FontLoaders = { loadLatinFonts, loadCjkUiFonts, loadCjkFonts, deferUntilPainted };

function loadAndRememberLatinFonts(load: FontLoaders): Promise<void> {
  return load.loadLatinFonts().then((loaded) => {
    if (loaded) writeCookie(FONTS_CACHED_COOKIE, '1', { maxAgeSeconds: FONTS_CACHED_MAX_AGE_S });
  });
}

function startLatinFonts(load: FontLoaders): Promise<void> {
  void loadAndRememberLatinFonts(load);
  // Resolved at once: the parts waiting for the first paint do not also wait for 75 KB of fonts.
  return Promise.resolve();
}

/** Starts Inter and a CJK page's cut faces, then the whole Noto Sans SC, without waiting for them. */
function startCjkFonts(bcp47: string, load: FontLoaders): Promise<void> {
  void loadAndRememberLatinFonts(load);
  // The whole font's 99 KB of rules after the cut faces, so they do not share the line with it.
  void load.loadCjkUiFonts(bcp47).then(() => load.loadCjkFonts());
  return Promise.resolve();
}

/** The prerendered page a returning visitor's browser hid until its faces were in shows now. */
function showPageWaitingForFonts(): void {
  if (typeof document !== 'undefined') document.getElementById('root')?.setAttribute(FONTS_READY_ATTRIBUTE, '');
}

/**
 * The web fonts a first translated render in `bcp47` waits for besides its catalogues.
 * - A browser that has Inter cached ({@link FONTS_CACHED_COOKIE}): Inter, and on a Chinese or
 *   Japanese page Noto Sans SC cut to that language's catalogues (about 70 KB a weight, in
 *   libs/ui), so a returning visitor never sees text swap; the prerendered page, hidden for such
 *   a browser by the mark script's mark, shows once they are in. The whole Noto Sans SC (99 KB of
 *   @font-face rules, 30-40 KB a slice), for text the catalogues do not hold, loads once the
 *   page has painted.
 * - Otherwise nothing: the page paints in the system's fonts and swaps into Inter (and the CJK
 *   faces), which load once it has painted. Inter's faces, finished before the first
 *   paint, put about 0.2 s on every Latin page's simulated LCP; on a Japanese page the faces it
 *   waited for (Inter, then the slices of the whole Noto Sans SC its text touched, about 800 KB)
 *   put its first paint about a second after every other site's (docs/decisions.md).
 *
 * `load` is where the faces come from (ui's loaders and the platform's paint wait; a test gives its own).
 */
export function fontsForFirstRender(bcp47: string, load: FontLoaders = PAGE_LOADERS): Promise<void> {
  const cjk = needsCjkFonts(bcp47);
  if (readCookie(FONTS_CACHED_COOKIE) === '1') {
    if (cjk) load.deferUntilPainted(() => load.loadCjkFonts());
    const faces = cjk ? Promise.all([load.loadLatinFonts(), load.loadCjkUiFonts(bcp47)]) : load.loadLatinFonts();
    return faces.then(showPageWaitingForFonts);
  }
  load.deferUntilPainted(cjk ? () => startCjkFonts(bcp47, load) : () => startLatinFonts(load));
  return Promise.resolve();
}
