import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { isUpcomingRoute, splitLocalePrefix } from '@exchange/site-registry';
import { useSite } from '../context/shell-context';
import { UpcomingFeaturePage } from '../regional/upcoming-feature-modal/upcoming-feature-page';
import { SimplePage } from '../page-template/simple-page/simple-page';

/*
 * The product pages' bodies: a chunk of their own (with the page template), fetched with the first
 * page's translations when a product page is the first page (`preloadRouteChunks`), so they stay
 * out of every page's first load.
 */

/**
 * The name of each product area of the route table (spec 2 §1-§2, spec 1 §2 helpful links), by
 * its route path. Product names are brand terms, shown as they are in every language.
 */
export const PRODUCT_NAMES: Readonly<Record<string, { name: string; tabNames?: Readonly<Record<string, string>> }>> = {
  'simple-earn': { name: 'Simple Earn' },
  hodl: { name: 'HODL & Earn' },
  'lend-earn': { name: 'Lend & Earn' },
  'copytrading/*': { name: 'Copy Trading' },
  'announcements/*': { name: 'Announcements' },
  'candy-drop': { name: 'CandyDrop' },
  'startup/*': { name: 'Startup', tabNames: { mining: 'Startup Mining' } },
  strategybot: { name: 'Strategy Bot' },
  'crypto/buy/*': { name: 'Buy Crypto' },
  pilot: { name: 'Pilot' },
  'alpha/*': { name: 'Alpha' },
  premint: { name: 'Premint' },
  'pre-market': { name: 'Pre-Market' },
  'c2c/*': { name: 'P2P (C2C) Trading' },
  options: { name: 'Options' },
  'futures-delivery': { name: 'Delivery Futures' },
  vip: { name: 'VIP' },
  web3: { name: 'Web3 Wallet' },
  learn: { name: 'Learn' },
  blog: { name: 'Blog' },
  live: { name: 'Live' },
  nft: { name: 'NFT' },
  post: { name: 'Post' },
  'price/*': { name: 'Prices' },
  'how-to-buy': { name: 'How to Buy' },
  'explore/*': { name: 'Explore' },
};

/** A modest product page, or the "Stay tuned!" page where the site has not launched it. */
function ProductPage({ name: productName, tabNames }: { name: string; tabNames?: Readonly<Record<string, string>> }): ReactNode {
  const site = useSite();
  const location = useLocation();
  if (isUpcomingRoute(splitLocalePrefix(location.pathname, site).rest, site)) return <UpcomingFeaturePage />;
  const tab = new URLSearchParams(location.search).get('tab');
  const name = (tab && tabNames?.[tab]) || productName;
  return (
    <SimplePage
      title={name}
      intro={
        <FormattedMessage
          id="shell.product.intro"
          defaultMessage="{product} on {site}: sign up or log in to get started."
          values={{ product: name, site: site.name }}
        />
      }
      entries={[
        { href: '/trade/BTC_USDT', label: <FormattedMessage id="shell.home.spot" defaultMessage="Spot trading" /> },
        { href: '/signup', label: <FormattedMessage id="shell.header.signup" defaultMessage="Sign up" /> },
        { href: '/', label: <FormattedMessage id="shell.notFound.home" defaultMessage="Return home" /> },
      ]}
    />
  );
}

/** The page of one product route of the route table; throws for a route without a name. */
export function productPage(path: string): ReactNode {
  const product = PRODUCT_NAMES[path];
  if (!product) throw new Error(`the product route ${path} has no name`);
  return <ProductPage name={product.name} tabNames={product.tabNames} />;
}
