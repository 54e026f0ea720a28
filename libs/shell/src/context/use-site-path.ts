import { useLocation } from 'react-router';
import { splitLocalePrefix } from '@exchange/site-registry';
import { useSite } from './shell-context';

/** The current path without its language prefix (`/zh/trade/BTC_USDT` gives `/trade/BTC_USDT`). */
export function useSitePath(): string {
  const site = useSite();
  const { pathname } = useLocation();
  return splitLocalePrefix(pathname, site).rest;
}
