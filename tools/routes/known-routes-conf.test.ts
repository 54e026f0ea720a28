/** @jest-environment node */
import { SITE_KEYS } from '@exchange/site-registry';
import { routePatternSource } from '@exchange/site-registry';
import { knownRoutesConf, knownRoutesRegex } from '@exchange/edge';
import { ROUTE_URLS } from './route-inventory';

const matches = (site: Parameters<typeof knownRoutesRegex>[0], url: string) => new RegExp(knownRoutesRegex(site)).test(url);
const inventoryUrls = Object.entries(ROUTE_URLS)
  .filter(([pattern]) => pattern !== '/*' && pattern !== '/404')
  .map(([, url]) => url);

describe('the generated nginx routes', () => {
  it('turns router patterns into regexes', () => {
    expect(routePatternSource('/trade/:pair?')).toBe('/trade(?:/[^/]+)?');
    expect(routePatternSource('/copytrading/*')).toBe('/copytrading(?:/.*)?');
    expect(routePatternSource('/about_us')).toBe('/about_us');
  });

  it.each(inventoryUrls)('main knows %s, with and without a language prefix', (url) => {
    expect(matches('main', url)).toBe(true);
    expect(matches('main', `/zh${url === '/' ? '' : url}`)).toBe(true);
    expect(matches('main', `/en-eu${url === '/' ? '/' : url}`)).toBe(true);
  });

  it('unknown paths, /404 and hidden features are not known routes', () => {
    for (const url of ['/no/such/page', '/zh/no/such/page', '/404', '/tradex', '/foo']) expect(matches('main', url)).toBe(false);
    expect(matches('eu', '/referral')).toBe(false);
    expect(matches('eu', '/de/referral/affiliate')).toBe(false);
    expect(matches('main', '/referral/affiliate')).toBe(true);
  });

  it('writes a location for every site', () => {
    for (const site of SITE_KEYS) expect(knownRoutesConf(site)).toMatch(/^location ~ "\^.*\$" \{$/m);
  });
});
