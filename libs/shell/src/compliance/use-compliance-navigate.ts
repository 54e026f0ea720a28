import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../context/use-localized-path';

/**
 * Goes to a target the rules (or `safeRouterTarget`) produced: site paths through the router with
 * the page's language prefix, native deep links through the browser.
 */
export function useComplianceNavigate(): (target: string) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback(
    (target: string) => {
      if (target.startsWith('/')) navigate(localize(target));
      else globalThis.location?.assign(target);
    },
    [navigate, localize],
  );
}
