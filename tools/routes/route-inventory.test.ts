import type { RouteObject } from 'react-router';
import { chartRoutes } from '@exchange/chart';
import { growthRoutes } from '@exchange/growth';
import { passkeyRoutes } from '@exchange/passkey';
import { buildRouteTree, createTestServices } from '@exchange/shell/testing';
import { getSite, ROUTE_TABLE, routeFor } from '@exchange/site-registry';
import { LOGGED_IN_ROUTES, ROUTE_URLS } from './route-inventory';

/** The path pattern of every leaf route below `routes`, joined from its parents. */
function leafPatterns(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? prefix : route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    return route.children ? leafPatterns(route.children, path) : [path || '/'];
  });
}

describe('route inventory', () => {
  // The main site mounts every feature (apps/main/src/main.tsx), so its tree is the union.
  const tree = buildRouteTree('main', [...chartRoutes, ...growthRoutes, ...passkeyRoutes], createTestServices());
  const unprefixed = tree.find((route) => route.path === '/');

  const tablePatterns = [...ROUTE_TABLE.map((route) => `/${route.path}`), '/*'].sort();

  it("the router mounts exactly the route table's routes (and its catch-all)", () => {
    expect(unprefixed).toBeDefined();
    expect([...new Set(leafPatterns(unprefixed?.children ?? []))].sort()).toEqual(tablePatterns);
  });

  it('has one URL for every route of the table, and none for a route that is gone', () => {
    expect(Object.keys(ROUTE_URLS).sort()).toEqual(tablePatterns);
  });

  it.each(Object.entries(ROUTE_URLS))('the URL for %s opens that route', (pattern, url) => {
    expect(routeFor(url, getSite('main'))?.path ?? '*').toBe(pattern.slice(1));
  });

  it('serves the same routes under the language prefix', () => {
    const prefixed = tree.find((route) => route.path === '/:lang');
    expect(leafPatterns(prefixed?.children ?? []).sort()).toEqual(leafPatterns(unprefixed?.children ?? []).sort());
  });

  it('names only inventoried routes as logged-in only', () => {
    for (const route of LOGGED_IN_ROUTES) expect(ROUTE_URLS).toHaveProperty([route]);
  });
});
