import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult, PageDownloadLinks } from '@exchange/api';
import { renderWithShell } from '../../testing/render-with-shell';
import { readStored } from '@exchange/platform';
import { removeStored } from '@exchange/platform/testing';
import { APP_BANNER_CLOSED_KEY } from '../constants';
import { fakeApi, setViewportWidth, widgetState } from '../../testing/widget-test-kit';
import { LazyBannerContent } from '../lazy-parts';
import { AppDownloadBanner } from './app-download-banner';

// The banner body is lazy: loaded once here, so "hidden" below is the rule's answer, not a pending chunk.
beforeAll(() => LazyBannerContent.preload());

const links: ApiResult<PageDownloadLinks> = {
  ok: true,
  data: {
    pages: { '/': { h5: { c: 'h5_home' }, web: { c: 'web_home' } } },
    china_apk: '',
    overseas_apk: '',
  },
};
const api = fakeApi({ getPageDownloadLinks: () => Promise.resolve(links) });

beforeEach(() => removeStored(APP_BANNER_CLOSED_KEY));
afterAll(() => setViewportWidth(1024));

describe('AppDownloadBanner', () => {
  it('shows at 390 px on the home page with the home channel, and hides when the window grows to 768 px', async () => {
    setViewportWidth(390);
    renderWithShell(<AppDownloadBanner isNativeApp={false} isAndroid={false} />, { route: '/', preloadedState: widgetState(), services: { api } });
    const banner = screen.getByRole('region', { name: 'Download the app' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/appdownload?ch=h5_home'));
    expect(banner).toBeInTheDocument();
    setViewportWidth(768);
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
  });

  it('does not show on /trade/BTC_USDT, also behind a language prefix', () => {
    setViewportWidth(390);
    const { unmount } = renderWithShell(<AppDownloadBanner isNativeApp={false} />, { route: '/trade/BTC_USDT', preloadedState: widgetState(), services: { api } });
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
    unmount();
    renderWithShell(<AppDownloadBanner isNativeApp={false} />, { route: '/zh/trade/BTC_USDT', locale: 'zh', preloadedState: widgetState(), services: { api } });
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
  });

  it('does not show to UK-limited users, inside the native app, or on another site', () => {
    setViewportWidth(390);
    const { unmount } = renderWithShell(<AppDownloadBanner isNativeApp={false} />, { preloadedState: widgetState({ ukLimited: true }), services: { api } });
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
    unmount();
    const second = renderWithShell(<AppDownloadBanner isNativeApp />, { preloadedState: widgetState(), services: { api } });
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
    second.unmount();
    renderWithShell(<AppDownloadBanner isNativeApp={false} />, { site: 'turkey', locale: 'tr', preloadedState: widgetState(), services: { api } });
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
  });

  it('rides sticky in the flow, not fixed, above the compliance bars: at the foot of the page it has its own place', async () => {
    setViewportWidth(390);
    renderWithShell(<AppDownloadBanner isNativeApp={false} />, { preloadedState: widgetState(), services: { api } });
    const banner = screen.getByRole('region', { name: 'Download the app' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' })).toBeInTheDocument());
    expect(getComputedStyle(banner).position).not.toBe('fixed');
    const dock = banner.parentElement as HTMLElement;
    expect(getComputedStyle(dock).position).toBe('sticky');
    expect(getComputedStyle(dock).getPropertyValue('inset-block-end')).toBe('var(--exchange-bottom-bars, 0px)');
  });

  it('remembers that the user closed it', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    const { unmount } = renderWithShell(<AppDownloadBanner isNativeApp={false} />, { preloadedState: widgetState(), services: { api } });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
    expect(readStored(APP_BANNER_CLOSED_KEY)).toBe('1');
    unmount();
    renderWithShell(<AppDownloadBanner isNativeApp={false} />, { preloadedState: widgetState(), services: { api } });
    expect(screen.queryByRole('region', { name: 'Download the app' })).not.toBeInTheDocument();
  });
});
