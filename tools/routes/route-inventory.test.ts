import { getSite, ROUTE_TABLE, routeFor } from '@exchange/site-registry';
import { LOGGED_IN_ROUTES, ROUTE_URLS } from './route-inventory';

// That the router mounts exactly the route table is tools/wiring/routes-mounted.test.ts's check:
// it needs every feature lib, and this file's project (tools) should not.
describe('route inventory', () => {
  const tablePatterns = [...ROUTE_TABLE.map((route) => `/${route.path}`), '/*'].sort();

  it('has one URL for every route of the table, and none for a route that is gone', () => {
    expect(Object.keys(ROUTE_URLS).sort()).toEqual(tablePatterns);
  });

  it.each(Object.entries(ROUTE_URLS))('the URL for %s opens that route', (pattern, url) => {
    expect(routeFor(url, getSite('main'))?.path ?? '*').toBe(pattern.slice(1));
  });

  it('names only inventoried routes as logged-in only', () => {
    for (const route of LOGGED_IN_ROUTES) expect(ROUTE_URLS).toHaveProperty([route]);
  });
});
