import { getSite } from './sites';
import { hiddenFeatureRoutes, isHiddenRoute } from './hidden-routes';

describe('hidden features are unknown paths on the sites that hide them', () => {
  it('hiddenReferral takes /referral and everything below it away', () => {
    const eu = getSite('eu');
    expect(hiddenFeatureRoutes(eu)).toEqual(expect.arrayContaining(['/referral', '/referral/*']));
    expect(isHiddenRoute('/referral', eu)).toBe(true);
    expect(isHiddenRoute('/referral/', eu)).toBe(true);
    expect(isHiddenRoute('/referral/affiliate', eu)).toBe(true);
    expect(isHiddenRoute('/referrals', eu)).toBe(false);
    expect(isHiddenRoute('/trade/BTC_USDT', eu)).toBe(false);
  });

  it('a site that shows referral keeps its routes', () => {
    expect(isHiddenRoute('/referral', getSite('main'))).toBe(false);
    expect(hiddenFeatureRoutes(getSite('main'))).toEqual([]);
  });

  it('hiddenAppDownload hides no page: Turkey keeps its download page /mobileapp (spec 2 §2)', () => {
    const turkey = getSite('turkey');
    expect(turkey.hiddenAppDownload).toBe(true);
    expect(isHiddenRoute('/mobileapp', turkey)).toBe(false);
    expect(isHiddenRoute('/appdownload', turkey)).toBe(false);
  });
});
