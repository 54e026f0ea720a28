import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { handlers } from '@exchange/api/testing';
import { getSite } from '@exchange/site-registry';
import { makeStore } from '../store/store';
import { createTestServices } from '../testing/test-services';
import { buildRouteTree, preloadRouteChunks } from './app-shell';

const main = getSite('main');
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
// The first render of the whole shell compiles every module.
jest.setTimeout(30_000);

/** Feature routes whose loaders count their calls, as the chart lib declares its pages. */
function featureRoutes() {
  const calls = { trade: 0, futures: 0 };
  const TradePage = () => <h1>Trade page</h1>;
  const routes: RouteObject[] = [
    { path: 'trade/:pair?', lazy: async () => ((calls.trade += 1), { Component: TradePage }) },
    { path: 'futures/:contract?', lazy: async () => ((calls.futures += 1), { Component: () => <h1>Futures page</h1> }) },
  ];
  return { routes, calls };
}

/** Records whether `#main-content` was ever in the document without its page. */
function watchEmptyMain() {
  const seen = { empty: false };
  const observer = new MutationObserver(() => {
    const main = document.getElementById('main-content');
    // Empty, or holding only the placeholder of a page whose chunk has not arrived.
    if (main && (main.childElementCount === 0 || main.querySelector('[aria-busy="true"]'))) seen.empty = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Renders the trade page and returns whether its main content was ever empty on the way. */
async function renderTradeWatched(routes: RouteObject[]): Promise<boolean> {
  const watch = watchEmptyMain();
  renderAt('/trade/BTC_USDT', routes);
  expect(await screen.findByRole('heading', { name: 'Trade page' }, { timeout: 15_000 })).toBeInTheDocument();
  watch.stop();
  return watch.seen.empty;
}

function renderAt(url: string, routes: RouteObject[]) {
  const services = createTestServices();
  render(
    <Provider store={makeStore(undefined, services)}>
      <RouterProvider router={createMemoryRouter(buildRouteTree(main, routes, services), { initialEntries: [url] })} />
    </Provider>,
  );
}

describe('the first page’s route chunk starts before React’s first render (CLS)', () => {
  it('starts only the chunk of the page the path shows, with or without a language prefix', () => {
    const { routes, calls } = featureRoutes();
    preloadRouteChunks(main, routes, '/fr/trade/BTC_USDT');
    expect(calls).toEqual({ trade: 1, futures: 0 });
    const other = featureRoutes();
    preloadRouteChunks(main, other.routes, '/futures/BTC_USDT');
    expect(other.calls).toEqual({ trade: 0, futures: 1 });
  });

  it('matches as the router does: optional segments, a splat page at any depth, nothing past a fixed page', () => {
    const calls = { trade: 0, referral: 0 };
    const routes: RouteObject[] = [
      { path: 'trade/:pair?', lazy: async () => ((calls.trade += 1), { Component: () => null }) },
      { path: 'referral/*', lazy: async () => ((calls.referral += 1), { Component: () => null }) },
    ];
    preloadRouteChunks(main, routes, '/trade');
    expect(calls).toEqual({ trade: 1, referral: 0 });
    preloadRouteChunks(main, routes, '/trade/BTC_USDT/more');
    expect(calls).toEqual({ trade: 1, referral: 0 });
    preloadRouteChunks(main, routes, '/fr/referral/broker');
    expect(calls).toEqual({ trade: 1, referral: 1 });
  });

  it('starts no feature chunk on home or an unknown path', () => {
    const { routes, calls } = featureRoutes();
    preloadRouteChunks(main, routes, '/');
    preloadRouteChunks(main, routes, '/fr');
    preloadRouteChunks(main, routes, '/no/such/page');
    expect(calls).toEqual({ trade: 0, futures: 0 });
  });

  it('home, a chunk of its own, renders in the first commit that shows the main content (preloaded on /)', async () => {
    const { routes } = featureRoutes();
    preloadRouteChunks(main, routes, '/');
    await Promise.resolve();
    const watch = watchEmptyMain();
    renderAt('/', routes);
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ }, { timeout: 15_000 })).toBeInTheDocument();
    watch.stop();
    expect(watch.seen.empty).toBe(false);
  });

  it('the page renders from that same download, in the first commit that shows the main content', async () => {
    const { routes, calls } = featureRoutes();
    preloadRouteChunks(main, routes, '/trade/BTC_USDT');
    await Promise.resolve();
    // The footer below an empty main is what moved on trade and futures (CLS 0.06).
    expect(await renderTradeWatched(routes)).toBe(false);
    expect(calls.trade).toBe(1);
  });

  it('without the head start the page still loads, and the translated render waits for its chunk (a transition) rather than showing an empty main', async () => {
    const { routes, calls } = featureRoutes();
    expect(await renderTradeWatched(routes)).toBe(false);
    expect(calls.trade).toBe(1);
  });

  it('the watch used above sees an empty main when there is one', async () => {
    const watch = watchEmptyMain();
    const main = document.createElement('main');
    main.id = 'main-content';
    document.body.append(main);
    await Promise.resolve();
    watch.stop();
    main.remove();
    expect(watch.seen.empty).toBe(true);
  });

  it('a preload that failed is downloaded once more by the render', async () => {
    let attempts = 0;
    const routes: RouteObject[] = [
      {
        path: 'trade/:pair?',
        lazy: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('chunk failed');
          return { Component: () => <h1>Trade page</h1> };
        },
      },
    ];
    preloadRouteChunks(main, routes, '/trade/BTC_USDT');
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderAt('/trade/BTC_USDT', routes);
    expect(await screen.findByRole('heading', { name: 'Trade page' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('a chunk that fails for the render shows the page error, not an endless wait', async () => {
    let attempts = 0;
    const routes: RouteObject[] = [
      {
        path: 'trade/:pair?',
        lazy: async () => {
          attempts += 1;
          throw new Error('chunk failed');
        },
      },
    ];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/trade/BTC_USDT', routes);
    expect(await screen.findByText('This page could not be shown', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(attempts).toBe(1);
  });
});
