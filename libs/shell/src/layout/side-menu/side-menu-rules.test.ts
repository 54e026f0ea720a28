/** @jest-environment node */
import { isMenuItemActive, menuItemKey, sideMenuLayout, visibleMenuItems } from './side-menu-rules';

describe('side menu layout', () => {
  it('first variant: 300 px from 1439, 104 px below, dropdown bar below 992', () => {
    expect(sideMenuLayout('wide', 1439, undefined)).toEqual({ mode: 'expanded', widthPx: 300 });
    expect(sideMenuLayout('wide', 1438, undefined)).toEqual({ mode: 'collapsed', widthPx: 104 });
    expect(sideMenuLayout('wide', 992, undefined)).toEqual({ mode: 'collapsed', widthPx: 104 });
    expect(sideMenuLayout('wide', 991, undefined)).toEqual({ mode: 'dropdown', widthPx: undefined });
  });

  it('second variant: 288 px from 1248, 96 px below, dropdown bar below 768', () => {
    expect(sideMenuLayout('compact', 1248, undefined)).toEqual({ mode: 'expanded', widthPx: 288 });
    expect(sideMenuLayout('compact', 1247, undefined)).toEqual({ mode: 'collapsed', widthPx: 96 });
    expect(sideMenuLayout('compact', 768, undefined)).toEqual({ mode: 'collapsed', widthPx: 96 });
    expect(sideMenuLayout('compact', 767, undefined)).toEqual({ mode: 'dropdown', widthPx: undefined });
  });

  it('the collapse toggle wins over the default above the dropdown breakpoint', () => {
    expect(sideMenuLayout('wide', 1600, true)).toEqual({ mode: 'collapsed', widthPx: 104 });
    expect(sideMenuLayout('wide', 1200, false)).toEqual({ mode: 'expanded', widthPx: 300 });
    expect(sideMenuLayout('wide', 900, false).mode).toBe('dropdown');
  });

  it('an item is current on its route, its activeRoutes or a visible child', () => {
    const item = { label: 'Deposit', route: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit'] };
    expect(isMenuItemActive(item, '/myaccount/deposit/USDT')).toBe(true);
    expect(isMenuItemActive(item, '/myaccount/deposit/BTC')).toBe(true);
    expect(isMenuItemActive(item, '/myaccount/deposit_fiat')).toBe(false);
    const parent = { label: 'Security', children: [{ label: 'Passkeys', route: '/myaccount/profile/passkey-manager' }] };
    expect(isMenuItemActive(parent, '/myaccount/profile/passkey-manager')).toBe(true);
    expect(isMenuItemActive({ ...parent, children: [{ ...parent.children[0], hidden: true }] }, '/myaccount/profile/passkey-manager')).toBe(false);
  });

  it('an item with several activeRoutes is current under any one of them, not only under all', () => {
    const item = { label: 'Orders', activeRoutes: ['/myaccount/orders', '/myaccount/history'] };
    expect(isMenuItemActive(item, '/myaccount/orders')).toBe(true);
    expect(isMenuItemActive(item, '/myaccount/history/spot')).toBe(true);
    expect(isMenuItemActive(item, '/myaccount/profile')).toBe(false);
  });

  it('an item routed with a query or hash is current on its path and below it', () => {
    expect(isMenuItemActive({ label: 'Deposit', route: '/myaccount/deposit?tab=fiat' }, '/myaccount/deposit')).toBe(true);
    expect(isMenuItemActive({ label: 'Deposit', route: '/myaccount/deposit#fiat' }, '/myaccount/deposit/BTC')).toBe(true);
    expect(isMenuItemActive({ label: 'Deposit', route: '/myaccount/deposit?tab=fiat' }, '/myaccount/deposit_fiat')).toBe(false);
  });

  it('a route ending in a slash makes current what lies below it, not a longer name', () => {
    expect(isMenuItemActive({ label: 'Auth', route: '/auth/' }, '/auth/callback')).toBe(true);
    expect(isMenuItemActive({ label: 'Auth', route: '/auth/' }, '/authx')).toBe(false);
  });

  it('an item without a route, activeRoutes or children is never current', () => {
    expect(isMenuItemActive({ label: 'Heading' }, '/')).toBe(false);
  });

  it('keys an item by its key, else its route, else its position', () => {
    expect(menuItemKey({ label: 'a', key: 'k', route: '/a' }, 3)).toBe('k');
    expect(menuItemKey({ label: 'a', route: '/a' }, 3)).toBe('/a');
    expect(menuItemKey({ label: 'a' }, 3)).toBe('item-3');
  });

  it('hidden items are left out at every level', () => {
    const items = [{ label: 'a', route: '/a' }, { label: 'b', hidden: true }, { label: 'c', children: [{ label: 'd', hidden: true }, { label: 'e' }] }];
    expect(visibleMenuItems(items).map((i) => i.label)).toEqual(['a', 'c']);
    expect(visibleMenuItems(items)[1].children?.map((i) => i.label)).toEqual(['e']);
  });
});
