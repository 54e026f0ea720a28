import { ROUTE_TABLE } from '@exchange/site-registry';

/**
 * One concrete URL to visit for every route of the route table (@exchange/site-registry), by its
 * pattern, and for the router's catch-all: the phones stage (tools/e2e/all-sites/phones.e2e.ts)
 * walks them all on every site, with the accessibility, CSP and console gate, and route-inventory.test.ts fails when
 * the table gains a route without an entry here, so "axe over every route" cannot silently go stale.
 */
export const ROUTE_URLS: Readonly<Record<string, string>> = {
  '/': '/',
  '/myaccount/*': '/myaccount/security',
  '/declaration': '/declaration',
  '/simple-earn': '/simple-earn',
  '/hodl': '/hodl',
  '/lend-earn': '/lend-earn',
  '/copytrading/*': '/copytrading',
  '/announcements/*': '/announcements',
  '/candy-drop': '/candy-drop',
  '/startup/*': '/startup',
  '/launchpool': '/launchpool',
  '/strategybot': '/strategybot',
  '/crypto/buy/*': '/crypto/buy/BTC',
  '/pilot': '/pilot',
  '/alpha/*': '/alpha',
  '/premint': '/premint',
  '/pre-market': '/pre-market',
  '/c2c/*': '/c2c',
  '/options': '/options',
  '/futures-delivery': '/futures-delivery',
  '/vip': '/vip',
  '/web3': '/web3',
  '/learn': '/learn',
  '/blog': '/blog',
  '/live': '/live',
  '/nft': '/nft',
  '/post': '/post',
  '/price/*': '/price/bitcoin-btc',
  '/how-to-buy': '/how-to-buy',
  '/explore/*': '/explore',
  '/about-us': '/about-us',
  '/about_us': '/about_us',
  '/media-kit': '/media-kit',
  '/fee': '/fee',
  '/user-agreement': '/user-agreement',
  '/privacy-policy': '/privacy-policy',
  '/appdownload': '/appdownload',
  '/mobileapp': '/mobileapp',
  '/404': '/404',
  '/state_compliance_tips': '/state_compliance_tips',
  '/trade/:pair?': '/trade/BTC_USDT',
  '/futures/:closeUnit?/:contract?': '/futures/usdt/BTC_USDT',
  '/rewards_hub': '/rewards_hub',
  '/competition/center': '/competition/center',
  '/referral': '/referral',
  '/referral/affiliate': '/referral/affiliate',
  '/referral/broker': '/referral/broker',
  '/signup': '/signup',
  '/myaccount/profile/passkey-manager': '/myaccount/profile/passkey-manager',
  '/login': '/login',
  '/*': '/no-such-page',
};

/** Routes whose page is only for a logged-in user (a visitor is sent to log in), as the route table marks them. */
export const LOGGED_IN_ROUTES: readonly string[] = ROUTE_TABLE.filter((route) => route.login).map((route) => `/${route.path}`);
