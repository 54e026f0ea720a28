import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router';
import { LISTED_MARKET_SYMBOLS } from '@exchange/api';
import { isNotFoundPath, routeFor, splitLocalePrefix } from '@exchange/site-registry';
import { useSite } from '../context/shell-context';
import { headMessages } from './head-messages';
import { listedMarketPair, routeHeadKind } from './route-head';

/**
 * Sets the document title of the route the app shows, in its language: the title the page's
 * served head carries (tools/seo), kept on every navigation. The trade ticker puts the price in
 * front of it.
 */
export function RouteTitle(): null {
  const site = useSite();
  const intl = useIntl();
  const { pathname } = useLocation();
  const { rest } = splitLocalePrefix(pathname, site);
  const pair = listedMarketPair(rest, LISTED_MARKET_SYMBOLS);
  const kind = pair ? 'marketTitle' : routeHeadKind(isNotFoundPath(rest, site) ? undefined : routeFor(rest, site)).title;
  const message: MessageDescriptor = headMessages[kind];
  const title = intl.formatMessage(message, { site: site.name, pair });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
