/** @jest-environment node */
import { getSite, getSiteLanguages, isHiddenRoute } from '@exchange/site-registry';
import { ROUTE_URLS } from './route-inventory';
import { headPlan } from '@exchange/edge';

const SITES = ['main', 'turkey', 'eu', 'us', 'hk', 'japan'] as const;

describe('the head plan', () => {
  it.each(SITES)('%s: a head for every public route of the inventory, in every language the site serves', (key) => {
    const plan = headPlan(key);
    const site = getSite(key);
    expect(plan.languages.map((language) => language.code)).toEqual(getSiteLanguages(key));
    const keys = new Set(plan.pages.map((page) => page.key));
    for (const [pattern, url] of Object.entries(ROUTE_URLS)) {
      if (isHiddenRoute(url, site)) continue;
      const first = pattern === '/*' || pattern === '/404' ? '404' : pattern === '/' ? 'home' : pattern.slice(1).split('/').filter((part) => part !== '*' && !part.startsWith(':')).join('/');
      expect([...keys].some((k) => k === first || (first.startsWith('myaccount') && k === 'myaccount'))).toBe(true);
    }
    for (const page of plan.pages) expect(Object.keys(page.texts).sort()).toEqual([...getSiteLanguages(key)].sort());
  });

  it('every language but English has its own words on every page', () => {
    for (const key of SITES) {
      const plan = headPlan(key);
      const english = plan.languages.find((language) => language.code.startsWith('en'))?.code;
      if (!english) continue;
      for (const page of plan.pages) {
        for (const language of plan.languages.filter((item) => !item.code.startsWith('en'))) {
          expect(page.texts[language.code].title).not.toBe(page.texts[english].title);
          expect(page.texts[language.code].description).not.toBe(page.texts[english].description);
        }
      }
    }
  });

  it('a market head names its pair; the hidden referral pages have none; hreflang codes mean the language', () => {
    const main = headPlan('main');
    expect(main.pages.find((page) => page.key === 'trade/SOL_BTC')?.texts.en.title).toBe('SOL/BTC price and chart | Gate');
    expect(headPlan('eu').pages.some((page) => page.key.startsWith('referral'))).toBe(false);
    const hreflang = Object.fromEntries([...main.languages, ...headPlan('eu').languages, ...headPlan('us').languages].map((language) => [language.code, language.hreflang]));
    expect(hreflang).toMatchObject({ br: 'pt-BR', tw: 'zh-TW', vn: 'vi', 'en-eu': 'en', 'it-eu': 'it', 'en-us': 'en-US' });
    expect(main.languages.filter((language) => !language.indexable).map((language) => language.code)).toEqual(['nl', 'it']);
  });
});
