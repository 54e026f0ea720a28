import { SHELL_ROUTES, ROUTE_PAGE_MODULES } from '@exchange/site-registry';
import { shellPageRoutes } from './shell-page-routes';

// Each lazy page module is replaced by a marker that records its loading, so a route's own loader tells which module it opens.
const loaded: string[] = [];
jest.mock('./account-page', () => (loaded.push('libs/shell/src/pages/account-page.tsx'), {}));
jest.mock('../regional/declaration/declaration-form', () => (loaded.push('libs/shell/src/regional/declaration/declaration-form.tsx'), {}));

describe("the shell's pages", () => {
  it("are the route table's shell routes, in its order (the home page is the index route)", () => {
    expect(shellPageRoutes().map((route) => route.path)).toEqual(SHELL_ROUTES.filter((route) => route.path !== '').map((route) => route.path));
  });

  it.each(SHELL_ROUTES.filter((route) => route.page).map((route) => [route.path, route.page && ROUTE_PAGE_MODULES[route.page]] as const))("the route table's %s opens %s through the shell's own loader", async (path, page) => {
    loaded.length = 0;
    jest.resetModules();
    const route = shellPageRoutes().find((candidate) => candidate.path === path);
    await (route?.lazy as () => Promise<unknown>)().catch(() => undefined);
    expect(loaded).toEqual([page]);
  });

  it('give every other route an element of its own', () => {
    for (const route of shellPageRoutes().filter((candidate) => !candidate.lazy)) expect([route.path, route.element !== undefined]).toEqual([route.path, true]);
  });
});
