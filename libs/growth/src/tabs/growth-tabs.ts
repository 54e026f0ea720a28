import type { ReferralTabFlags } from '../referral/referral-info';

// Apart from the tab rules: the router's table names the tabs in everyone's first load, and the
// rules load with the growth pages.

/** Every growth tab (§2 "Growth tabs"). */
export type GrowthTabId = 'rewards' | 'activity' | 'referral' | 'affiliate' | 'broker';
/** The three tab groups. */
type GrowthTabGroup = 'rewards' | 'activity' | 'referral';

/** One growth tab: its route path (relative, no leading slash) and group. */
export interface GrowthTab {
  id: GrowthTabId;
  path: string;
  group: GrowthTabGroup;
  /** Shown only when the referral info flags the user (§6). */
  flag?: keyof ReferralTabFlags;
}

/** The growth tabs in display order. */
export const GROWTH_TABS: readonly GrowthTab[] = [
  { id: 'rewards', path: 'rewards_hub', group: 'rewards' },
  { id: 'activity', path: 'competition/center', group: 'activity' },
  { id: 'referral', path: 'referral', group: 'referral' },
  { id: 'affiliate', path: 'referral/affiliate', group: 'referral', flag: 'affiliate' },
  { id: 'broker', path: 'referral/broker', group: 'referral', flag: 'broker' },
];
