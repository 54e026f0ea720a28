import type { Metric } from 'web-vitals';
import { VITALS_EVENT, VITALS_FORCE_COOKIE, VITALS_SAMPLE_RATE } from '../../services/constants';
import { registerRouteTree, routePatternOf } from './route-pattern';
import { forceSwitchOn, hasCookieConsent, isSampled, startVitals, VITALS_METRICS, vitalsProps, type VitalsOptions } from './vitals';

const tree = [
  {
    path: '/',
    children: [
      { index: true },
      { path: 'trade/:symbol' },
      { path: 'referral' },
      { path: '*' },
    ],
  },
  { path: '/:lang', children: [{ index: true }, { path: 'trade/:symbol' }, { path: '*' }] },
];

function metric(name: Metric['name'], value: number): Metric {
  return { name, value, delta: value, rating: 'good', id: `v5-${name}`, navigationType: 'navigate', entries: [] } as unknown as Metric;
}

/** Fake web-vitals listeners: `fire(name, value)` reports through whatever startVitals registered. */
function fakeListeners() {
  const reporters = new Map<string, (m: Metric) => void>();
  const listeners = Object.fromEntries(VITALS_METRICS.map((name) => [name, (report: (m: Metric) => void) => void reporters.set(name, report)])) as unknown as VitalsOptions['listeners'];
  return { listeners, fire: (name: Metric['name'], value: number) => reporters.get(name)?.(metric(name, value)), registered: () => [...reporters.keys()] };
}

describe('route pattern', () => {
  it('names the matched pattern, never the path or query', () => {
    expect(routePatternOf('/', tree)).toBe('/');
    expect(routePatternOf('/trade/BTC_USDT', tree)).toBe('/trade/:symbol');
    expect(routePatternOf('/ar/trade/ETH_USDT', tree)).toBe('/:lang/trade/:symbol');
    // The router's own match: an unknown two-segment path is the catch-all under the language route.
    expect(routePatternOf('/no-such-page/for/me@example.com', tree)).toBe('/:lang/*');
    expect(routePatternOf('/ar/no/such/page', tree)).toBe('/:lang/*');
    expect(routePatternOf('/referral', undefined)).toBe('unknown');
  });
});

describe('sampling', () => {
  it('reports a page view under the sample rate and not at or over it', () => {
    expect(isSampled({ sampleRate: 0.1, random: () => 0.0999 })).toBe(true);
    expect(isSampled({ sampleRate: 0.1, random: () => 0.1 })).toBe(false);
    expect(VITALS_SAMPLE_RATE).toBeGreaterThan(0);
    expect(VITALS_SAMPLE_RATE).toBeLessThanOrEqual(1);
  });

  it('the force switch reports every page view; only `all` sets it', () => {
    expect(forceSwitchOn((name) => (name === VITALS_FORCE_COOKIE ? 'all' : undefined))).toBe(true);
    expect(forceSwitchOn(() => 'some')).toBe(false);
    expect(isSampled({ forced: true, sampleRate: 0, random: () => 0.5 })).toBe(true);
    expect(isSampled({ forced: false, sampleRate: 0, random: () => 0.5 })).toBe(false);
  });

  it('ignores the force switch in a build without the mock toolbar (jest builds have none, like a release)', () => {
    const fake = fakeListeners();
    const sampled = startVitals({ siteKey: 'main', sampleRate: 0, random: () => 0.5, readCookie: (name) => (name === VITALS_FORCE_COOKIE ? 'all' : undefined), listeners: fake.listeners });
    expect(sampled).toBe(false);
    expect(fake.registered()).toEqual([]);
  });
});

describe('reports', () => {
  beforeEach(() => registerRouteTree(tree));

  const base = (cookies: Record<string, string>, fake: ReturnType<typeof fakeListeners>, sent: Array<[string, unknown]>): VitalsOptions => ({
    siteKey: 'eu',
    random: () => 0,
    readCookie: (name) => cookies[name],
    pathname: () => '/trade/BTC_USDT',
    connectionType: () => '4g',
    track: (event, props) => sent.push([event, props]),
    flush: jest.fn(),
    isHidden: () => false,
    listeners: fake.listeners,
  });

  it('sends each of the five metrics with site, route pattern and connection, after consent only', () => {
    const cookies: Record<string, string> = {};
    const sent: Array<[string, unknown]> = [];
    const fake = fakeListeners();
    expect(startVitals(base(cookies, fake, sent))).toBe(true);
    expect(fake.registered().sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    fake.fire('FCP', 812.4);
    expect(sent).toEqual([]);
    // The cookies bar writes the consent cookie; the next report goes.
    cookies.cookie_consent_at = '1764000000000';
    fake.fire('LCP', 1234.6);
    fake.fire('CLS', 0.012345);
    expect(sent).toEqual([
      [VITALS_EVENT, { metric: 'LCP', value: 1235, delta: 1235, rating: 'good', id: 'v5-LCP', navigation_type: 'navigate', site: 'eu', route: '/trade/:symbol', connection: '4g' }],
      [VITALS_EVENT, expect.objectContaining({ metric: 'CLS', value: 0.0123, route: '/trade/:symbol' })],
    ]);
    expect(JSON.stringify(sent)).not.toContain('BTC_USDT');
  });

  it('registers nothing when the page view is not sampled', () => {
    const fake = fakeListeners();
    expect(startVitals({ ...base({}, fake, []), random: () => 0.99, sampleRate: 0.1 })).toBe(false);
    expect(fake.registered()).toEqual([]);
  });

  it('sends at once when the report comes as the page is hidden', () => {
    const fake = fakeListeners();
    const options = { ...base({ cookie_consent_at: '1' }, fake, []), isHidden: () => true };
    startVitals(options);
    fake.fire('INP', 96);
    expect(options.flush).toHaveBeenCalledTimes(1);
  });

  it('keeps only the figures: no URL, element or entries', () => {
    const props = vitalsProps({ ...metric('LCP', 100), entries: [{ url: 'https://x.example/?token=1' }] } as unknown as Metric, { site: 'main', route: '/', connection: 'unknown' });
    expect(Object.keys(props).sort()).toEqual(['connection', 'delta', 'id', 'metric', 'navigation_type', 'rating', 'route', 'site', 'value']);
    expect(hasCookieConsent(() => undefined)).toBe(false);
  });
});
