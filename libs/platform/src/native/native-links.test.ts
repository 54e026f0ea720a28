import { getSite } from '@exchange/site-registry';
import { nativeEntryLinkFor, nativeLinkFor } from './native-links';
import type { NativeAppInfo } from './native-bridge';

const site = getSite('main');
const origin = 'https://www.gate.example';
const android = (version: number): NativeAppInfo => ({ platform: 'android', version });
const ios = (version: number): NativeAppInfo => ({ platform: 'ios', version });
const app = android(700000);

describe('native deep links open the native screens inside the app (spec 2 §2)', () => {
  it.each([
    ['/trade/ETH_USDT', 'gateio://trade?pair=ETH_USDT'],
    ['/zh/trade/BTC_USDT', 'gateio://trade?pair=BTC_USDT'],
    ['/futures/USDT/BTC_USDT', 'gateio://futures?contract=BTC_USDT&settle=usdt'],
    ['/myaccount/kyc_home', 'gateio://kyc'],
    ['/strategybot', 'gateio://strategy'],
    ['/alpha/PEPE', 'gateio://memebox?token=PEPE'],
    ['/pilot', 'gateio://pilot'],
    ['/rewards_hub', `gateio://web?url=${encodeURIComponent(`${origin}/rewards_hub`)}`],
  ])('%s opens %s', (href, expected) => {
    expect(nativeLinkFor(href, app, site, origin)).toBe(expected);
  });

  it('pages without a native screen, other origins and the plain web load as usual', () => {
    expect(nativeLinkFor('/fee', app, site, origin)).toBeNull();
    expect(nativeLinkFor('https://other.example/trade/BTC_USDT', app, site, origin)).toBeNull();
    expect(nativeLinkFor('/trade/BTC_USDT', undefined, site, origin)).toBeNull();
  });
});

describe('alpha and pilot run their version gates (spec 2 §5)', () => {
  it('alpha: android 658020 / ios 202504080001 open the native screen, one less falls back to the web page', () => {
    expect(nativeLinkFor('/alpha', android(658020), site, origin)).toBe('gateio://memebox');
    expect(nativeLinkFor('/alpha', android(658019), site, origin)).toBeNull();
    expect(nativeLinkFor('/alpha', ios(202504080001), site, origin)).toBe('gateio://memebox');
    expect(nativeLinkFor('/alpha', ios(202504080000), site, origin)).toBeNull();
  });

  it('pilot: android 636000 / ios 202410300001 open the native screen, one less falls back to the web page', () => {
    expect(nativeLinkFor('/pilot', android(636000), site, origin)).toBe('gateio://pilot');
    expect(nativeLinkFor('/pilot', android(635999), site, origin)).toBeNull();
    expect(nativeLinkFor('/pilot', ios(202410300001), site, origin)).toBe('gateio://pilot');
    expect(nativeLinkFor('/pilot', ios(202410300000), site, origin)).toBeNull();
  });
});

describe('a link carrying the disable-intercept flag stays in the webview (spec 2 §2 growth tabs)', () => {
  it.each(['/rewards_hub?ch=referral_tab&title=Rewards+Hub&disable_intercept=1', '/competition/center?disable_intercept=1', '/trade/BTC_USDT?disable_intercept=1'])(
    '%s opens no native screen',
    (href) => expect(nativeLinkFor(href, app, site, origin)).toBeNull(),
  );

  it('the same page without the flag still opens natively', () => {
    expect(nativeLinkFor('/rewards_hub?ch=referral_tab', app, site, origin)).toMatch(/^gateio:\/\/web\?url=/);
  });
});

describe('app webviews open native login and signup (spec 2 §4)', () => {
  it.each([
    ['/login', 'gateio://login'],
    ['/zh/login', 'gateio://login'],
    ['/login?redirect=%2Fmyaccount%2Fsecurity', 'gateio://login'],
    ['/signup', 'gateio://signup'],
    ['/signup?ref_uid=AB12&ch=popup&x=1', 'gateio://signup?ref_uid=AB12&ch=popup'],
  ])('%s opens %s', (href, expected) => {
    expect(nativeLinkFor(href, app, site, origin)).toBe(expected);
    expect(nativeEntryLinkFor(href, site, origin)).toBe(expected);
  });

  it.each(['/login/reset', '/login/rebind', '/signups', '/bind'])('%s stays on the web', (href) => {
    expect(nativeLinkFor(href, app, site, origin)).toBeNull();
  });

  it('on the plain web nothing is native', () => {
    expect(nativeLinkFor('/login', undefined, site, origin)).toBeNull();
  });
});
