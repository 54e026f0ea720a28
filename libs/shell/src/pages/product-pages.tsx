import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { isUpcomingRoute, routePaths, splitLocalePrefix } from '@exchange/site-registry';
import { useSite } from '../context/shell-context';
import { useLocalizedPath } from '../context/use-localized-path';
import { UpcomingFeaturePage } from '../regional/upcoming-feature-modal/upcoming-feature-modal';
import { SimplePage } from '../page-template/simple-page/simple-page';

/**
 * Product areas the specs link to but do not detail (spec 2 §1-§2, spec 1 §2 helpful links):
 * path (unprefixed, `*` for sub-pages such as /startup/{id}) and the product's name. Product
 * names are brand terms, shown as they are in every language.
 */
export const PRODUCT_PAGES: ReadonlyArray<{ path: string; name: string; tabNames?: Readonly<Record<string, string>> }> = [
  { path: 'simple-earn', name: 'Simple Earn' },
  { path: 'hodl', name: 'HODL & Earn' },
  { path: 'lend-earn', name: 'Lend & Earn' },
  { path: 'copytrading/*', name: 'Copy Trading' },
  { path: 'announcements/*', name: 'Announcements' },
  { path: 'candy-drop', name: 'CandyDrop' },
  { path: 'startup/*', name: 'Startup', tabNames: { mining: 'Startup Mining' } },
  { path: 'strategybot', name: 'Strategy Bot' },
  { path: 'crypto/buy/*', name: 'Buy Crypto' },
  { path: 'pilot', name: 'Pilot' },
  { path: 'alpha/*', name: 'Alpha' },
  { path: 'premint', name: 'Premint' },
  { path: 'pre-market', name: 'Pre-Market' },
  { path: 'c2c/*', name: 'P2P (C2C) Trading' },
  { path: 'options', name: 'Options' },
  { path: 'futures-delivery', name: 'Delivery Futures' },
  { path: 'vip', name: 'VIP' },
  { path: 'web3', name: 'Web3 Wallet' },
  { path: 'learn', name: 'Learn' },
  { path: 'blog', name: 'Blog' },
  { path: 'live', name: 'Live' },
  { path: 'nft', name: 'NFT' },
  { path: 'post', name: 'Post' },
  { path: 'price/*', name: 'Prices' },
  { path: 'how-to-buy', name: 'How to Buy' },
  { path: 'explore/*', name: 'Explore' },
];

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

/** Routes of {@link PRODUCT_PAGES}, and /launchpool's redirect. */
export function productPageRoutes(): RouteObject[] {
  return [
    ...PRODUCT_PAGES.map(({ path, name, tabNames }) => ({ path, element: <ProductPage name={name} tabNames={tabNames} /> })),
    { path: 'launchpool', element: <LaunchpoolRedirect /> },
  ];
}
