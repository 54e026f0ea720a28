import { GROWTH_ROUTES, ROUTE_PAGE_MODULES } from '@exchange/site-registry';
import { growthRoutes } from './routes';

// Each page module is replaced by a marker that records its loading, so a route's own loader tells which module it opens.
const loaded: string[] = [];
jest.mock('./tabs/growth-tab-page', () => (loaded.push('libs/growth/src/tabs/growth-tab-page.tsx'), {}));
jest.mock('./signup/signup-page', () => (loaded.push('libs/growth/src/signup/signup-page.tsx'), {}));

it.each(GROWTH_ROUTES.map((route, index) => [route.path, route.page && ROUTE_PAGE_MODULES[route.page], index] as const))("the route table's %s opens %s through growth's own loader", async (path, page, index) => {
  loaded.length = 0;
  jest.resetModules();
  expect(growthRoutes[index].path).toBe(path);
  await (growthRoutes[index].lazy as () => Promise<unknown>)().catch(() => undefined);
  expect(loaded).toEqual([page]);
});
