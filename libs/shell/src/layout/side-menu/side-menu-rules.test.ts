/** @jest-environment node */
import { isMenuItemActive, sideMenuLayout, visibleMenuItems } from './side-menu-rules';

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

  it('hidden items are left out at every level', () => {
    const items = [{ label: 'a', route: '/a' }, { label: 'b', hidden: true }, { label: 'c', children: [{ label: 'd', hidden: true }, { label: 'e' }] }];
    expect(visibleMenuItems(items).map((i) => i.label)).toEqual(['a', 'c']);
    expect(visibleMenuItems(items)[1].children?.map((i) => i.label)).toEqual(['e']);
  });
});
