/**
 * The page's one blocking script: marks `<html>` from the cookies that change the first screen,
 * before the prerendered page paints. The page the build rendered is a logged-out visitor's in the
 * light theme; a dark visitor's page stays hidden until the app has drawn it dark
 * (PRERENDERED_PAGE_RULES in tools/prerender), instead of painting light and then switching; a
 * browser that has the web fonts cached (`fonts_cached`) sees its page once the app has them in,
 * instead of in the system's fonts and then swapping. It reads the `dark` cookie through the
 * platform's one reader and login through the shell's rule.
 */
import { readCookie, readThemeMode } from '@exchange/platform';
import { isLoggedInByCookies, LOGIN_COOKIES } from '../store/session-rules';
import { FONTS_CACHED_COOKIE } from '../i18n/fonts-cached';

/** What the marks say about the visitor. */
interface DocumentMarks {
  theme: 'light' | 'dark';
  session: 'customer' | 'visitor';
  /** `cached`: the first paint waits for the web fonts; `swap`: it is set in the system's and swaps. */
  fonts: 'cached' | 'swap';
}

/** The marks of the visitor whose cookies the page has now. */
function documentMarks(): DocumentMarks {
  return {
    theme: readThemeMode(),
    session: isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname)) ? 'customer' : 'visitor',
    fonts: readCookie(FONTS_CACHED_COOKIE) === '1' ? 'cached' : 'swap',
  };
}

/** Writes {@link documentMarks} as `data-theme`, `data-session` and `data-fonts` on `root`. */
export function markDocument(root: HTMLElement = document.documentElement): void {
  const marks = documentMarks();
  root.dataset.theme = marks.theme;
  root.dataset.session = marks.session;
  root.dataset.fonts = marks.fonts;
}
