import { useCallback } from 'react';
import { useLocale, useSite } from './shell-context';

/**
 * Prefixes an unprefixed site path with the page's locale (the site's default language has no
 * prefix). Absolute URLs pass through unchanged.
 */
export function useLocalizedPath(): (path: string) => string {
  const site = useSite();
  const locale = useLocale();
  return useCallback(
    (path: string) => {
      if (/^[a-z]+:/i.test(path) || locale === site.defaultLang) return path;
      return path === '/' ? `/${locale}` : `/${locale}${path}`;
    },
    [site.defaultLang, locale],
  );
}
