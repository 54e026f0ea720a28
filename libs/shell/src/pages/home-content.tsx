import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { lineIcon as icon, type PageEntry } from '../page-template/simple-page/simple-page';

// The home page's words and entries, apart from the page so that its stories show these very
// messages rather than copies under the same ids.

/** The home page's heading, naming the site. */
export function homeTitle(siteName: string): ReactNode {
  return <FormattedMessage id="shell.home.title" defaultMessage="Welcome to {site}" values={{ site: siteName }} />;
}

/** The line under the home page's heading. */
export const HOME_INTRO: ReactNode = <FormattedMessage id="shell.home.intro" defaultMessage="Buy, sell and trade crypto-currencies with spot, futures, earn and more." />;

/** The main areas of the exchange the home page links to, in order. */
export const HOME_ENTRIES: readonly PageEntry[] = [
  {
    href: '/trade/BTC_USDT',
    icon: icon('M7 3v4m0 8v6M5 7h4v8H5zm12-5v6m0 6v6m-2-12h4v6h-4z'),
    label: <FormattedMessage id="shell.home.spot" defaultMessage="Spot trading" />,
    description: <FormattedMessage id="shell.home.spotText" defaultMessage="Buy and sell crypto at the market or your own price." />,
  },
  {
    href: '/futures/USDT/BTC_USDT',
    icon: icon('m3 17 6-6 4 4 8-8m-6 0h6v6'),
    label: <FormattedMessage id="shell.home.futures" defaultMessage="Futures" />,
    description: <FormattedMessage id="shell.home.futuresText" defaultMessage="Go long or short with leverage on perpetual contracts." />,
  },
  {
    href: '/simple-earn',
    icon: icon('M19 5 5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'),
    label: <FormattedMessage id="shell.home.earn" defaultMessage="Simple earn" />,
    description: <FormattedMessage id="shell.home.earnText" defaultMessage="Earn interest on the crypto you hold." />,
  },
  {
    href: '/copytrading',
    icon: icon('M9 9h11v11H9zM5 15H4V4h11v1'),
    label: <FormattedMessage id="shell.home.copy" defaultMessage="Copy trading" />,
    description: <FormattedMessage id="shell.home.copyText" defaultMessage="Follow experienced traders and copy their trades." />,
  },
  {
    href: '/rewards_hub',
    icon: icon('M4 11h16v9H4zM3 7h18v4H3zm9 0v13m0-13S10 3 8 4s0 3 4 3m0 0s2-4 4-3 0 3-4 3'),
    label: <FormattedMessage id="shell.home.rewards" defaultMessage="Rewards hub" />,
    description: <FormattedMessage id="shell.home.rewardsText" defaultMessage="Complete tasks and collect your rewards." />,
  },
  {
    href: '/crypto/buy',
    icon: icon('M2 5h20v14H2zm0 5h20M6 15h4'),
    label: <FormattedMessage id="shell.home.buy" defaultMessage="Buy crypto" />,
    description: <FormattedMessage id="shell.home.buyText" defaultMessage="Pay by card or bank transfer." />,
  },
];
