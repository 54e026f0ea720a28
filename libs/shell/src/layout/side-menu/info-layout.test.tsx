import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderWithShell } from '../../testing';
import { infoPage } from '../../pages/info-page';
import { writeCookie, removeCookie } from '@exchange/platform';
import { AccountRoute } from '../../pages/account-page';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(1024));

describe('where each side-menu variant belongs (spec 2 §2: two variants)', () => {
  it('the information pages use the second variant: 288 px at 1248, 96 px at 1247, a dropdown bar at 767', () => {
    resizeTo(1248);
    renderWithShell(infoPage('fee') as ReactElement, { route: '/fee' });
    const menu = screen.getByRole('navigation', { name: 'About us' });
    expect(menu).toHaveAttribute('data-variant', 'compact');
    expect([menu.dataset.mode, menu.style.inlineSize]).toEqual(['expanded', '288px']);
    expect(within(menu).getByRole('link', { name: /Fee standards/ })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: /User agreement/ })).toHaveAttribute('href', '/user-agreement');
    resizeTo(1247);
    expect([menu.dataset.mode, menu.style.inlineSize]).toEqual(['collapsed', '96px']);
    resizeTo(767);
    expect(screen.getByRole('navigation', { name: 'About us' })).toHaveAttribute('data-mode', 'dropdown');
  });

  it('the account pages keep the first variant: 300 px at 1439, 104 px at 1438, a dropdown bar at 991', () => {
    writeCookie('uid', '1001');
    writeCookie('nickname', 'ada');
    resizeTo(1439);
    renderWithShell(<AccountRoute />, { route: '/myaccount/security' });
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect([menu.dataset.variant, menu.dataset.mode, menu.style.inlineSize]).toEqual(['wide', 'expanded', '300px']);
    resizeTo(1438);
    expect([menu.dataset.mode, menu.style.inlineSize]).toEqual(['collapsed', '104px']);
    resizeTo(991);
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveAttribute('data-mode', 'dropdown');
    removeCookie('uid');
    removeCookie('nickname');
  });
});
