/** @jest-environment node */
import { PROTECTED_PATH_PATTERNS } from './constants';
import { createRoutes, isProtectedPath, isUpcomingRoute, routePaths, unprefixedRoutes } from './routes';
import { SITES } from './sites';

describe('route defaults (unprefixed)', () => {
  it('login and signup carry ch and ref_uid only when given', () => {
    expect(routePaths.login()).toBe('/login');
    expect(routePaths.signup()).toBe('/signup');
    expect(routePaths.signup({ ch: 'ann', ref_uid: 123 })).toBe('/signup?ch=ann&ref_uid=123');
    expect(routePaths.login({ ref_uid: 'AbC' })).toBe('/login?ref_uid=AbC');
  });

  it('trade defaults to BTC_USDT and adds tab=isolated_margin only on request', () => {
    expect(routePaths.trade()).toBe('/trade/BTC_USDT');
    expect(routePaths.trade({ pair: 'ETH_USDT' })).toBe('/trade/ETH_USDT');
    expect(routePaths.trade({ tab: 'isolated_margin' })).toBe('/trade/BTC_USDT?tab=isolated_margin');
  });

  it('futures defaults the close unit to USDT', () => {
    expect(routePaths.futures()).toBe('/futures/USDT');
    expect(routePaths.futures({ contract: 'BTC_USDT' })).toBe('/futures/USDT/BTC_USDT');
    expect(routePaths.futures({ closeUnit: 'BTC', contract: 'BTC_USD' })).toBe('/futures/BTC/BTC_USD');
  });

  it('earn pages carry their queries', () => {
    expect(routePaths.simpleEarn()).toBe('/simple-earn');
    expect(routePaths.simpleEarn({ product_id: 7, product_type_tag: 'fixed', asset: 'USDT' })).toBe(
      '/simple-earn?product_id=7&product_type_tag=fixed&asset=USDT',
    );
    expect(routePaths.hodl()).toBe('/hodl');
    expect(routePaths.lendEarn()).toBe('/lend-earn');
    expect(routePaths.lendEarn({ coin: 'BTC' })).toBe('/lend-earn?coin=BTC');
  });

  it('copy trading pages', () => {
    expect(routePaths.copytrading()).toBe('/copytrading');
    expect(routePaths.copytradingFuturesTrader(42)).toBe('/copytrading/trader/futures/42');
    expect(routePaths.copytradingFuturesTrader(42, { follow: true })).toBe('/copytrading/trader/futures/42?follow=1');
    expect(routePaths.copytradingFuturesTrader(42, { follow: false })).toBe('/copytrading/trader/futures/42');
    expect(routePaths.copytradingTrader({ id: 42 })).toBe('/copytrading/trader?id=42&type=futures');
    expect(routePaths.copytradingTrader({ id: 42, is_setting: true })).toBe('/copytrading/trader?id=42&type=futures&is_setting=1');
  });

  it('other feature pages', () => {
    expect(routePaths.announcementsNewlisted()).toBe('/announcements/newlisted');
    expect(routePaths.candyDrop()).toBe('/candy-drop');
    expect(routePaths.startup()).toBe('/startup');
    expect(routePaths.startup(12)).toBe('/startup/12');
    expect(routePaths.strategybot()).toBe('/strategybot');
    expect(routePaths.cryptoBuy()).toBe('/crypto/buy');
    expect(routePaths.pilot()).toBe('/pilot');
    expect(routePaths.premint()).toBe('/premint');
    expect(routePaths.preMarket()).toBe('/pre-market');
    expect(routePaths.web3()).toBe('/web3');
  });

  it('launchpool is its own route and opens the startup page on its mining tab', () => {
    expect(routePaths.launchpool()).toBe('/launchpool');
    expect(routePaths.startupMining()).toBe('/startup?tab=mining');
  });

  it('alpha token pages default both precisions to 8; the alpha home has none', () => {
    expect(routePaths.alpha()).toBe('/alpha');
    expect(routePaths.alpha({ token: 'PEPE' })).toBe('/alpha/PEPE?quote_prec=8&amount_prec=8');
    expect(routePaths.alpha({ token: 'PEPE', quote_prec: 6 })).toBe('/alpha/PEPE?quote_prec=6&amount_prec=8');
    expect(routePaths.alpha({ token: 'PEPE', amount_prec: 0 })).toBe('/alpha/PEPE?quote_prec=8&amount_prec=0');
  });

  it('account pages, with deposit and withdraw defaulting to USDT', () => {
    expect(routePaths.security()).toBe('/myaccount/security');
    expect(routePaths.kycHome()).toBe('/myaccount/kyc_home');
    expect(routePaths.kyc2()).toBe('/myaccount/kyc2');
    expect(routePaths.deposit()).toBe('/myaccount/deposit/USDT');
    expect(routePaths.deposit('BTC')).toBe('/myaccount/deposit/BTC');
    expect(routePaths.depositFiat()).toBe('/myaccount/deposit_fiat');
    expect(routePaths.depositGatecode()).toBe('/myaccount/deposit_gatecode');
    expect(routePaths.couponCenter()).toBe('/myaccount/coupon_center');
    expect(routePaths.tickets()).toBe('/myaccount/tickets');
    expect(routePaths.withdraw()).toBe('/myaccount/withdraw/USDT');
    expect(routePaths.fundpassSetup()).toBe('/myaccount/fundpass_setup');
    expect(routePaths.totp()).toBe('/myaccount/totp');
    expect(routePaths.passkeyManager()).toBe('/myaccount/profile/passkey-manager');
  });

  it('info pages, with /mobileapp as the Turkey download page', () => {
    expect(routePaths.aboutUs()).toBe('/about-us');
    expect(routePaths.mediaKit()).toBe('/media-kit');
    expect(routePaths.fee()).toBe('/fee');
    expect(routePaths.userAgreement()).toBe('/user-agreement');
    expect(routePaths.privacyPolicy()).toBe('/privacy-policy');
    expect(routePaths.appDownload('main')).toBe('/appdownload');
    expect(routePaths.appDownload('turkey')).toBe('/mobileapp');
    expect(routePaths.notFound()).toBe('/404');
    expect(routePaths.stateComplianceTips()).toBe('/state_compliance_tips');
  });

  it('growth tabs', () => {
    expect(routePaths.rewardsHub()).toBe('/rewards_hub');
    expect(routePaths.competitionCenter()).toBe('/competition/center');
    expect(routePaths.referral()).toBe('/referral');
    expect(routePaths.referralAffiliate()).toBe('/referral/affiliate');
    expect(routePaths.referralBroker()).toBe('/referral/broker');
  });

  it('deposit picker targets carry method and, when given, fiat', () => {
    expect(routePaths.c2cUsdt('EUR')).toBe('/c2c/USDT_EUR');
    expect(routePaths.c2cMarket()).toBe('/c2c/market');
    expect(routePaths.creditCard()).toBe('/crypto/buy/with-credit-card?method=card');
    expect(routePaths.creditCard({ fiat: 'EUR' })).toBe('/crypto/buy/with-credit-card?method=card&fiat=EUR');
    expect(routePaths.bankAccount()).toBe('/crypto/buy/with-bank-account?method=bank');
    expect(routePaths.bankAccount({ fiat: 'TRY' })).toBe('/crypto/buy/with-bank-account?method=bank&fiat=TRY');
  });

  it('not-found helpful links and stories', () => {
    expect([routePaths.learn(), routePaths.blog(), routePaths.live(), routePaths.nft(), routePaths.post(), routePaths.price(), routePaths.howToBuy()]).toEqual([
      '/learn', '/blog', '/live', '/nft', '/post', '/price', '/how-to-buy',
    ]);
    expect(routePaths.explore('bitcoin-halving-countdown')).toBe('/explore/bitcoin-halving-countdown');
  });

  it('encodes path segments', () => {
    expect(routePaths.trade({ pair: 'A/B' })).toBe('/trade/A%2FB');
    expect(routePaths.alpha({ token: 'a b' })).toBe('/alpha/a%20b?quote_prec=8&amount_prec=8');
  });

  it('chat service pages', () => {
    expect(unprefixedRoutes.groupchatCallService()).toBe('/groupchat/call_service?platform=web');
    expect(unprefixedRoutes.groupchatChatroom()).toBe('/groupchat/chatroom?platform=web');
  });
});

describe('createRoutes (language prefix)', () => {
  it('adds /zh on the main site and nothing in English', () => {
    expect(createRoutes('zh', 'main').trade()).toBe('/zh/trade/BTC_USDT');
    expect(createRoutes('en', 'main').trade()).toBe('/trade/BTC_USDT');
    expect(createRoutes('zh', 'main').home()).toBe('/zh');
    expect(createRoutes('en', 'main').home()).toBe('/');
  });

  it('adds nothing in Turkish on Turkey, and uses /mobileapp there', () => {
    const tr = createRoutes('tr', 'turkey');
    expect(tr.deposit()).toBe('/myaccount/deposit/USDT');
    expect(tr.appDownload()).toBe('/mobileapp');
    expect(createRoutes('en', 'turkey').appDownload()).toBe('/en/mobileapp');
  });

  it('adds nothing in en-eu on EU and /it-eu for Italian', () => {
    expect(createRoutes('en-eu', 'eu').fee()).toBe('/fee');
    expect(createRoutes('it-eu', 'eu').alpha({ token: 'X' })).toBe('/it-eu/alpha/X?quote_prec=8&amount_prec=8');
    expect(createRoutes('it-eu', 'eu').appDownload()).toBe('/it-eu/appdownload');
  });

  it('passes every argument through to the builder', () => {
    expect(createRoutes('ja', 'main').signup({ ch: 'x', ref_uid: 9 })).toBe('/ja/signup?ch=x&ref_uid=9');
    expect(createRoutes('ja', 'main').c2cUsdt('JPY')).toBe('/ja/c2c/USDT_JPY');
  });

  it('never prefixes the chat service pages', () => {
    expect(createRoutes('zh', 'main').groupchatCallService()).toBe('/groupchat/call_service?platform=web');
  });

  it('offers every unprefixed builder', () => {
    const routes = createRoutes('en', 'main');
    for (const name of Object.keys(routePaths)) expect(typeof routes[name as keyof typeof routes]).toBe('function');
  });
});

describe('isProtectedPath', () => {
  it('lists /myaccount as the protected area', () => {
    expect(PROTECTED_PATH_PATTERNS).toEqual(['/myaccount']);
  });

  it('protects every account page, with or without a locale prefix, query or hash', () => {
    expect(isProtectedPath('/myaccount/security')).toBe(true);
    expect(isProtectedPath('/myaccount')).toBe(true);
    expect(isProtectedPath('/zh/myaccount/deposit/USDT')).toBe(true);
    expect(isProtectedPath('/en-eu/myaccount/kyc_home?x=1')).toBe(true);
    expect(isProtectedPath('/myaccount#top')).toBe(true);
    expect(isProtectedPath(routePaths.passkeyManager())).toBe(true);
  });

  it('leaves public pages and look-alikes open', () => {
    expect(isProtectedPath('/')).toBe(false);
    expect(isProtectedPath('/trade/BTC_USDT')).toBe(false);
    expect(isProtectedPath('/myaccounts')).toBe(false);
    expect(isProtectedPath('/zh/myaccountx/security')).toBe(false);
    expect(isProtectedPath('/help/myaccount/security')).toBe(false);
    expect(isProtectedPath('/login')).toBe(false);
  });
});

describe('isUpcomingRoute', () => {
  it('opens the upcoming-feature modal for Japan\'s unlaunched features, with or without locale prefix', () => {
    expect(isUpcomingRoute('/copytrading', SITES.japan)).toBe(true);
    expect(isUpcomingRoute('/en/copytrading/trader/futures/1?follow=1', SITES.japan)).toBe(true);
    expect(isUpcomingRoute('/alpha/PEPE', SITES.japan)).toBe(true);
    expect(isUpcomingRoute('/trade/BTC_USDT', SITES.japan)).toBe(false);
    expect(isUpcomingRoute('/alphabet', SITES.japan)).toBe(false);
  });

  it('opens nothing on the main site', () => {
    expect(isUpcomingRoute('/copytrading', SITES.main)).toBe(false);
  });
});
