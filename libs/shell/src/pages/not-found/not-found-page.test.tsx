import { screen, waitFor, within } from '@testing-library/react';
import { hydrateWithShell, renderWithShell } from '../../testing/render-with-shell';
import { cssAtWidth } from '../../testing/css-at-width';
import { fakeApi, setViewportWidth } from '../../testing/widget-test-kit';
import { notFoundLayout } from './not-found-links';
import { NotFoundPage } from './not-found-page';

const HELPFUL = ['/learn', '/blog', '/live', '/nft', '/post', '/price', '/how-to-buy'];
const TRENDING = ['/explore/bitcoin-halving-countdown', '/price/bitcoin', '/price/ethereum'];

const hrefs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterAll(() => setViewportWidth(1024));

describe('notFoundLayout', () => {
  it('is mobile under 768 px and desktop from 768 px', () => {
    expect(notFoundLayout(767)).toBe('mobile');
    expect(notFoundLayout(768)).toBe('desktop');
  });
});

describe('NotFoundPage', () => {
  it('shows the title, a return-home button, the Helpful links and the Trending stories', () => {
    renderWithShell(<NotFoundPage />, { route: '/no/such/page', services: { api: fakeApi() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    expect(hrefs('Helpful links')).toEqual(HELPFUL);
    expect(hrefs('Trending stories')).toEqual(TRENDING);
  });

  it('prefixes every link with a non-default language', () => {
    renderWithShell(<NotFoundPage />, { route: '/zh/no/such/page', locale: 'zh', services: { api: fakeApi() } });
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/zh');
    expect(hrefs('Helpful links')).toEqual(HELPFUL.map((path) => `/zh${path}`));
    expect(hrefs('Trending stories')).toEqual(TRENDING.map((path) => `/zh${path}`));
  });

  it('uses the mobile layout at 767 px and the desktop layout at 768 px', () => {
    setViewportWidth(767);
    renderWithShell(<NotFoundPage />, { services: { api: fakeApi() } });
    expect(screen.getByTestId('not-found-page')).toHaveAttribute('data-layout', 'mobile');
    setViewportWidth(768);
    expect(screen.getByTestId('not-found-page')).toHaveAttribute('data-layout', 'desktop');
  });
});

describe('NotFoundPage on a wide screen', () => {
  it('centres its content at a readable measure (max-inline-size in ch, margin-inline auto)', () => {
    setViewportWidth(1920);
    renderWithShell(<NotFoundPage />, { services: { api: fakeApi() } });
    const page = screen.getByTestId('not-found-page');
    expect(page).toHaveAttribute('data-layout', 'desktop');
    expect(getComputedStyle(page).maxInlineSize).toMatch(/^\d+ch$/);
    expect(getComputedStyle(page).marginInline).toBe('auto');
  });
});

describe('NotFoundPage in the page as sent (the build renders it with no screen width; the browser hydrates it)', () => {
  it('is stacked below 768 px and in two columns from 768 px by media query; hydrated at 767 px it names the mobile layout, with no hydration error', async () => {
    setViewportWidth(767);
    const { sent, hydrationErrors } = hydrateWithShell(<NotFoundPage />, { services: { api: fakeApi() } });
    const page = sent.querySelector('[data-testid="not-found-page"]')!;
    expect(page).not.toHaveAttribute('data-layout');
    expect(cssAtWidth(page, 'display', 767)).toBe('flex');
    expect(cssAtWidth(page, 'display', 768)).toBe('grid');
    expect(hydrationErrors).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('not-found-page')).toHaveAttribute('data-layout', 'mobile'));
  });
});
