import { ROUTE_URLS } from '../routes/route-inventory';
import { E2E_SITES } from '../e2e/sites';
import { enginePages, FUTURES_PATH, SMOKE_PATHS, TRADE_PATH } from './walk-plan';

describe('the engines walk plan', () => {
  const pages = enginePages();

  it('walks the ten routes of a first visit on main (the Arabic home last), each an inventory route', () => {
    const main = pages.filter((page) => page.site === 'main').map((page) => page.path);
    expect(main).toEqual([...SMOKE_PATHS]);
    expect(main).toHaveLength(9);
    for (const path of main) expect(Object.values(ROUTE_URLS)).toContain(path);
  });

  it('asked for all routes, walks every inventory route of main once each', () => {
    const main = enginePages(E2E_SITES, { allRoutes: true }).filter((page) => page.site === 'main').map((page) => page.path);
    expect(new Set(main)).toEqual(new Set(Object.values(ROUTE_URLS)));
    expect(main).toHaveLength(new Set(main).size);
  });

  it('walks home and trade of every other site', () => {
    for (const site of E2E_SITES.filter((s) => s !== 'main')) {
      expect(pages.filter((page) => page.site === site).map((page) => page.path)).toEqual(['/', TRADE_PATH]);
    }
  });

  it('checks the chart on trade and futures only', () => {
    expect(new Set(pages.filter((page) => page.chart).map((page) => page.path))).toEqual(new Set([TRADE_PATH, FUTURES_PATH]));
    expect(Object.values(ROUTE_URLS)).toContain(FUTURES_PATH);
  });
});
