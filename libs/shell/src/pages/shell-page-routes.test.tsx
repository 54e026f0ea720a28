import { getSite, SHELL_ROUTES, ROUTE_PAGE_MODULES } from '@exchange/site-registry';
import { preloadRouteChunks } from '../app-shell/app-shell';
import { shellPageRoutes } from './shell-page-routes';

// Each lazy page module is replaced by a marker that records its loading, so a route's own loader tells which module it opens.
const loaded: string[] = [];
jest.mock('./account-page', () => (loaded.push('libs/shell/src/pages/account-page.tsx'), {}));
jest.mock('../regional/declaration/declaration-form', () => (loaded.push('libs/shell/src/regional/declaration/declaration-form.tsx'), {}));
jest.mock('./not-found/not-found-page', () => (loaded.push('libs/shell/src/pages/not-found/not-found-page.tsx'), {}));
jest.mock('./home-page', () => (loaded.push('libs/shell/src/pages/home-page.tsx'), {}));
jest.mock('./product-page', () => (loaded.push('libs/shell/src/pages/product-page.tsx'), { productPage: () => null }));
jest.mock('./info-page', () => (loaded.push('libs/shell/src/pages/info-page.tsx'), { infoPage: () => null }));
jest.mock('../compliance/compliance-tips-page/compliance-tips-page', () => (loaded.push('libs/shell/src/compliance/compliance-tips-page/compliance-tips-page.tsx'), {}));

describe("the shell's pages", () => {
  it("are the route table's shell routes, in its order (the home page is the index route)", () => {
    expect(shellPageRoutes().map((route) => route.path)).toEqual(SHELL_ROUTES.filter((route) => route.path !== '').map((route) => route.path));
  });

  it.each(SHELL_ROUTES.filter((route) => route.page && route.path !== '' && !route.notFound).map((route) => [route.path, route.page && ROUTE_PAGE_MODULES[route.page]] as const))("the route table's %s opens %s through the shell's own loader", async (path, page) => {
    loaded.length = 0;
    jest.resetModules();
    const route = shellPageRoutes().find((candidate) => candidate.path === path);
    await (route?.lazy as () => Promise<unknown>)().catch(() => undefined);
    expect(loaded).toEqual([page]);
  });

  it("the route table's home opens its module through the shell's index route", async () => {
    loaded.length = 0;
    preloadRouteChunks(getSite('main'), [], '/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([ROUTE_PAGE_MODULES[SHELL_ROUTES.find((spec) => spec.path === '')?.page ?? 'account']]);
  });

  it("the route table's not-found page opens its module wherever the app shows it: /404, an unknown path, a hidden feature's route", async () => {
    const notFound = SHELL_ROUTES.find((spec) => spec.notFound);
    // A feature's referral route, mounted as the growth lib mounts it (EU hides referral).
    const referral = [{ path: 'referral', lazy: async () => (loaded.push('referral'), { Component: () => null }) }];
    for (const [site, path, expected] of [
      ['main', '/404', ROUTE_PAGE_MODULES[notFound?.page ?? 'home']],
      ['main', '/zh/no/such/page', ROUTE_PAGE_MODULES[notFound?.page ?? 'home']],
      ['eu', '/referral', ROUTE_PAGE_MODULES[notFound?.page ?? 'home']],
      ['main', '/referral', 'referral'],
    ] as const) {
      loaded.length = 0;
      jest.resetModules();
      const { preloadRouteChunks: fresh } = await import('../app-shell/app-shell');
      fresh(getSite(site), referral, path);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect([site, path, loaded]).toEqual([site, path, [expected]]);
    }
  });

  it('give every other route an element of its own', () => {
    for (const route of shellPageRoutes().filter((candidate) => !candidate.lazy)) expect([route.path, route.element !== undefined]).toEqual([route.path, true]);
  });
});
