import { API_PATHS } from '@exchange/api';
import { leaveBootDecision } from '@exchange/platform';
import { getSite } from '@exchange/site-registry';
import { decideAndLeave, decideBoot, firstPageDecision, type BootFacts } from './boot-decision';

const main = getSite('main');
const visitor = (pathname: string, langCookie: string | null = null): BootFacts => ({ pathname, langCookie, loggedIn: false });
const customer = (pathname: string): BootFacts => ({ pathname, langCookie: null, loggedIn: true });
const PAGE_CALLS = [API_PATHS.complianceCheck, API_PATHS.siteSettings];
const USER_CALLS = [API_PATHS.userInfo, API_PATHS.userTier, API_PATHS.totalFunds];

afterEach(() => {
  for (const name of ['uid', 'nickname', 'lang']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  window.history.replaceState(null, '', '/');
});

describe('decideBoot: the first page, decided once (spec 1 §2 language prefix, spec 2 §5 redirect)', () => {
  it('an unprefixed path is in the default language whatever served language the lang cookie names', () => {
    expect(decideBoot(visitor('/trade/BTC_USDT'), main)).toMatchObject({ locale: 'en', redirects: false, rest: '/trade/BTC_USDT', notFound: false });
    expect(decideBoot(visitor('/trade/BTC_USDT', 'zh'), main)).toMatchObject({ locale: 'en', redirects: false });
    expect(decideBoot(visitor('/', null), getSite('japan'))).toMatchObject({ locale: 'ja', redirects: false, rest: '/' });
  });

  it('a served prefix is the page language; the bare prefix is its home', () => {
    expect(decideBoot(visitor('/zh/trade/BTC_USDT'), main)).toMatchObject({ locale: 'zh', redirects: false, rest: '/trade/BTC_USDT' });
    expect(decideBoot(visitor('/ar'), main)).toMatchObject({ locale: 'ar', redirects: false, rest: '/' });
  });

  it('the default language’s own prefix and an unserved prefix redirect to the unprefixed path, decided in the default language', () => {
    expect(decideBoot(visitor('/en/trade'), main)).toMatchObject({ locale: 'en', redirects: true, rest: '/trade' });
    const turkey = getSite('turkey');
    const unserved = ['ja', 'ko', 'zh', 'ar'].find((code) => !turkey.languages.includes(code as never) && code !== turkey.defaultLang);
    expect(decideBoot(visitor(`/${unserved}/fee`), turkey)).toMatchObject({ locale: turkey.defaultLang, redirects: true, rest: '/fee' });
  });

  it('an unknown lang cookie on an unprefixed path resets the cookie but sends the page nowhere', () => {
    expect(decideBoot(visitor('/fee', 'xx'), main)).toMatchObject({ locale: 'en', redirects: false, rest: '/fee' });
  });

  it('every page starts the compliance check and the site settings; a visitor nothing more', () => {
    expect(decideBoot(visitor('/trade/BTC_USDT'), main).calls).toEqual(PAGE_CALLS);
  });

  it('a customer’s page starts the user calls after them, in that order', () => {
    expect(decideBoot(customer('/trade/BTC_USDT'), main).calls).toEqual([...PAGE_CALLS, ...USER_CALLS]);
    expect(decideBoot(customer('/zh/'), main).calls).toEqual([...PAGE_CALLS, ...USER_CALLS]);
  });

  it('never the user calls on the not-found page nor on the login and sign-up pages (spec 1 §2, §4)', () => {
    for (const path of ['/no-such-page', '/404', '/zh/no/such/page', '/login', '/signup']) {
      const decision = decideBoot(customer(path), main);
      expect([path, decision.calls]).toEqual([path, PAGE_CALLS]);
    }
    expect(decideBoot(customer('/no-such-page'), main).notFound).toBe(true);
  });

  it('a route the site hides is not found there and found where it is shown', () => {
    expect(decideBoot(customer('/referral'), getSite('eu'))).toMatchObject({ notFound: true, calls: PAGE_CALLS });
    expect(decideBoot(customer('/referral'), main)).toMatchObject({ notFound: false, calls: [...PAGE_CALLS, ...USER_CALLS] });
  });

  it('keeps the facts it was given: the path and the login', () => {
    expect(decideBoot(customer('/fee'), main)).toMatchObject({ pathname: '/fee', loggedIn: true });
  });
});

describe('one decision per page load: the head script’s, taken by the app', () => {
  // Each read starts a fresh turn: the platform reads the cookies once a turn.
  const nextTurn = () => Promise.resolve();

  it('the app takes the decision the head script left for this page instead of deciding again', async () => {
    await nextTurn();
    window.history.replaceState(null, '', '/zh/fee');
    const left = decideAndLeave(main);
    // The cookies change after the head script ran: the app keeps the script's decision.
    document.cookie = 'uid=1; Path=/';
    document.cookie = 'nickname=n; Path=/';
    await nextTurn();
    expect(firstPageDecision(main)).toBe(left);
    expect(left).toMatchObject({ pathname: '/zh/fee', locale: 'zh', loggedIn: false });
  });

  it('without the head script’s decision (it has not run) the app decides from the cookies now', async () => {
    await nextTurn();
    window.history.replaceState(null, '', '/fee');
    document.cookie = 'uid=1; Path=/';
    document.cookie = 'nickname=n; Path=/';
    expect(firstPageDecision(main)).toMatchObject({ pathname: '/fee', loggedIn: true, calls: [...PAGE_CALLS, ...USER_CALLS] });
  });

  it('a decision left for another path is not this page’s, and a decision is taken at most once', async () => {
    await nextTurn();
    leaveBootDecision(decideBoot(customer('/fee'), main));
    window.history.replaceState(null, '', '/trade');
    expect(firstPageDecision(main)).toMatchObject({ pathname: '/trade', loggedIn: false });
    window.history.replaceState(null, '', '/fee');
    decideAndLeave(main);
    expect(firstPageDecision(main)).toMatchObject({ pathname: '/fee' });
    document.cookie = 'uid=1; Path=/';
    document.cookie = 'nickname=n; Path=/';
    await nextTurn();
    expect(firstPageDecision(main)).toMatchObject({ loggedIn: true });
  });
});
