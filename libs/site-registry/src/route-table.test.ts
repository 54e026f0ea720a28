import fc from 'fast-check';
import { matchPath } from 'react-router';
import { getSite } from './sites';
import { isHiddenRoute, isNotFoundPath, matchesRoute, ROUTE_TABLE, routeFor, routePatternSource } from './route-table';

describe('route patterns', () => {
  it('turn into regex sources as the router reads them', () => {
    expect(routePatternSource('/trade/:pair?')).toBe('/trade(?:/[^/]+)?');
    expect(routePatternSource('copytrading/*')).toBe('/copytrading(?:/.*)?');
    expect(routePatternSource('about_us')).toBe('/about_us');
    expect(routePatternSource('')).toBe('');
  });

  const paths = ['/', '/trade', '/trade/', '/trade/BTC_USDT', '/TRADE/btc', '/trade/a/b', '/futures/usdt', '/futures/usdt/BTC_USDT', '/futures/usdt/BTC_USDT/x',
    '/copytrading', '/copytrading/trader/futures/7', '/copytradingx', '/myaccount', '/myaccount/security', '/myaccount/profile/passkey-manager', '/referral/affiliate/', '/404', '/about_us', '/about-us/x'];

  it.each(ROUTE_TABLE.map((route) => route.path))('"%s" matches exactly the paths the router matches', (pattern) => {
    for (const path of paths) expect([path, matchesRoute(pattern, path)]).toEqual([path, matchPath({ path: `/${pattern}`, end: true }, path) !== null]);
  });

  it('agree with the router on any path made of route-like segments', () => {
    const segment = fc.constantFrom('trade', 'futures', 'usdt', 'BTC_USDT', 'referral', 'affiliate', 'myaccount', 'profile', 'passkey-manager', 'copytrading', 'c2c', '404', 'x', 'Trade');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), (segments, slash) => {
        const path = `/${segments.join('/')}${slash && segments.length ? '/' : ''}`;
        for (const { path: pattern } of ROUTE_TABLE) expect(matchesRoute(pattern, path)).toBe(matchPath({ path: `/${pattern}`, end: true }, path) !== null);
      }),
    );
  });
});

describe('the route a path opens', () => {
  const main = getSite('main');
  it('is the most specific match, as the router ranks them', () => {
    expect(routeFor('/myaccount/profile/passkey-manager', main)?.path).toBe('myaccount/profile/passkey-manager');
    expect(routeFor('/myaccount/profile', main)?.path).toBe('myaccount/*');
    expect(routeFor('/referral/affiliate', main)?.path).toBe('referral/affiliate');
    expect(routeFor('/', main)?.path).toBe('');
    expect(routeFor('/no/such/page', main)).toBeUndefined();
  });
});

// Spec 1 §2 and spec 2 §2: the not-found page shows on /404, on every path no route opens, and on
// the routes of a feature the site hides.
describe('the not-found decision', () => {
  const main = getSite('main');
  const eu = getSite('eu');
  it.each(['/404', '/404/', '/no/such/page', '/tradex', '/trade/BTC_USDT/extra', '/referral/unknown', '/auth/callback'])('%s is not found on main', (path) => {
    expect(isNotFoundPath(path, main)).toBe(true);
  });
  it.each(['/', '/trade', '/trade/BTC_USDT', '/futures/usdt/BTC_USDT', '/myaccount/security', '/referral', '/referral/broker', '/login', '/signup', '/price/bitcoin-btc'])('%s is a page on main', (path) => {
    expect(isNotFoundPath(path, main)).toBe(false);
  });
  it('EU hides referral: its routes are not found there, and hidden, while its other pages stay', () => {
    for (const path of ['/referral', '/referral/', '/referral/affiliate', '/referral/broker']) {
      expect([path, isNotFoundPath(path, eu), isHiddenRoute(path, eu)]).toEqual([path, true, true]);
    }
    expect(isHiddenRoute('/referrals', eu)).toBe(false);
    expect(isNotFoundPath('/rewards_hub', eu)).toBe(false);
    expect(isHiddenRoute('/referral', main)).toBe(false);
  });
  it('hiddenAppDownload hides no page: Turkey keeps its download page /mobileapp (spec 2 §2)', () => {
    const turkey = getSite('turkey');
    expect(turkey.hiddenAppDownload).toBe(true);
    expect(isNotFoundPath('/mobileapp', turkey)).toBe(false);
    expect(isNotFoundPath('/appdownload', turkey)).toBe(false);
  });
  it('only the routes given count, so an app that mounts fewer features has fewer pages', () => {
    expect(isNotFoundPath('/trade', main, ROUTE_TABLE.filter((route) => !route.path.startsWith('trade')))).toBe(true);
  });
});

describe('the table', () => {
  it('lists each route once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('marks the account pages as logged-in only, as the protected-path rule does (spec 2 §4)', () => {
    expect(ROUTE_TABLE.filter((route) => route.login).map((route) => route.path)).toEqual(['myaccount/*', 'myaccount/profile/passkey-manager']);
  });
});
