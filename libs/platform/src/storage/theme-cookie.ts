/**
 * The one reader of the `dark` cookie (spec 2 §2 Chart screen: "dark when cookie dark is set"),
 * shared by the shell's theme, the chart and the head script that marks the document before the
 * first paint. Other properties of the exchange write the cookie too (`dark=true` among them), so
 * any value but empty, `0` or `false` means dark, and no check drops a value it merely does not
 * expect: the grammar only bounds the length and keeps to characters a cookie stores as they are.
 */
import { useSyncExternalStore } from 'react';
import { registerCookieWriter } from './cookie-registry';
import { readCookie, writeCookie } from './cookies';

/** The theme a page is drawn in. */
export type ThemeMode = 'light' | 'dark';

/** The cookie that asks for the dark theme. */
export const DARK_COOKIE = 'dark';

/** One year: the theme choice outlives sessions. */
const DARK_COOKIE_MAX_AGE_S = 31_536_000;

registerCookieWriter({ name: DARK_COOKIE, grammar: { maxLength: 16, pattern: /^[!#-+\--:<-[\]-~]+$/ } });

/** Dark when the cookie holds any value other than empty, `0` or `false`. */
export function themeModeFromCookie(dark: string | undefined): ThemeMode {
  const value = (dark ?? '').trim().toLowerCase();
  return value && value !== '0' && value !== 'false' ? 'dark' : 'light';
}

/** The theme the `dark` cookie asks for now. */
export function readThemeMode(): ThemeMode {
  return themeModeFromCookie(readCookie(DARK_COOKIE));
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme the `dark` cookie asks for, re-rendering when {@link setThemeMode} writes it. A page
 * rendered at build time knows no cookie: it renders light, and hydration renders the same
 * before it switches (the head script has already marked the document with the cookie's theme).
 */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, readThemeMode, () => 'light');
}

/** Writes the `dark` cookie (1 dark, 0 light: an explicit choice) and re-renders every {@link useThemeMode} user. */
export function setThemeMode(mode: ThemeMode): void {
  writeCookie(DARK_COOKIE, mode === 'dark' ? '1' : '0', { maxAgeSeconds: DARK_COOKIE_MAX_AGE_S });
  for (const listener of listeners) listener();
}
