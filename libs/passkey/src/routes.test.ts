import { PASSKEY_ROUTES, ROUTE_PAGE_MODULES } from '@exchange/site-registry';
import { passkeyRoutes } from './routes';

// Each page module is replaced by a marker that records its loading, so a route's own loader tells which module it opens.
const loaded: string[] = [];
jest.mock('./ui/passkey-manager-page/passkey-manager-page', () => (loaded.push('libs/passkey/src/ui/passkey-manager-page/passkey-manager-page.tsx'), {}));
jest.mock('./ui/login-page/login-page', () => (loaded.push('libs/passkey/src/ui/login-page/login-page.tsx'), {}));

it.each(PASSKEY_ROUTES.map((route, index) => [route.path, route.page && ROUTE_PAGE_MODULES[route.page], index] as const))("the route table's %s opens %s through passkey's own loader", async (path, page, index) => {
  loaded.length = 0;
  jest.resetModules();
  expect(passkeyRoutes[index].path).toBe(path);
  await (passkeyRoutes[index].lazy as () => Promise<unknown>)().catch(() => undefined);
  expect(loaded).toEqual([page]);
});
