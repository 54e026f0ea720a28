import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../testing';
import { setViewportWidth } from '../../testing/widget-test-kit';
import type { SideMenuItem } from './side-menu-rules';
import { SideMenu } from './side-menu';

const ITEMS: SideMenuItem[] = [
  {
    key: 'security',
    label: 'Security',
    icon: '🔒',
    tooltip: 'Security settings',
    children: [
      { label: 'Overview', route: '/myaccount/security' },
      { label: 'Passkeys', route: '/myaccount/profile/passkey-manager', rightIconDOM: <span>New</span> },
    ],
  },
  { label: 'Deposit', icon: '⬇', route: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit'] },
  { label: 'Secret', route: '/myaccount/secret', hidden: true },
];

function renderMenu(props: Partial<Parameters<typeof SideMenu>[0]> = {}, route = '/myaccount/deposit/BTC') {
  const user = userEvent.setup();
  renderWithShell(<SideMenu items={ITEMS} label="Account" viewportWidth={1440} {...props} />, { route });
  return { user, nav: screen.getByRole('navigation', { name: 'Account' }) };
}

describe('SideMenu', () => {
  it('is a nav landmark; the current entry (by activeRoutes) has aria-current; hidden items are left out', () => {
    const { nav } = renderMenu();
    expect(within(nav).getByRole('link', { name: /Deposit/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Secret')).not.toBeInTheDocument();
  });

  it('first variant: 300 px expanded at 1439, 104 px collapsed at 1438, a dropdown bar at 991', () => {
    const { nav } = renderMenu({ viewportWidth: 1439 });
    expect(nav).toHaveAttribute('data-mode', 'expanded');
    expect(nav.style.inlineSize).toBe('300px');
    renderWithShell(<SideMenu items={ITEMS} label="Collapsed" viewportWidth={1438} />);
    const collapsed = screen.getByRole('navigation', { name: 'Collapsed' });
    expect(collapsed).toHaveAttribute('data-mode', 'collapsed');
    expect(collapsed.style.inlineSize).toBe('104px');
    renderWithShell(<SideMenu items={ITEMS} label="Bar" viewportWidth={991} />);
    expect(screen.getByRole('navigation', { name: 'Bar' })).toHaveAttribute('data-mode', 'dropdown');
  });

  it('second variant: 288 px at 1248, 96 px at 1247, a dropdown bar at 767', () => {
    renderWithShell(<SideMenu items={ITEMS} variant="compact" label="A" viewportWidth={1248} />);
    renderWithShell(<SideMenu items={ITEMS} variant="compact" label="B" viewportWidth={1247} />);
    renderWithShell(<SideMenu items={ITEMS} variant="compact" label="C" viewportWidth={767} />);
    expect(screen.getByRole('navigation', { name: 'A' }).style.inlineSize).toBe('288px');
    expect(screen.getByRole('navigation', { name: 'B' }).style.inlineSize).toBe('96px');
    expect(screen.getByRole('navigation', { name: 'C' })).toHaveAttribute('data-mode', 'dropdown');
  });

  it('at a breakpoint it takes its width at once (1248 → 1247 px: 288 then 96 px, no transition); the user\'s toggle animates', async () => {
    setViewportWidth(1248);
    const user = userEvent.setup();
    renderWithShell(<SideMenu items={ITEMS} variant="compact" label="Info" />);
    const nav = screen.getByRole('navigation', { name: 'Info' });
    expect(nav.style.inlineSize).toBe('288px');
    expect(getComputedStyle(nav).transition).toBe('');
    setViewportWidth(1247);
    expect(nav.style.inlineSize).toBe('96px');
    expect(getComputedStyle(nav).transition).toBe('');
    await user.click(within(nav).getByRole('button', { name: 'Expand menu' }));
    expect(nav.style.inlineSize).toBe('288px');
    expect(getComputedStyle(nav).transition).toMatch(/^inline-size /);
    setViewportWidth(1024);
  });

  it('the collapse toggle collapses and expands, and remembers expanded groups while collapsed', async () => {
    const { user, nav } = renderMenu();
    const group = within(nav).getByRole('button', { name: /Security/ });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: /Passkeys/ })).toHaveTextContent('New');

    await user.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    expect(nav).toHaveAttribute('data-mode', 'collapsed');
    expect(within(nav).queryByRole('link', { name: /Passkeys/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Security/ })).toHaveAttribute('title', 'Security settings');

    await user.click(within(nav).getByRole('button', { name: 'Expand menu' }));
    expect(nav).toHaveAttribute('data-mode', 'expanded');
    expect(within(nav).getByRole('link', { name: /Passkeys/ })).toBeInTheDocument();
  });

  it('works from the keyboard: Tab to the toggle, Enter collapses', async () => {
    const { user, nav } = renderMenu();
    await user.tab();
    expect(within(nav).getByRole('button', { name: 'Collapse menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(nav).getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the dropdown bar names the current entry and opens the list', async () => {
    const { user, nav } = renderMenu({ viewportWidth: 800 });
    const bar = within(nav).getByRole('button', { name: 'Deposit' });
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('list')).not.toBeInTheDocument();
    await user.click(bar);
    expect(bar).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: /Deposit/ })).toHaveAttribute('aria-current', 'page');
  });

  it('at 991 px the dropdown list closes on Escape (focus back on the bar), on a tap outside and on a link', async () => {
    const { user, nav } = renderMenu({ viewportWidth: 991 });
    const bar = within(nav).getByRole('button', { name: 'Deposit' });
    await user.click(bar);
    await user.keyboard('{Escape}');
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    expect(bar).toHaveFocus();
    await user.click(bar);
    await user.click(document.body);
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    await user.click(bar);
    await user.click(within(nav).getByRole('link', { name: /Deposit/ }));
    expect(bar).toHaveAttribute('aria-expanded', 'false');
  });

  it('a current child opens its group from the start', () => {
    const { nav } = renderMenu({}, '/myaccount/profile/passkey-manager');
    expect(within(nav).getByRole('button', { name: /Security/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: /Passkeys/ })).toHaveAttribute('aria-current', 'page');
  });
});
