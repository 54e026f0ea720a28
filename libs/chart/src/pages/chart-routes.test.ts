import { CHART_ROUTES, ROUTE_PAGE_MODULES } from '@exchange/site-registry';
import { chartRoutes } from './chart-routes';

// Each page module is replaced by a marker that records its loading, so a route's own loader tells which module it opens.
const loaded: string[] = [];
jest.mock('./trade-page', () => (loaded.push('libs/chart/src/pages/trade-page.tsx'), {}));
jest.mock('./futures-page', () => (loaded.push('libs/chart/src/pages/futures-page.tsx'), {}));

it.each(CHART_ROUTES.map((route, index) => [route.path, route.page && ROUTE_PAGE_MODULES[route.page], index] as const))("the route table's %s opens %s through the chart's own loader", async (path, page, index) => {
  loaded.length = 0;
  jest.resetModules();
  expect(chartRoutes[index].path).toBe(path);
  await (chartRoutes[index].lazy as () => Promise<unknown>)().catch(() => undefined);
  expect(loaded).toEqual([page]);
});
