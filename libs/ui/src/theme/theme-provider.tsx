import { ThemeProvider as EmotionThemeProvider, useTheme as useEmotionTheme, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** A theme from `createTheme`. */
  theme: Theme;
  children?: ReactNode;
}

/** Emotion's theme provider, typed to the exchange theme. */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  return <EmotionThemeProvider theme={theme}>{children}</EmotionThemeProvider>;
}

/** The current theme (typed). Must be under a {@link ThemeProvider}. */
export function useTheme(): Theme {
  return useEmotionTheme();
}
