/**
 * Set once this browser has downloaded Inter's faces. A load that finds it waits for the faces
 * (from the HTTP cache) before its first paint, so a returning visitor never sees text swap; on
 * a Chinese or Japanese page also for its cut CJK faces, a download of their own the first time
 * the visitor reads that language. Its own module: the blocking mark script reads it too and
 * takes none of the font loaders with it.
 */
export const FONTS_CACHED_COOKIE = 'fonts_cached';

/**
 * Set on `#root` once the faces a returning visitor's first paint waits for are in (or failed):
 * until then the prerendered page of a browser the mark script marked `data-fonts="cached"` stays
 * hidden (PRERENDERED_PAGE_RULES in tools/prerender), instead of painting in the system's fonts
 * and swapping.
 */
export const FONTS_READY_ATTRIBUTE = 'data-fonts-ready';
