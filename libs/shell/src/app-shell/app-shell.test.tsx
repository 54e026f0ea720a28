import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { handlers, mockLoginCookies } from '@exchange/api/testing';
import { getSite, GROWTH_ROUTES, type SiteKey } from '@exchange/site-registry';
import { readCookie, takeBootDecision } from '@exchange/platform';
import { decideAndLeave } from '../boot/boot-decision';
import { makeStore } from '../store/store';
import { createTestServices } from '../testing/test-services';
import { buildRouteTree, startSite } from './app-shell';

const server = setupServer(...handlers);
/** Every request path the app made, in order: the request log the rules are checked against. */
const requestLog: string[] = [];
server.events.on('request:start', ({ request }) => requestLog.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  requestLog.length = 0;
});
// The first render of the whole shell compiles every module.
jest.setTimeout(30_000);
afterAll(() => server.close());
beforeEach(() => {
  for (const name of ['uid', 'nickname', 'csrftoken', 'mock_scenario', 'mock_session', 'lang']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

function renderSite(site: SiteKey, url: string, featureRoutes: RouteObject[] = []) {
  const services = createTestServices();
  const router = createMemoryRouter(buildRouteTree(getSite(site), featureRoutes, services), { initialEntries: [url] });
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
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('site-name')).toHaveTextContent('Gate EU');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Fee standards');
    expect(document.documentElement.lang).toBe('en-150');
  });

  it('keeps a dark cookie another property wrote (dark=true) and draws the page dark (spec 2 §2)', async () => {
    document.cookie = 'dark=true; Path=/';
    renderSite('main', '/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    // The session's start-up effects (the drop of cookies outside their grammar among them) have run.
    await waitFor(() => expect(requestLog).toContain('/api/web/v1/compliance/check'));
    expect(readCookie('dark')).toBe('true');
    expect(screen.getByTestId('site-name').closest('a')?.querySelector('img')?.getAttribute('src')).toMatch(/night/);
    document.cookie = 'dark=; Max-Age=0; Path=/';
  });

  it('serves each information page from its own chunk, with its title and the links between them', async () => {
    renderSite('main', '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Fee standards');
  });

  it('serves a prefixed locale of the site and sets the document language and direction', async () => {
    renderSite('uae', '/ar/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('redirects a locale the site does not offer to the unprefixed path and resets the lang cookie', async () => {
    const router = renderSite('us', '/zh/fee');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fee'), { timeout: 15_000 });
    expect(readCookie('lang')).toBe('en-us');
  });

  it('shows the not-found page for an unknown route, with or without a prefix', async () => {
    renderSite('main', '/zh/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows the logged-in state once user info arrives for the login cookies', async () => {
    for (const [name, value] of Object.entries(mockLoginCookies('user'))) if (value) document.cookie = `${name}=${value}; Path=/`;
    renderSite('main', '/');
    expect(await screen.findByTestId('login-state', undefined, { timeout: 15_000 })).toHaveTextContent('Logged in as');
  });

  describe('user info is never fetched on the not-found page (spec 1 §2)', () => {
    const loggedIn = () => {
      for (const [name, value] of Object.entries(mockLoginCookies('user'))) if (value) document.cookie = `${name}=${value}; Path=/`;
    };
    const settled = async () => {
      // The site settings call goes out on every page: once it is logged, the session calls have started.
      await waitFor(() => expect(requestLog.some((path) => !path.includes('get_info'))).toBe(true), { timeout: 15_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    };

    it.each(['/404', '/zh/404', '/zh/no/such/page', '/no-such-page'])('%s shows not found and asks for no user info', async (url) => {
      loggedIn();
      renderSite('main', url);
      expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 15_000 })).toBeInTheDocument();
      await settled();
      expect(requestLog.filter((path) => path.includes('usercenter/get_info'))).toEqual([]);
    });

    it('a known page still asks for user info (the control case)', async () => {
      loggedIn();
      renderSite('main', '/zh/fee');
      // The session starts once the Chinese catalogues are in, which a loaded CI machine can take seconds over.
      await waitFor(() => expect(requestLog.some((path) => path.includes('usercenter/get_info'))).toBe(true), { timeout: 15_000 });
    });
  });

  describe('hidden features are unknown paths', () => {
    // Stand-ins for growth's pages on the route table's referral routes.
    const referralRoutes: RouteObject[] = GROWTH_ROUTES.filter((route) => route.hiddenBy === 'hiddenReferral').map((route) => ({ path: route.path, element: <h1>Referral programme</h1> }));

    it('/referral on EU (hiddenReferral) shows the not-found page', async () => {
      renderSite('eu', '/referral/affiliate', referralRoutes);
      expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.queryByText('Referral programme')).not.toBeInTheDocument();
    });

    it('/referral on main (referral shown) opens the page', async () => {
      renderSite('main', '/referral', referralRoutes);
      expect(await screen.findByRole('heading', { level: 1, name: 'Referral programme' }, { timeout: 15_000 })).toBeInTheDocument();
    });
  });

  describe('login is judged by the cookies where user info is not fetched (spec 1 §4, §6)', () => {
    it.each(['/login', '/signup', '/zh/404'])('a restricted visitor on %s sees the restricted-location notice', async (url) => {
      document.cookie = 'mock_scenario=restricted-visitor; Path=/';
      renderSite('main', url);
      expect(await screen.findByRole('button', { name: 'I Acknowledge' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(requestLog.filter((path) => path.includes('usercenter/get_info'))).toEqual([]);
    });
  });

  describe('startSite (the session calls start with the app)', () => {
    afterEach(() => {
      document.body.innerHTML = '';
      server.resetHandlers();
    });

    it('asks for the compliance check and the site settings before React renders, and the shell does not ask again', async () => {
      document.body.innerHTML = '<div id="root"></div>';
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      startSite({ site: 'main', routes: [] });
      const asked = () => fetchSpy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
      // The start-up runs in a task of its own, not in the one that evaluated the app's chunk.
      expect(asked()).toEqual([]);
      await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(['/api/web/v1/compliance/check', '/api/web/v1/site/settings'])));
      // Both calls are out and nothing is rendered yet (the first render is a transition).
      expect(document.getElementById('root')?.childElementCount).toBe(0);
      fetchSpy.mockRestore();
      expect(await screen.findByTestId('site-name', undefined, { timeout: 15_000 })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requestLog.filter((path) => path === '/api/web/v1/compliance/check')).toHaveLength(1);
      expect(requestLog.filter((path) => path === '/api/web/v1/site/settings')).toHaveLength(1);
    });

    it('a compliance check that fails before the shell listens still shows the generic error toast (spec 2 §8)', async () => {
      server.use(http.get('*/api/web/v1/compliance/check', () => HttpResponse.error()));
      document.body.innerHTML = '<div id="root"></div>';
      startSite({ site: 'main', routes: [] });
      expect(await screen.findByText('request data error, please try later', undefined, { timeout: 15_000 })).toBeInTheDocument();
      // The page itself still renders with the fallback (nothing restricted).
      expect(await screen.findByTestId('site-name', undefined, { timeout: 15_000 })).toBeInTheDocument();
    });

    it('takes the decision the head script left for the page instead of deciding again', async () => {
      document.body.innerHTML = '<div id="root"></div>';
      window.history.replaceState(null, '', '/');
      decideAndLeave(getSite('main'));
      startSite({ site: 'main', routes: [] });
      expect(await screen.findByTestId('site-name', undefined, { timeout: 15_000 })).toBeInTheDocument();
      // The boot took it (a decision is taken at most once): none is left for anyone else.
      expect(takeBootDecision()).toBeUndefined();
    });
  });
});
