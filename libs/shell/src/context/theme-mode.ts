import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '@exchange/platform';
import { DARK_COOKIE, PREFERENCE_COOKIE_MAX_AGE_S, themeModeFromCookie, type ThemeMode } from './theme-preferences';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): ThemeMode => themeModeFromCookie(readCookie(DARK_COOKIE));

/** The theme the `dark` cookie asks for; components using it re-render when the switch writes it. */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}

/** Writes the `dark` cookie (1 dark, 0 light: an explicit choice) and re-renders every {@link useThemeMode} user. */
export function setThemeMode(mode: ThemeMode): void {
  writeCookie(DARK_COOKIE, mode === 'dark' ? '1' : '0', { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_S });
  for (const listener of listeners) listener();
}
