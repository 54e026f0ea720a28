import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider as EmotionThemeProvider, useTheme as useEmotionTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The one style cache, without Emotion's default vendor prefixer. Every browser the build targets
 * (es2022) reads our properties unprefixed, and the prefixer was about a third of the stylis work
 * that inserting the first screen's rules costs inside React's commit, a task nothing can split
 * (TBT). A property that still needs a prefix is written with it, as `-webkit-text-size-adjust`.
 */
function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

let styleCache = createStyleCache();

/**
 * Starts collecting the styles of a render outside the browser (a page prerendered at build time):
 * a fresh cache keeps each rule it is asked for instead of writing a `<style>` beside each element.
 * Returns the collected rules as one `<style>` for the page's head; the browser's cache adopts it
 * (the names it lists count as inserted), so hydration inserts none of them again.
 */
export function collectServerStyles(): () => string {
  const cache = createStyleCache();
  // Emotion's server mode: rules are kept in `inserted` rather than rendered inline.
  cache.compat = true;
  styleCache = cache;
  return () => {
    const names: string[] = [];
    let rules = '';
    for (const [name, value] of Object.entries(cache.inserted)) {
      if (typeof value !== 'string') continue;
      names.push(name);
      rules += value;
    }
    return `<style data-emotion="${cache.key} ${names.join(' ')}">${rules.replace(/<\/style/gi, '<\\/style')}</style>`;
  };
}

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** A theme from `createTheme`. */
  theme: Theme;
  children?: ReactNode;
}

/** Emotion's theme provider, typed to the exchange theme, over the exchange's style cache. */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  return (
    <CacheProvider value={styleCache}>
      <EmotionThemeProvider theme={theme}>{children}</EmotionThemeProvider>
    </CacheProvider>
  );
}

/** The current theme (typed). Must be under a {@link ThemeProvider}. */
export function useTheme(): Theme {
  return useEmotionTheme();
}
