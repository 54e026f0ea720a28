import { useTheme, type Theme } from '@emotion/react';

// Outer key the theme, inner key the style function: a theme nobody holds any more (a mode
// switch) drops its style objects with it, and a module-level `getStyles` is one stable key.
const cache = new WeakMap<Theme, WeakMap<(theme: Theme) => unknown, unknown>>();

/**
 * The style objects `getStyles` builds from the current theme, built once per style function and
 * theme: a re-render under the same theme returns the same objects without calling `getStyles`,
 * and a new theme (a mode switch) builds them again. Pass a module-level function, so that each
 * render hands the same key; a style function that needs more than the theme belongs in a
 * `useMemo` keyed on those values instead.
 */
export function useStyles<T>(getStyles: (theme: Theme) => T): T {
  const theme = useTheme();
  let byFunction = cache.get(theme);
  if (!byFunction) {
    byFunction = new WeakMap();
    cache.set(theme, byFunction);
  }
  if (byFunction.has(getStyles)) return byFunction.get(getStyles) as T;
  const styles = getStyles(theme);
  byFunction.set(getStyles, styles);
  return styles;
}
