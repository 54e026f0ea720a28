import { LOGGED_IN_ROUTES, ROUTE_URLS } from '../../../tools/routes/route-inventory';
import { defineQualityWalk } from '../../../tools/e2e/quality-walk';

/** Walked on every site, visitor and user, already (tools/e2e/all-sites/quality.e2e.ts). */
const WALKED_ON_EVERY_SITE = new Set(['/', '/trade/BTC_USDT', '/referral', '/no-such-page', '/myaccount/security']);

/** Pages that differ for a logged-in customer beyond the header: walked as a user too. */
const USER_VARIANTS = ['/referral/affiliate', '/referral/broker', '/rewards_hub', '/competition/center', '/futures/usdt/BTC_USDT'];

const rest = Object.entries(ROUTE_URLS).filter(([, url]) => !WALKED_ON_EVERY_SITE.has(url));

// Main only, every other route of the inventory (every site shares these pages; main walks them
// once): each as a visitor, the logged-in pages and the user variants as a user.
defineQualityWalk(
  USER_VARIANTS,
  rest.filter(([pattern]) => LOGGED_IN_ROUTES.includes(pattern)).map(([, url]) => url),
  rest.filter(([pattern, url]) => !LOGGED_IN_ROUTES.includes(pattern) && !USER_VARIANTS.includes(url)).map(([, url]) => url),
);
