/** @jest-environment node */
import { GROWTH_TABS, type GrowthTabId } from './growth-tabs';
import { GROWTH_TAB_CHANNEL_CODES, growthBasePath, growthTab, growthTabChannel, growthTabHref, visibleGrowthTabs } from './growth-tabs-rules';

describe('growth tab table', () => {
  it('has the five spec routes', () => {
    expect(GROWTH_TABS.map((t) => t.path)).toEqual([
      'rewards_hub',
      'competition/center',
      'referral',
      'referral/affiliate',
      'referral/broker',
    ]);
  });

  it('shows affiliate and broker only when flagged', () => {
    const ids = (flags: { affiliate: boolean; broker: boolean }) => visibleGrowthTabs(flags).map((t) => t.id);
    expect(ids({ affiliate: false, broker: false })).toEqual(['rewards', 'activity', 'referral']);
    expect(ids({ affiliate: true, broker: true })).toEqual(['rewards', 'activity', 'referral', 'affiliate', 'broker']);
    expect(ids({ affiliate: false, broker: true })).toEqual(['rewards', 'activity', 'referral', 'broker']);
  });

  it('a site that hides referral (hiddenReferral) shows none of the referral group, even to a flagged user', () => {
    const ids = visibleGrowthTabs({ affiliate: true, broker: true }, { hiddenReferral: true }).map((t) => t.id);
    expect(ids).toEqual(['rewards', 'activity']);
    expect(visibleGrowthTabs({ affiliate: false, broker: false }, { hiddenReferral: false }).map((t) => t.id)).toEqual([
      'rewards',
      'activity',
      'referral',
    ]);
  });
});

describe('growthTabHref', () => {
  it('adds ch for a listed pair and nothing for an unlisted one', () => {
    expect(growthTabHref('rewards', 'activity')).toBe('/competition/center?ch=rewards_hub_tab');
    expect(growthTabHref('referral', 'affiliate')).toBe('/referral/affiliate');
    expect(growthTabHref('affiliate', 'broker')).toBe('/referral/broker');
  });

  it('every table entry is used by exactly its pair', () => {
    for (const [pair, code] of Object.entries(GROWTH_TAB_CHANNEL_CODES)) {
      const [from, to] = pair.split('>') as [GrowthTabId, GrowthTabId];
      expect(growthTabChannel(from, to)).toBe(code);
      expect(growthTabHref(from, to)).toContain(`ch=${code}`);
    }
    expect(growthTabChannel('affiliate', 'rewards')).toBeUndefined();
  });

  it('inside the app webview adds the title and disable-intercept flag', () => {
    expect(growthTabHref('rewards', 'referral', { inApp: true, title: 'Referral' })).toBe(
      '/referral?ch=rewards_hub_tab&title=Referral&disable_intercept=1',
    );
    expect(growthTabHref('referral', 'broker', { inApp: true, title: 'Broker' })).toBe(
      '/referral/broker?title=Broker&disable_intercept=1',
    );
  });

  it('inside the app webview without a title adds only the disable-intercept flag', () => {
    expect(growthTabHref('referral', 'broker', { inApp: true })).toBe('/referral/broker?disable_intercept=1');
    expect(growthTabHref('referral', 'broker', { inApp: true, title: '' })).toBe('/referral/broker?disable_intercept=1');
  });

  it('on the web adds neither', () => {
    expect(growthTabHref('referral', 'broker', { inApp: false, title: 'Broker' })).toBe('/referral/broker');
  });

  it('keeps the locale prefix', () => {
    expect(growthBasePath('/zh/referral/affiliate', 'affiliate')).toBe('/zh');
    expect(growthBasePath('/referral/', 'referral')).toBe('');
    expect(growthTabHref('referral', 'rewards', { basePath: '/zh' })).toBe('/zh/rewards_hub?ch=referral_tab');
  });

  it('reads the locale prefix past one or more trailing slashes', () => {
    expect(growthBasePath('/zh/referral/affiliate/', 'affiliate')).toBe('/zh');
    expect(growthBasePath('/zh/referral/affiliate//', 'affiliate')).toBe('/zh');
  });

  it('gives no prefix for a pathname that is not the current tab\'s', () => {
    expect(growthBasePath('/zh/rewards_hub', 'referral')).toBe('');
  });
});

describe('growthTab', () => {
  it('gives the tab with the id, and refuses an unknown id by name', () => {
    expect(growthTab('broker').path).toBe('referral/broker');
    expect(() => growthTab('nope' as GrowthTabId)).toThrow(/nope/);
  });
});
