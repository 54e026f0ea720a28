import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeSiteSettings } from '@exchange/api';
import type { RootState } from '../../store/store';
import { readCookie } from '@exchange/platform';
import { renderWithShell } from '../../testing';
import { clearCookies, LocationProbe } from '../../testing/regional-test-kit';
import { Header } from './header';

const settings: Partial<RootState> = {
  settings: {
    status: 'ready',
    data: {
      ...decodeSiteSettings(null),
      lang_list: [
        { lang: 'en', name: 'English' },
        { lang: 'zh', name: '简体中文' },
        { lang: 'tr', name: 'Türkçe' },
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

function renderHeader(site: Parameters<typeof renderWithShell>[1] = {}) {
  const user = userEvent.setup();
  renderWithShell(
    <>
      <Header />
      <LocationProbe />
    </>,
    { preloadedState: settings, ...site },
  );
  return { user, banner: screen.getByRole('banner') };
}

describe('Header', () => {
  it('keeps the site name and offers the site languages from lang_list; a pick writes the lang cookie and opens the prefixed page', async () => {
    const { user, banner } = renderHeader({ route: '/fee?x=1' });
    expect(within(banner).getByTestId('site-name')).toHaveTextContent('Gate');
    await user.click(within(banner).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: '简体中文' }));
    expect(readCookie('lang')).toBe('zh');
    expect(screen.getByTestId('location')).toHaveTextContent('/zh/fee?x=1');
  });

  it('Turkey offers only its own languages', async () => {
    const { user, banner } = renderHeader({ site: 'turkey', locale: 'tr' });
    await user.click(within(banner).getByRole('button', { name: 'Language: Türkçe' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['English', 'Türkçe']);
  });

  it('the fiat switcher shows curr_fiat with its symbol and keeps the pick', async () => {
    const { user, banner } = renderHeader();
    await user.click(within(banner).getByRole('button', { name: 'Currency: USD $' }));
    await user.click(screen.getByRole('menuitem', { name: 'EUR €' }));
    expect(readCookie('curr_fiat')).toBe('EUR');
    expect(within(banner).getByRole('button', { name: 'Currency: EUR €' })).toBeInTheDocument();
  });

  it('the theme control is a toggle button: pressed (aria-pressed) in dark mode; it writes the dark cookie', async () => {
    const { user, banner } = renderHeader();
    const toggle = within(banner).getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(readCookie('dark')).toBe('1');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(readCookie('dark')).toBe('0');
  });

  it('language, currency, notifications, download and theme are one family of icon controls, each named by its label and drawn from the sprite', () => {
    const { banner } = renderHeader();
    const icons = { 'Language: English': 'globe', 'Currency: USD $': 'currency', Notifications: 'bell', 'Dark mode': 'theme' } as const;
    for (const [name, icon] of Object.entries(icons)) {
      const control = within(banner).getByRole('button', { name });
      expect(control.querySelector(`svg[data-icon="${icon}"][aria-hidden="true"] use`)).toHaveAttribute('href', `#header-icon-${icon}`);
      expect(banner.querySelector(`symbol#header-icon-${icon}`)).not.toBeNull();
    }
    const download = within(banner).getByRole('link', { name: 'Download app' });
    expect(download.querySelector('svg[data-icon="download"]')).not.toBeNull();
    // The same family: one class for the buttons, the menu buttons and the link.
    const classOf = (element: HTMLElement) => element.className;
    expect(new Set([download, within(banner).getByRole('button', { name: 'Notifications' }), within(banner).getByRole('button', { name: 'Dark mode' })].map(classOf)).size).toBe(1);
  });

  it('an icon control shows its label as a tooltip on hover, on keyboard focus and on touch; Escape dismisses it', async () => {
    const { user, banner } = renderHeader();
    // The tip shows only under the row's icon width (a media query jsdom does not evaluate), so it
    // is looked up with hidden elements too; ui's Tooltip tests show it visible.
    const language = within(banner).getByRole('button', { name: 'Language: English' });
    await user.hover(language);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Language: English');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await user.unhover(language);

    const notifications = within(banner).getByRole('button', { name: 'Notifications' });
    act(() => notifications.focus());
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Notifications');
    act(() => notifications.blur());
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();

    // A tap on the theme toggle: it toggles, and its label shows where there is no hover.
    const toggle = within(banner).getByRole('button', { name: 'Dark mode' });
    await user.pointer([{ keys: '[TouchA]', target: toggle }, { keys: '[/TouchA]', target: toggle }]);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Dark mode');
  });

  it('logged in, the account link is a control with the user icon, and the login state stays readable', () => {
    document.cookie = 'uid=1';
    document.cookie = 'nickname=ana';
    renderWithShell(<Header />, { preloadedState: { ...settings, user: { loginState: 'logged-in' } as RootState['user'] } });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Account' }).querySelector('svg[data-icon="user"]')).not.toBeNull();
    expect(within(banner).getByTestId('login-state')).toHaveTextContent('Logged in as ana');
    expect(within(banner).getByRole('link', { name: 'Notifications' }).querySelector('svg[data-icon="bell"]')).not.toBeNull();
  });

  it('hiddenLangAndRate hides both switchers (UK)', () => {
    const { banner } = renderHeader({ site: 'uk' });
    expect(within(banner).queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Currency/ })).not.toBeInTheDocument();
  });

  it('hiddenNotification and hiddenAppDownload hide their entries (testnet); Turkey downloads at /mobileapp only when shown', () => {
    const { banner } = renderHeader({ site: 'testnet' });
    expect(within(banner).queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Download app' })).not.toBeInTheDocument();
  });

  it('a visitor asking for notifications on web gets the registration modal with log-in and sign-up links', async () => {
    const { user, banner } = renderHeader();
    await user.click(within(banner).getByRole('button', { name: 'Notifications' }));
    // The modal's code loads with the first prompt.
    const dialog = await screen.findByRole('dialog', { name: 'Log in or sign up' });
    expect(dialog.querySelector('[data-micro-app="registration"]')).not.toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('on Japan, copy trading (not launched) opens "Stay tuned!" instead of navigating', async () => {
    const { user, banner } = renderHeader({ site: 'japan', locale: 'ja' });
    await user.click(within(banner).getByRole('link', { name: 'Copy trading' }));
    expect(await screen.findByRole('dialog', { name: 'Stay tuned!' })).toHaveTextContent('This feature is upcoming');
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it('on EU, futures opens the EU modal; trade stays a link', async () => {
    const { user, banner } = renderHeader({ site: 'eu', locale: 'en-eu' });
    expect(within(banner).getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/trade/BTC_USDT');
    const futures = within(banner).getByRole('link', { name: 'Futures' });
    expect(futures).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
    expect(futures).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(futures);
    expect(await screen.findByRole('dialog', { name: 'Not available in the EU' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('elsewhere futures is a link with the language prefix', () => {
    const { banner } = renderHeader({ locale: 'zh' });
    expect(within(banner).getByRole('link', { name: 'Futures' })).toHaveAttribute('href', '/zh/futures/USDT/BTC_USDT');
  });
});
