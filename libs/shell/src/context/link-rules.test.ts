/** @jest-environment node */
import { getSite } from '@exchange/site-registry';
import { hrefBehaviour, isEuExitPath, linkBehaviour, loginPromptAction, protectedRedirect, replacedLinkProps } from './link-rules';

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

  it('on EU, every exit route opens the EU modal with a path, query or hash after it, or an _ pair', () => {
    const eu = getSite('eu');
    for (const route of ['/futures', '/copytrading', '/c2c', '/strategybot', '/pilot', '/alpha', '/pre-market', '/premint']) {
      expect([route, linkBehaviour(route, eu)]).toEqual([route, 'eu-modal']);
      expect([route, linkBehaviour(`${route}?x=1#y`, eu)]).toEqual([route, 'eu-modal']);
      expect([route, linkBehaviour(`${route}#y`, eu)]).toEqual([route, 'eu-modal']);
      expect([route, linkBehaviour(`${route}_BTC`, eu)]).toEqual([route, 'eu-modal']);
      expect([route, linkBehaviour(`${route}x`, eu)]).toEqual([route, 'navigate']);
    }
    expect(isEuExitPath('?x=1', eu)).toBe(false);
    expect(isEuExitPath('', eu)).toBe(false);
  });

  it('on EU, links to another origin or scheme navigate, whatever their path', () => {
    const eu = getSite('eu');
    expect(linkBehaviour('https://example.com/futures', eu)).toBe('navigate');
    expect(linkBehaviour('//example.com/futures', eu)).toBe('navigate');
    expect(linkBehaviour('mailto:futures@example.com', eu)).toBe('navigate');
    expect(linkBehaviour('/futures', eu)).toBe('eu-modal');
    expect(linkBehaviour('/c2c//', eu)).toBe('eu-modal');
    expect(linkBehaviour('/futures?at=a:b', eu)).toBe('eu-modal');
  });

  it('judges a resolved href by its path and query when same-origin, and lets others navigate', () => {
    const origin = 'https://www.gate.example';
    const eu = getSite('eu');
    expect(hrefBehaviour(`${origin}/futures/USDT`, origin, eu)).toBe('eu-modal');
    expect(hrefBehaviour('/futures', origin, eu)).toBe('eu-modal');
    expect(hrefBehaviour(`${origin}/fee`, origin, eu)).toBe('navigate');
    expect(hrefBehaviour('https://other.example/futures', origin, eu)).toBe('navigate');
    expect(hrefBehaviour('http://[::1', origin, eu)).toBe('navigate');
    expect(hrefBehaviour(`${origin}/en/alpha/PEPE?quote_prec=8`, origin, getSite('japan'))).toBe('upcoming');
  });

  it('marks a link the site replaces with a modal as opening a dialog, and no other link', () => {
    expect(replacedLinkProps('/futures', getSite('eu'))).toEqual({ 'aria-haspopup': 'dialog' });
    expect(replacedLinkProps('/copytrading', getSite('japan'))).toEqual({ 'aria-haspopup': 'dialog' });
    expect(replacedLinkProps('/futures', getSite('main'))).toEqual({});
  });

  it('off the EU site the same links navigate', () => {
    expect(linkBehaviour('/futures/USDT', getSite('main'))).toBe('navigate');
  });

  it('routes a site has not launched open the upcoming modal (Japan copy trading)', () => {
    expect(linkBehaviour('/copytrading', getSite('japan'))).toBe('upcoming');
    expect(linkBehaviour('/en/alpha/PEPE?quote_prec=8', getSite('japan'))).toBe('upcoming');
    expect(linkBehaviour('/copytrading', getSite('main'))).toBe('navigate');
    expect(linkBehaviour('https://example.com/copytrading', getSite('japan'))).toBe('navigate');
    expect(linkBehaviour('/alpha?x=1', getSite('japan'))).toBe('upcoming');
    expect(linkBehaviour('/alpha#top', getSite('japan'))).toBe('upcoming');
    expect(linkBehaviour('/alphax', getSite('japan'))).toBe('navigate');
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
