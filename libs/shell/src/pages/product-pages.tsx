import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { isUpcomingRoute, PRODUCT_ROUTES, routePaths, splitLocalePrefix } from '@exchange/site-registry';
import { useSite } from '../context/shell-context';
import { useLocalizedPath } from '../context/use-localized-path';
import { UpcomingFeaturePage } from '../regional/upcoming-feature-modal/upcoming-feature-modal';
import { SimplePage } from '../page-template/simple-page/simple-page';

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

/** /launchpool opens startup-mining (spec 2 §2): the startup page on its mining tab. */
function LaunchpoolRedirect(): ReactNode {
  const localize = useLocalizedPath();
  return <Navigate to={localize(routePaths.startupMining())} replace />;
}

/** The route table's product routes, each with its name, and /launchpool's redirect. */
export function productPageRoutes(): RouteObject[] {
  return [
    ...PRODUCT_ROUTES.map(({ path }) => {
      const product = PRODUCT_NAMES[path];
      if (!product) throw new Error(`the product route ${path} has no name`);
      return { path, element: <ProductPage name={product.name} tabNames={product.tabNames} /> };
    }),
    { path: 'launchpool', element: <LaunchpoolRedirect /> },
  ];
}
