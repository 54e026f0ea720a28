import { useLocation } from 'react-router';
import { splitLocalePrefix } from '@exchange/site-registry';
import { useSite } from '../context/shell-context';

/** The current path without its language prefix (what the compliance rules compare). */
export function useSitePath(): string {
  const site = useSite();
  return splitLocalePrefix(useLocation().pathname, site).rest;
}
