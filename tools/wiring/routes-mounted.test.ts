import type { RouteObject } from 'react-router';
import { chartRoutes } from '@exchange/chart';
import { growthRoutes } from '@exchange/growth';
import { passkeyRoutes } from '@exchange/passkey';
import { buildRouteTree, createTestServices } from '@exchange/shell/testing';
import { getSite, ROUTE_TABLE } from '@exchange/site-registry';

/** The path pattern of every leaf route below `routes`, joined from its parents. */
function leafPatterns(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? prefix : route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    return route.children ? leafPatterns(route.children, path) : [path || '/'];
  });
}

describe('the routes every feature mounts', () => {
  // The main site mounts every feature (apps/main/src/app.tsx), so its tree is the union.
  const tree = buildRouteTree(getSite('main'), [...chartRoutes, ...growthRoutes, ...passkeyRoutes], createTestServices());
  const unprefixed = tree.find((route) => route.path === '/');

  it("are exactly the route table's routes (and the catch-all), the ones tools/routes/route-inventory.ts gives a URL each", () => {
    const tablePatterns = [...ROUTE_TABLE.map((route) => `/${route.path}`), '/*'].sort();
    expect(unprefixed).toBeDefined();
    expect([...new Set(leafPatterns(unprefixed?.children ?? []))].sort()).toEqual(tablePatterns);
  });

  it('are the same under the language prefix', () => {
    const prefixed = tree.find((route) => route.path === '/:lang');
    expect(leafPatterns(prefixed?.children ?? []).sort()).toEqual(leafPatterns(unprefixed?.children ?? []).sort());
  });
});
