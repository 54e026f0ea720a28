import { useCallback } from 'react';
import { localizePath } from '@exchange/site-registry';
import { useLocale, useSite } from './shell-context';

/**
 * Prefixes an unprefixed site path with the page's locale (the site's default language has no
 * prefix). Absolute URLs pass through unchanged.
 */
export function useLocalizedPath(): (path: string) => string {
  const site = useSite();
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale, site), [site, locale]);
}
