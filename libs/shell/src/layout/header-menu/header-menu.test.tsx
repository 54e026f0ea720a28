import { useContext, type ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeSiteSettings } from '@exchange/api';
import { getSite } from '@exchange/site-registry';
import { ShellContext } from '../../context/shell-context';
import type { RootState } from '../../store/store';
import { readCookie } from '@exchange/platform';
import { renderWithShell } from '../../testing';
import { clearCookies, LocationProbe, LOGGED_IN } from '../../testing/regional-test-kit';
import { Header } from '../header/header';

const settings: Partial<RootState> = {
  settings: {
    status: 'ready',
    data: {
      ...decodeSiteSettings(null),
      lang_list: [
        { lang: 'en', name: 'English' },
        { lang: 'zh', name: '简体中文' },
        { lang: 'nl', name: 'Nederlands' },
      ],
      fiat_list: [
        { fiat: 'USD', symbol: '$' },
        { fiat: 'EUR', symbol: '€' },
      ],
      curr_fiat: 'USD',
    },
  },
};

beforeEach(clearCookies);

type ShellOptions = Parameters<typeof renderWithShell>[1];

function renderHeader(options: ShellOptions = {}, wrap: (ui: ReactNode) => ReactNode = (ui) => ui) {
  const user = userEvent.setup();
  renderWithShell(
    <>
      {wrap(<Header />)}
      <LocationProbe />
    </>,
    { preloadedState: settings, ...options },
  );
  const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
  return { user, button };
}

async function openMenu(options: ShellOptions = {}, wrap?: (ui: ReactNode) => ReactNode) {
  const rendered = renderHeader(options, wrap);
  await rendered.user.click(rendered.button);
  return { ...rendered, menu: screen.getByRole('dialog', { name: 'Menu' }) };
}

/** The same shell with one site flag changed (no registry site hides the theme switch today). */
function WithSite({ patch, children }: { patch: Partial<ReturnType<typeof getSite>>; children: ReactNode }): ReactNode {
  const outer = useContext(ShellContext);
  if (!outer) throw new Error('WithSite needs the shell');
  return <ShellContext.Provider value={{ ...outer, site: { ...outer.site, ...patch } }}>{children}</ShellContext.Provider>;
}

const buttonNames = (menu: HTMLElement) => within(menu).queryAllByRole('button').map((b) => b.textContent);

describe('Header menu (under 992 px)', () => {
  it('the menu button is collapsed, controls the drawer it opens and is expanded while it is open', async () => {
    const { user, button } = renderHeader();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed, the drawer is not in the document, so the button names nothing it controls
    // (axe: aria-controls must point at an element that exists).
    expect(button).not.toHaveAttribute('aria-controls');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu's code loads on the first tap.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-controls')).toBeTruthy();
    expect(menu).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(menu).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  });

  it('main: navigation with Rewards and Referral, Notifications, Download app and all three switchers', async () => {
    const { menu } = await openMenu();
    const nav = within(menu).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Trade', 'Futures', 'Copy trading', 'Rewards', 'Referral']);
    expect(within(menu).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Download app' })).toHaveAttribute('href', '/appdownload');
    const preferences = within(menu).getByRole('group', { name: 'Preferences' });
    expect(buttonNames(preferences)).toEqual(['Language: English▾', 'Currency: USD $▾', 'Dark mode']);
  });

  it('UK (hiddenLangAndRate, hiddenReferral): no language or currency switcher, no Referral; the theme switch stays', async () => {
    const { menu } = await openMenu({ site: 'uk' });
    expect(within(menu).queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: /Currency/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Referral' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('testnet (hiddenNotification, hiddenAppDownload) leaves both out', async () => {
    const { menu } = await openMenu({ site: 'testnet' });
    expect(within(menu).queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Download app' })).not.toBeInTheDocument();
  });

  it('Turkey has no Download app entry (hiddenAppDownload) but keeps Notifications', async () => {
    const { menu } = await openMenu({ site: 'turkey', locale: 'tr' });
    expect(within(menu).queryByRole('link', { name: 'Download app' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('hiddenThemeSwitch removes the theme switch from the menu as from the wide header', async () => {
    const { menu } = await openMenu({}, (ui) => <WithSite patch={{ hiddenThemeSwitch: true }}>{ui}</WithSite>);
    expect(within(menu).queryByRole('button', { name: 'Dark mode' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it('EU names the current language in its own words, never by its code', async () => {
    const eu = await openMenu({ site: 'eu', locale: 'en-eu' });
    expect(within(eu.menu).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it('Japan names Japanese 日本語, not "ja"', async () => {
    const japan = await openMenu({ site: 'japan', locale: 'ja' });
    expect(within(japan.menu).getByRole('button', { name: 'Language: 日本語' })).toBeInTheDocument();
  });

  it('a logged-in user finds the account entries and the notifications link in the menu', async () => {
    const { menu } = await openMenu({ preloadedState: { ...settings, ...LOGGED_IN } });
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/myaccount/security');
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/myaccount/notifications');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('Escape closes the menu and gives focus back to the menu button', async () => {
    const { user, button } = await openMenu();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('the backdrop closes the menu', async () => {
    const { button } = await openMenu();
    fireEvent.mouseDown(screen.getByTestId('drawer-overlay'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a link closes the menu and navigates', async () => {
    const { user, button, menu } = await openMenu({ route: '/fee' });
    await user.click(within(menu).getByRole('link', { name: 'Trade' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/trade');
  });

  it('Tab stays inside the open menu', async () => {
    const { user, menu } = await openMenu();
    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('the language switcher is reachable in the menu: a pick writes the cookie, opens the page in that language and closes the menu', async () => {
    const { user, button, menu } = await openMenu({ route: '/fee' });
    await user.click(within(menu).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: '简体中文' }));
    expect(readCookie('lang')).toBe('zh');
    expect(screen.getByTestId('location')).toHaveTextContent('/zh/fee');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('the currency and theme switchers work from the menu and leave it open', async () => {
    const { user, button, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Currency: USD $' }));
    await user.click(screen.getByRole('menuitem', { name: 'EUR €' }));
    expect(readCookie('curr_fiat')).toBe('EUR');
    await user.click(within(menu).getByRole('button', { name: 'Dark mode' }));
    expect(readCookie('dark')).toBe('1');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
