import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider as EmotionThemeProvider, useTheme as useEmotionTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The one style cache, without Emotion's default vendor prefixer. Every browser the build targets
 * (es2022) reads our properties unprefixed, and the prefixer was about a third of the stylis work
 * that inserting the first screen's rules costs inside React's commit, a task nothing can split
 * (TBT). A property that still needs a prefix is written with it, as `-webkit-text-size-adjust`.
 */
const styleCache = createCache({ key: 'css', stylisPlugins: [] });

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
