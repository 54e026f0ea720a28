/** @jest-environment node */
import { getSite } from '@exchange/site-registry';
import { isEuExitPath, linkBehaviour, loginPromptAction, protectedRedirect } from './link-rules';

describe('link rules', () => {
  it('on EU, futures, copy trading and C2C links open the EU modal, other links navigate', () => {
    const eu = getSite('eu');
    expect(linkBehaviour('/futures/USDT', eu)).toBe('eu-modal');
    expect(linkBehaviour('/de/copytrading', eu)).toBe('eu-modal');
    expect(linkBehaviour('/c2c/USDT_EUR', eu)).toBe('eu-modal');
    expect(linkBehaviour('/trade/BTC_USDT', eu)).toBe('navigate');
    expect(linkBehaviour('/futuresx', eu)).toBe('navigate');
    expect(isEuExitPath('/fee', eu)).toBe(false);
  });

  it('off the EU site the same links navigate', () => {
    expect(linkBehaviour('/futures/USDT', getSite('main'))).toBe('navigate');
  });

  it('routes a site has not launched open the upcoming modal (Japan copy trading)', () => {
    expect(linkBehaviour('/copytrading', getSite('japan'))).toBe('upcoming');
    expect(linkBehaviour('/en/alpha/PEPE?quote_prec=8', getSite('japan'))).toBe('upcoming');
    expect(linkBehaviour('/copytrading', getSite('main'))).toBe('navigate');
    expect(linkBehaviour('https://example.com/copytrading', getSite('japan'))).toBe('navigate');
  });

  it('visitors on web get the registration modal; app webviews open native login', () => {
    expect(loginPromptAction(undefined)).toBe('registration-modal');
    expect(loginPromptAction({ platform: 'ios', version: 1 })).toBe('native-login');
  });

  it('protected pages send visitors to /login and let logged-in users stay', () => {
    expect(protectedRedirect(true, false, '/login')).toBe('/login');
    expect(protectedRedirect(true, true, '/login')).toBeUndefined();
    expect(protectedRedirect(false, false, '/login')).toBeUndefined();
  });
});
