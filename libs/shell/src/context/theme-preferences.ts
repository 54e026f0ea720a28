/**
 * Rise colour as the site cookie says (spec 2 §2 Chart screen): from `market_rise_color`, default
 * red-up for zh. The theme's `dark` cookie has its one reader in @exchange/platform.
 */
export { DARK_COOKIE, themeModeFromCookie } from '@exchange/platform';

export type RiseColor = 'green-up' | 'red-up';

export const RISE_COLOR_COOKIE = 'market_rise_color';
/** One year: the language, fiat and theme choices outlive sessions. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 31_536_000;

/** The cookie wins when valid; otherwise red-up for Chinese, green-up for every other language. */
export function riseColorFor(cookie: string | undefined, locale: string): RiseColor {
  if (cookie === 'red-up' || cookie === 'green-up') return cookie;
  return locale === 'zh' || locale === 'cn' ? 'red-up' : 'green-up';
}
