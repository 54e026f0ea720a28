import type { RouteObject } from 'react-router';
import { GROWTH_TABS, type GrowthTabId } from './tabs/growth-tabs-rules';

function tabRoute(tab: GrowthTabId, path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { GrowthTabPage } = await import('./tabs/growth-tab-page');
      return { Component: () => <GrowthTabPage tab={tab} /> };
    },
  };
}

/**
 * Growth routes (relative, no leading slash; the shell mounts them with and without the language
 * prefix): /rewards_hub, /competition/center, /referral, /referral/affiliate, /referral/broker
 * and the /signup entry.
 */
export const growthRoutes: RouteObject[] = [
  ...GROWTH_TABS.map((tab) => tabRoute(tab.id, tab.path)),
  {
    path: 'signup',
    lazy: async () => {
      const { SignupPage } = await import('./signup/signup-page');
      return { Component: SignupPage };
    },
  },
];
