import type { RouteObject } from 'react-router';
import { GROWTH_ROUTES, type RouteSpec } from '@exchange/site-registry';
import { GROWTH_TABS } from './tabs/growth-tabs';

/** The router entry of one of the route table's growth routes. */
function growthRoute(route: RouteSpec): RouteObject {
  if (route.page === 'signup') {
    return { path: route.path, lazy: async () => ({ Component: (await import('./signup/signup-page')).SignupPage }) };
  }
  const tab = GROWTH_TABS.find((candidate) => candidate.path === route.path);
  if (route.page !== 'growthTab' || !tab) throw new Error(`growth has no page for the route ${route.path}`);
  return {
    path: route.path,
    lazy: async () => {
      const { GrowthTabPage } = await import('./tabs/growth-tab-page');
      return { Component: () => <GrowthTabPage tab={tab.id} /> };
    },
  };
}

/**
 * Growth routes (the route table's growth entries; relative, no leading slash; the shell mounts
 * them with and without the language prefix): /rewards_hub, /competition/center, /referral,
 * /referral/affiliate, /referral/broker and the /signup entry.
 */
export const growthRoutes: RouteObject[] = GROWTH_ROUTES.map(growthRoute);
