import { defineMessages } from 'react-intl';

/**
 * The page head's title and description for each kind of route: written into the HTML per route
 * and language at deploy (tools/seo), so a crawler or a link preview reads them without scripts.
 * `{site}` is the site's name; `{pair}` a market's symbol as "BTC/USDT".
 */
export const headMessages = defineMessages({
  homeTitle: { id: 'shell.head.homeTitle', defaultMessage: '{site}: buy, sell and trade Bitcoin and crypto' },
  homeDescription: {
    id: 'shell.head.homeDescription',
    defaultMessage: 'Buy, sell and trade Bitcoin, Ethereum and hundreds of crypto-currencies on {site}: spot, futures, earn and more.',
  },
  marketTitle: { id: 'shell.head.marketTitle', defaultMessage: '{pair} price and chart | {site}' },
  marketDescription: { id: 'shell.head.marketDescription', defaultMessage: 'The live {pair} price, chart and order book. Trade {pair} on {site}.' },
  tradeTitle: { id: 'shell.head.tradeTitle', defaultMessage: 'Spot trading | {site}' },
  tradeDescription: { id: 'shell.head.tradeDescription', defaultMessage: 'Trade crypto spot markets on {site} with live prices, charts and order books.' },
  futuresTitle: { id: 'shell.head.futuresTitle', defaultMessage: 'Futures trading | {site}' },
  referralTitle: { id: 'shell.head.referralTitle', defaultMessage: 'You are invited to {site}' },
  referralDescription: { id: 'shell.head.referralDescription', defaultMessage: 'Sign up on {site} with an invitation and earn rewards together.' },
  signupTitle: { id: 'shell.head.signupTitle', defaultMessage: 'Sign up | {site}' },
  loginTitle: { id: 'shell.head.loginTitle', defaultMessage: 'Log in | {site}' },
  accountTitle: { id: 'shell.head.accountTitle', defaultMessage: 'My account | {site}' },
  notFoundTitle: { id: 'shell.head.notFoundTitle', defaultMessage: 'Page not found | {site}' },
  pageTitle: { id: 'shell.head.pageTitle', defaultMessage: '{site}: crypto exchange' },
});
