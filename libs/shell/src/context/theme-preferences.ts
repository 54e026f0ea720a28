/**
 * Theme and rise colour as the site cookies say (spec 2 §2 Chart screen): dark when the
 * `dark` cookie is set; rise colour from `market_rise_color`, default red-up for zh.
 */
import { registerCookieWriter } from '@exchange/platform';

export type ThemeMode = 'light' | 'dark';
export type RiseColor = 'green-up' | 'red-up';

export const DARK_COOKIE = 'dark';
export const RISE_COLOR_COOKIE = 'market_rise_color';
/** One year: the language, fiat and theme choices outlive sessions. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 31_536_000;

registerCookieWriter({ name: DARK_COOKIE, grammar: { maxLength: 1, pattern: /^[01]$/ } });

/** Dark when the cookie holds any value other than empty, `0` or `false`. */
export function themeModeFromCookie(dark: string | undefined): ThemeMode {
  const value = (dark ?? '').trim().toLowerCase();
  return value && value !== '0' && value !== 'false' ? 'dark' : 'light';
}

/** The cookie wins when valid; otherwise red-up for Chinese, green-up for every other language. */
export function riseColorFor(cookie: string | undefined, locale: string): RiseColor {
  if (cookie === 'red-up' || cookie === 'green-up') return cookie;
  return locale === 'zh' || locale === 'cn' ? 'red-up' : 'green-up';
}
