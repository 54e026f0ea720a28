import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { handlers } from '@exchange/api/testing';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { makeStore } from '../store/store';
import { createTestServices } from '../testing/test-services';
import { buildRouteTree } from './app-shell';

// React renders may run more than once, be thrown away or run outside the browser: what it writes
// to cookies, storage or the address belongs in an effect or a handler, never in a render.

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
// The first render of the whole shell compiles every module.
jest.setTimeout(30_000);

/** Frames of React's render phase (function and class components) in the development build. */
const RENDER_FRAMES = ['renderWithHooks', 'finishClassComponent'];

function calledDuringRender(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return RENDER_FRAMES.some((frame) => stack.includes(frame));
}

/** Spies on every writer of cookies, storage and the address; returns what was written during a render. */
function spyOnWriters(): string[] {
  const writes: string[] = [];
  const note = (what: string) => {
    if (calledDuringRender()) writes.push(what);
  };
  const setCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;
  jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    note(`cookie ${value.split(';')[0]}`);
    setCookie?.call(this, value);
  });
  for (const method of ['setItem', 'removeItem', 'clear'] as const) {
    const original = Storage.prototype[method];
    jest.spyOn(Storage.prototype, method).mockImplementation(function (this: Storage, ...args: unknown[]) {
      note(`storage ${method} ${String(args[0] ?? '')}`);
      return (original as (...a: unknown[]) => void).apply(this, args);
    });
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = History.prototype[method];
    jest.spyOn(History.prototype, method).mockImplementation(function (this: History, ...args: Parameters<History['pushState']>) {
      note(`history ${method}`);
      original.apply(this, args);
    });
  }
  return writes;
}

async function renderShell(site: SiteKey, url: string): Promise<string[]> {
  const writes = spyOnWriters();
  const services = createTestServices();
  const router = createMemoryRouter(buildRouteTree(getSite(site), [], services), { initialEntries: [url] });
  const navigate = router.navigate.bind(router);
  jest.spyOn(router, 'navigate').mockImplementation((...args: Parameters<typeof router.navigate>) => {
    if (calledDuringRender()) writes.push('navigate');
    return navigate(...args);
  });
  render(
    <Provider store={makeStore(undefined, services)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  return writes;
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const name of ['lang', 'dark']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('the shell renders without writing (render is pure)', () => {
  it('a first visit: no cookie, storage or address written while rendering', async () => {
    expect(await renderShell('main', '/')).toEqual([]);
  });

  it('a lang cookie naming a language the site does not offer is reset after the render, not in it', async () => {
    document.cookie = 'lang=xx; Path=/';
    const writes = await renderShell('us', '/');
    expect(writes).toEqual([]);
    // Still reset, once the render is committed.
    expect(document.cookie).toContain('lang=en-us');
  });

  it('a prefixed locale the site does not offer redirects from an effect', async () => {
    expect(await renderShell('us', '/zh/fee')).toEqual([]);
  });
});
