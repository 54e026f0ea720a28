import type { RouteSpec } from '@exchange/site-registry';
import type { headMessages } from './head-messages';

/** A head message's key. */
export type HeadMessageKey = keyof typeof headMessages;

/** The head of a kind of route: its title and description messages, and whether it is never indexed. */
export interface RouteHeadKind {
  title: HeadMessageKey;
  description: HeadMessageKey;
  noindex?: boolean;
}

/**
 * The head kind of the route a path opens (undefined: no route, the not-found page). The deploy's
 * heads (tools/seo) and the title the app sets on navigation both follow it, so a route keeps
 * one title with or without scripts.
 */
export function routeHeadKind(route: RouteSpec | undefined): RouteHeadKind {
  if (!route || route.notFound) return { title: 'notFoundTitle', description: 'homeDescription', noindex: true };
  if (route.login) return { title: 'accountTitle', description: 'homeDescription', noindex: true };
  const first = route.path.split('/')[0];
  if (route.path === '') return { title: 'homeTitle', description: 'homeDescription' };
  if (first === 'trade') return { title: 'tradeTitle', description: 'tradeDescription' };
  if (first === 'futures') return { title: 'futuresTitle', description: 'tradeDescription' };
  if (first === 'referral') return { title: 'referralTitle', description: 'referralDescription' };
  if (route.path === 'signup') return { title: 'signupTitle', description: 'referralDescription' };
  if (route.path === 'login') return { title: 'loginTitle', description: 'homeDescription', noindex: true };
  return { title: 'pageTitle', description: 'homeDescription' };
}

/** The listed market a trade path names (`/trade/BTC_USDT` -> `BTC/USDT`), which has a head of its own; undefined otherwise. */
export function listedMarketPair(pathname: string, listed: readonly string[]): string | undefined {
  const symbol = /^\/trade\/([A-Za-z0-9_]+)\/?$/.exec(pathname)?.[1];
  return symbol !== undefined && listed.includes(symbol) ? symbol.replace('_', '/') : undefined;
}
