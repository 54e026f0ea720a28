import { NATIVE_VERSION_GATES } from '../constants';
import { setPlatformErrorSink } from '../monitoring/log-platform-error';
import { currentNativeApp, deepLinks, detectNativeApp, meetsVersionGate, runWithVersionGate, type VersionGatedFeature } from './native-bridge';
import { openDeepLink } from './open-deep-link';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 GateApp/android/658020';
const IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 GateApp/ios/202504080001';

describe('detectNativeApp', () => {
  it('reads platform and version from the user-agent marker', () => {
    expect(detectNativeApp(ANDROID_UA)).toEqual({ platform: 'android', version: 658020 });
    expect(detectNativeApp(IOS_UA)).toEqual({ platform: 'ios', version: 202504080001 });
  });

  it('reads the marker in any letter case, and names the platform in lower case', () => {
    expect(detectNativeApp('Mozilla/5.0 GATEAPP/ANDROID/658020')).toEqual({ platform: 'android', version: 658020 });
    expect(detectNativeApp('Mozilla/5.0 gateapp/Ios/202504080001')).toEqual({ platform: 'ios', version: 202504080001 });
  });

  it('reads the running browser', () => {
    const spy = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_UA);
    expect(currentNativeApp()).toEqual({ platform: 'ios', version: 202504080001 });
    spy.mockReturnValue('Mozilla/5.0 Chrome/126');
    expect(currentNativeApp()).toBeUndefined();
    spy.mockRestore();
  });

  it('sees no app when the browser will not tell its user agent', () => {
    const spy = jest.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(currentNativeApp()).toBeUndefined();
    spy.mockRestore();
  });

  it('sees the plain web as no app', () => {
    expect(detectNativeApp('Mozilla/5.0 (Windows NT 10.0) Chrome/126')).toBeUndefined();
    expect(detectNativeApp('GateApp/windows/1')).toBeUndefined();
    expect(detectNativeApp(undefined)).toBeUndefined();
    expect(detectNativeApp(null)).toBeUndefined();
    // Only a string is a user agent, not a value that merely prints as one.
    expect(detectNativeApp({ toString: () => ANDROID_UA } as unknown as string)).toBeUndefined();
    expect(detectNativeApp(IOS_UA)).toBeDefined();
    expect(detectNativeApp('')).toBeUndefined();
  });
});

describe('version gates (second spec §5)', () => {
  const cases: Array<[VersionGatedFeature, 'android' | 'ios', number]> = [
    ['alpha', 'android', 658020],
    ['alpha', 'ios', 202504080001],
    ['pilot', 'android', 636000],
    ['pilot', 'ios', 202410300001],
    ['imageShare', 'android', 653000],
    ['imageShare', 'ios', 202503100001],
  ];

  it('names the spec versions', () => {
    for (const [feature, platform, version] of cases) expect(NATIVE_VERSION_GATES[feature][platform]).toBe(version);
  });

  it.each(cases)('%s on %s: fallback at %d - 1, run at the version and one above', (feature, platform, version) => {
    const outcome = (v: number) => runWithVersionGate(feature, { platform, version: v }, () => 'run', () => 'fallback');
    expect(outcome(version - 1)).toBe('fallback');
    expect(outcome(version)).toBe('run');
    expect(outcome(version + 1)).toBe('run');
  });

  it('runs the fallback on the plain web', () => {
    expect(meetsVersionGate('alpha', undefined)).toBe(false);
    expect(runWithVersionGate('pilot', undefined, () => 'run', () => 'fallback')).toBe('fallback');
  });

  it('does not let an android version code pass an ios gate', () => {
    expect(meetsVersionGate('alpha', { platform: 'ios', version: 658020 })).toBe(false);
  });

  it('swallows a throwing callback', () => {
    expect(
      runWithVersionGate('alpha', { platform: 'android', version: 1 }, () => 1, () => {
        throw new Error('bridge gone');
      }),
    ).toBeUndefined();
  });

  it('logs the throwing callback under the native-bridge scope', () => {
    const sink = jest.fn();
    setPlatformErrorSink(sink);
    const error = new Error('bridge gone');
    try {
      runWithVersionGate('alpha', { platform: 'android', version: 1 }, () => 1, () => {
        throw error;
      });
    } finally {
      setPlatformErrorSink(undefined);
    }
    expect(sink).toHaveBeenCalledWith('native-bridge', error);
  });

  it('runs the fallback for a feature that has no gate (a name from outside the typed list)', () => {
    const unknown = 'notAFeature' as VersionGatedFeature;
    const app = { platform: 'android', version: Number.MAX_SAFE_INTEGER } as const;
    expect(meetsVersionGate(unknown, app)).toBe(false);
    expect(runWithVersionGate(unknown, app, () => 'run', () => 'fallback')).toBe('fallback');
  });
});

describe('deep links', () => {
  it('builds one link per native screen', () => {
    expect(deepLinks.tradeHome('BTC_USDT')).toBe('gateio://trade?pair=BTC_USDT');
    expect(deepLinks.tradeHome()).toBe('gateio://trade');
    expect(deepLinks.futuresHome('BTC_USDT', 'USDT')).toBe('gateio://futures?contract=BTC_USDT&settle=usdt');
    expect(deepLinks.kycHome()).toBe('gateio://kyc');
    expect(deepLinks.strategyHome()).toBe('gateio://strategy');
    expect(deepLinks.memeboxHome()).toBe('gateio://memebox');
    expect(deepLinks.pilotHome()).toBe('gateio://pilot');
    expect(deepLinks.login()).toBe('gateio://login');
    expect(deepLinks.signup({ ref_uid: '123', ch: 'ads' })).toBe('gateio://signup?ref_uid=123&ch=ads');
    expect(deepLinks.mainApp()).toBe('gateio://main');
  });

  it('leaves out a query value that is empty or missing', () => {
    expect(deepLinks.tradeHome('')).toBe('gateio://trade');
    expect(deepLinks.signup({ ref_uid: '', ch: 'ads' })).toBe('gateio://signup?ch=ads');
    expect(deepLinks.webActivity('https://www.gate.io/a', { title: '', disableIntercept: false })).toBe('gateio://web?url=https%3A%2F%2Fwww.gate.io%2Fa');
  });

  it('wraps a web page in the app web activity with an encoded url', () => {
    expect(deepLinks.webActivity('https://www.gate.io/referral?ch=a&b=1', { title: 'Referral', disableIntercept: true })).toBe(
      'gateio://web?url=https%3A%2F%2Fwww.gate.io%2Freferral%3Fch%3Da%26b%3D1&title=Referral&disable_intercept=1',
    );
  });

  it('opens a link without throwing when navigation is refused', () => {
    const assign = jest.fn(() => {
      throw new Error('blocked');
    });
    expect(() => openDeepLink(deepLinks.kycHome(), { location: { assign } as unknown as Location })).not.toThrow();
    expect(assign).toHaveBeenCalledWith('gateio://kyc');
  });
});

describe('openDeepLink and the link policy', () => {
  it('opens no web view on another site, and nothing that is not a deep link', () => {
    const assign = jest.fn();
    const win = { location: { assign, origin: 'https://www.gate.example' } as unknown as Location };
    openDeepLink('gateio://web?url=https://evil.example', win);
    openDeepLink('javascript:alert(1)', win);
    openDeepLink('https://evil.example', win);
    expect(assign).not.toHaveBeenCalled();
    openDeepLink(deepLinks.webActivity('https://www.gate.example/rewards_hub'), win);
    expect(assign).toHaveBeenCalledWith('gateio://web?url=https%3A%2F%2Fwww.gate.example%2Frewards_hub');
  });
});
