import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { handlers, mockLoginCookies } from '@exchange/api/testing';
import type { SiteKey } from '@exchange/site-registry';
import { readCookie } from '../storage/cookies';
import { createDefaultServices, makeStore } from '../store/store';
import { buildRouteTree } from './app-shell';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => {
  for (const name of ['uid', 'nickname', 'csrftoken', 'mock_scenario', 'mock_session', 'lang']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

function renderSite(site: SiteKey, url: string) {
  const services = createDefaultServices();
  const router = createMemoryRouter(buildRouteTree(site, [], services), { initialEntries: [url] });
  render(
    <Provider store={makeStore(undefined, services)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('AppShell', () => {
  it('renders the header with the site name, the home page and the footer', async () => {
    renderSite('eu', '/');
    // The first render of the whole shell also compiles every module: allow it more than the default second.
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('site-name')).toHaveTextContent('Gate EU');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Fee standards');
    expect(document.documentElement.lang).toBe('en-150');
  });

  it('serves a prefixed locale of the site and sets the document language and direction', async () => {
    renderSite('uae', '/ar/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('redirects a locale the site does not offer to the unprefixed path and resets the lang cookie', async () => {
    const router = renderSite('us', '/zh/fee');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fee'));
    expect(readCookie('lang')).toBe('en-us');
  });

  it('shows the not-found page for an unknown route, with or without a prefix', async () => {
    renderSite('main', '/zh/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('shows the logged-in state once user info arrives for the login cookies', async () => {
    for (const [name, value] of Object.entries(mockLoginCookies('user'))) if (value) document.cookie = `${name}=${value}; Path=/`;
    renderSite('main', '/');
    expect(await screen.findByTestId('login-state')).toHaveTextContent('Logged in as');
  });
});
