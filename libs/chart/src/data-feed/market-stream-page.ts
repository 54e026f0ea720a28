import { MARKET_STREAM_PATH } from '@exchange/api';
import { MarketStreamClient } from './market-stream-client';

/** Where a page's market stream lives. */
export interface MarketStreamLocation {
  /** The build was made for an embedded backend (dev and preview builds: EXCHANGE_EMBEDDED_BACKEND=1). */
  embedded: boolean;
  /** The site's ws host for this market (`site.ws.spot` or `site.ws.futures`; `''` = the page's own origin). */
  registryUrl: string;
  /** The page's location (protocol and host). */
  page: { protocol: string; host: string };
}

/**
 * The stream URL: the registry's ws host in production (another origin, named in the site's CSP
 * connect-src); with the embedded backend, or a deployment whose env gives an empty host,
 * `/ws/market` on the page's own origin.
 */
export function marketStreamUrl({ embedded, registryUrl, page }: MarketStreamLocation): string {
  if (!embedded && registryUrl !== '') return registryUrl;
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}${MARKET_STREAM_PATH}`;
}

/** True in builds that carry the embedded backend. */
export function hasEmbeddedBackend(): boolean {
  return typeof __EMBEDDED_BACKEND__ !== 'undefined' && __EMBEDDED_BACKEND__;
}

const clients = new Map<string, MarketStreamClient>();

/** The page's one client per stream URL: every chart, ticker and list of the page shares it. */
export function pageMarketStream(url: string): MarketStreamClient {
  let client = clients.get(url);
  if (!client) {
    client = new MarketStreamClient({ url });
    clients.set(url, client);
  }
  return client;
}
