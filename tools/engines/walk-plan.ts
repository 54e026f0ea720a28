import { ROUTE_URLS } from '../routes/route-inventory';
import { E2E_SITES, type E2ESite } from '../e2e/sites';

/** The two widths of the walk: a phone and a desktop. */
export const ENGINE_WIDTHS = [390, 1280] as const;
export const ENGINE_HEIGHTS: Record<(typeof ENGINE_WIDTHS)[number], number> = { 390: 844, 1280: 900 };

export const TRADE_PATH = '/trade/BTC_USDT';
export const FUTURES_PATH = '/futures/usdt/BTC_USDT';

/** One page the walk loads. */
export interface EnginePage {
  site: E2ESite;
  path: string;
  /** The chart draws and the price moves here. */
  chart: boolean;
}

/** Every inventory route of main, then home and trade of every other site. */
export function enginePages(sites: readonly E2ESite[] = E2E_SITES): EnginePage[] {
  const pages: EnginePage[] = [];
  for (const site of sites) {
    const paths = site === 'main' ? [...new Set(Object.values(ROUTE_URLS))] : ['/', TRADE_PATH];
    for (const path of paths) pages.push({ site, path, chart: path === TRADE_PATH || path === FUTURES_PATH });
  }
  return pages;
}
