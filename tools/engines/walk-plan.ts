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

/**
 * The routes `npm test` walks on main: the ten a visitor's first visits go through (the Arabic home
 * is the language check at the end of the walk). Chromium's phones stage loads every inventory
 * route of every site; here an engine's own failures are what is looked for, and those live in
 * the shell, the chart and the stream that these pages hold.
 */
export const SMOKE_PATHS: readonly string[] = [
  '/',
  TRADE_PATH,
  FUTURES_PATH,
  ROUTE_URLS['/referral'],
  ROUTE_URLS['/rewards_hub'],
  ROUTE_URLS['/*'],
  ROUTE_URLS['/login'],
  ROUTE_URLS['/signup'],
  ROUTE_URLS['/launchpool'],
];

/**
 * Main's smoke routes (or with `allRoutes` every inventory route of main: `ENGINE_ROUTES=all npm
 * run engines`), then home and trade of every other site.
 */
export function enginePages(sites: readonly E2ESite[] = E2E_SITES, options: { allRoutes?: boolean } = {}): EnginePage[] {
  const pages: EnginePage[] = [];
  for (const site of sites) {
    const paths = site !== 'main' ? ['/', TRADE_PATH] : options.allRoutes ? [...new Set(Object.values(ROUTE_URLS))] : SMOKE_PATHS;
    for (const path of paths) pages.push({ site, path, chart: path === TRADE_PATH || path === FUTURES_PATH });
  }
  return pages;
}
