import { createContext, useContext, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSite } from '../context/shell-context';
import { SimplePage } from '../page-template/simple-page/simple-page';

/** Sections an app adds below the home page's entries (e.g. the chart lib's live markets list). */
export const HomeSectionsContext = createContext<ReactNode>(null);

/** The site's home: a welcome, the main areas of the exchange, then the app's home sections. */
export function HomePage(): ReactNode {
  const site = useSite();
  const sections = useContext(HomeSectionsContext);
  return (
    <SimplePage
      title={<FormattedMessage id="shell.home.title" defaultMessage="Welcome to {site}" values={{ site: site.name }} />}
      intro={<FormattedMessage id="shell.home.intro" defaultMessage="Buy, sell and trade crypto-currencies with spot, futures, earn and more." />}
      entries={[
        { href: '/trade/BTC_USDT', label: <FormattedMessage id="shell.home.spot" defaultMessage="Spot trading" /> },
        { href: '/futures/USDT/BTC_USDT', label: <FormattedMessage id="shell.home.futures" defaultMessage="Futures" /> },
        { href: '/simple-earn', label: <FormattedMessage id="shell.home.earn" defaultMessage="Simple earn" /> },
        { href: '/copytrading', label: <FormattedMessage id="shell.home.copy" defaultMessage="Copy trading" /> },
        { href: '/rewards_hub', label: <FormattedMessage id="shell.home.rewards" defaultMessage="Rewards hub" /> },
        { href: '/crypto/buy', label: <FormattedMessage id="shell.home.buy" defaultMessage="Buy crypto" /> },
      ]}
    >
      {sections}
    </SimplePage>
  );
}
