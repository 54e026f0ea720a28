import { renderWithShell } from '../testing/render-with-shell';
import { RouteTitle } from './route-title';

describe('RouteTitle', () => {
  it.each([
    ['/', 'main', 'Gate: buy, sell and trade Bitcoin and crypto'],
    ['/trade/BTC_USDT', 'main', 'BTC/USDT price and chart | Gate'],
    ['/trade/NOT_LISTED', 'main', 'Spot trading | Gate'],
    ['/zh/fee', 'main', 'Gate: crypto exchange'],
    ['/referral', 'main', 'You are invited to Gate'],
    ['/referral', 'eu', 'Page not found | Gate EU'],
    ['/no/such/page', 'main', 'Page not found | Gate'],
  ] as const)('%s on %s: the route title its served head carries', (route, site, title) => {
    renderWithShell(<RouteTitle />, { route, site });
    expect(document.title).toBe(title);
  });

  it('in the page language', () => {
    renderWithShell(<RouteTitle />, { route: '/zh/trade/ETH_USDT', locale: 'zh', messages: { 'shell.head.marketTitle': '{pair} 价格和行情图 | {site}' } });
    expect(document.title).toBe('ETH/USDT 价格和行情图 | Gate');
  });
});
