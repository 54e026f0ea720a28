import {
  CHANNEL_QUERY_PARAM,
  WEBVIEW_DISABLE_INTERCEPT_PARAM,
  WEBVIEW_DISABLE_INTERCEPT_VALUE,
  WEBVIEW_TITLE_PARAM,
} from '../constants';
import { isHiddenRoute, type SiteConfig } from '@exchange/site-registry';
import type { ReferralTabFlags } from '../referral/referral-info';
import { GROWTH_TABS, type GrowthTab, type GrowthTabId } from './growth-tabs';

/**
 * The one table of channel codes `ch` added when switching between tabs (the spec names neither
 * the pairs nor the codes; see docs/parts/growth-decisions.md). Keyed `from>to`; a pair that is
 * not listed adds no `ch`.
 */
export const GROWTH_TAB_CHANNEL_CODES: Readonly<Partial<Record<`${GrowthTabId}>${GrowthTabId}`, string>>> = {
  'rewards>activity': 'rewards_hub_tab',
  'rewards>referral': 'rewards_hub_tab',
  'activity>rewards': 'competition_center_tab',
  'activity>referral': 'competition_center_tab',
  'referral>rewards': 'referral_tab',
  'referral>activity': 'referral_tab',
};

/** The tab with this id. */
export function growthTab(id: GrowthTabId): GrowthTab {
  const tab = GROWTH_TABS.find((t) => t.id === id);
  if (!tab) throw new Error(`unknown growth tab ${id}`);
  return tab;
}

/**
 * Tabs a user sees: unflagged ones always, affiliate/broker only when flagged; none whose route
 * the site hides (`hiddenReferral` takes the whole referral group).
 */
// Stryker disable next-line ObjectLiteral: a site without hiddenReferral hides nothing, as one with hiddenReferral false does
export function visibleGrowthTabs(flags: ReferralTabFlags, site: Pick<SiteConfig, 'hiddenReferral'> = { hiddenReferral: false }): GrowthTab[] {
  return GROWTH_TABS.filter((tab) => (!tab.flag || flags[tab.flag]) && !isHiddenRoute(`/${tab.path}`, site));
}

/** Channel code for a switch, or `undefined` when the pair carries none. */
export function growthTabChannel(from: GrowthTabId, to: GrowthTabId): string | undefined {
  return GROWTH_TAB_CHANNEL_CODES[`${from}>${to}`];
}

/**
 * The site prefix before the current tab's path, e.g. `/zh` for `/zh/referral/affiliate`
 * (English has no prefix, so `''`).
 */
export function growthBasePath(pathname: string, current: GrowthTabId): string {
  const suffix = `/${growthTab(current).path}`;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed.endsWith(suffix) ? trimmed.slice(0, -suffix.length) : '';
}

/** Options of {@link growthTabHref}. */
export interface GrowthTabHrefOptions {
  /** Site prefix from {@link growthBasePath}. */
  basePath?: string;
  /** Inside the mobile-app webview: adds the title and disable-intercept flag. */
  inApp?: boolean;
  /** Title the app shows for the destination (webview only). */
  title?: string;
}

/** The href of a tab switch `from` -> `to` (§2): channel code for listed pairs, webview title and flag. */
export function growthTabHref(from: GrowthTabId, to: GrowthTabId, options: GrowthTabHrefOptions = {}): string {
  const params = new URLSearchParams();
  const channel = growthTabChannel(from, to);
  if (channel) params.set(CHANNEL_QUERY_PARAM, channel);
  if (options.inApp) {
    if (options.title) params.set(WEBVIEW_TITLE_PARAM, options.title);
    params.set(WEBVIEW_DISABLE_INTERCEPT_PARAM, WEBVIEW_DISABLE_INTERCEPT_VALUE);
  }
  const query = params.toString();
  return `${options.basePath ?? ''}/${growthTab(to).path}${query ? `?${query}` : ''}`;
}
