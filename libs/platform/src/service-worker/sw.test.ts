/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

type Handler = (event: { request?: unknown; respondWith: (p: Promise<Response>) => void; waitUntil: (p: Promise<unknown>) => void }) => void;

const ORIGIN = 'https://www.example.com';

/** Runs sw.js against fake worker globals and returns its handlers plus the fakes. */
function loadWorker(network: (url: string) => Promise<Response>) {
  const handlers: Record<string, Handler> = {};
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (req: { url?: string } | string) => store.get(typeof req === 'string' ? new URL(req, ORIGIN).href : req.url!)?.clone(),
      put: async (req: { url: string }, res: Response) => void store.set(req.url, res),
      add: async (path: string) => void store.set(new URL(path, ORIGIN).href, await network(new URL(path, ORIGIN).href)),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (req: { url: string }, opts: { cacheName: string }) => stores.get(opts.cacheName)?.get(req.url)?.clone(),
  };
  const fetchCalls: string[] = [];
  const fakeFetch = async (input: string | { url: string }) => {
    const url = typeof input === 'string' ? new URL(input, ORIGIN).href : input.url;
    fetchCalls.push(url);
    return network(url);
  };
  const self = {
    location: { href: `${ORIGIN}/js/homepage/sw.js?v=build-2`, origin: ORIGIN },
    addEventListener: (type: string, fn: Handler) => (handlers[type] = fn),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(readFileSync(join(__dirname, 'public/sw.js'), 'utf8'), { self, caches, fetch: fakeFetch, URL, Response, Promise, Array });
  const dispatch = async (type: string, request?: { url: string; method?: string; mode?: string }) => {
    let responded: Promise<Response> | undefined;
    let waited: Promise<unknown> | undefined;
    handlers[type]({
      request: request && { method: 'GET', mode: 'cors', ...request },
      respondWith: (p) => (responded = p),
      waitUntil: (p) => (waited = p),
    });
    await waited;
    return responded;
  };
  return { dispatch, stores, fetchCalls };
}

const ok = (body: string) => new Response(body, { status: 200 });

describe('service worker script', () => {
  it('pre-caches the hashed assets the cache manifest lists', async () => {
    const sw = loadWorker(async (url) =>
      url.endsWith('/js/tool/sw_cache.json') ? new Response(JSON.stringify({ version: '7', urls: ['/assets/index-AbCd1234.js', '/not-hashed.js'] })) : ok(`asset ${url}`),
    );
    await sw.dispatch('install');
    expect([...(sw.stores.get('exchange-assets-build-2')?.keys() ?? [])]).toEqual([`${ORIGIN}/assets/index-AbCd1234.js`]);
  });

  it('survives a broken manifest', async () => {
    const sw = loadWorker(async () => new Response('<html>', { status: 500 }));
    await expect(sw.dispatch('install')).resolves.toBeUndefined();
  });

  it('serves navigations from the network first, so a new build is never stale', async () => {
    let build = 'old';
    let online = true;
    const sw = loadWorker(async () => {
      if (!online) throw new TypeError('offline');
      return ok(`<html>${build}</html>`);
    });
    const page = { url: `${ORIGIN}/trade/BTC_USDT`, mode: 'navigate' };
    expect(await (await sw.dispatch('fetch', page))!.text()).toBe('<html>old</html>');
    build = 'new';
    expect(await (await sw.dispatch('fetch', page))!.text()).toBe('<html>new</html>');
    online = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await sw.dispatch('fetch', page))!.text()).toBe('<html>new</html>');
  });

  it('serves hashed assets from the cache first', async () => {
    let hits = 0;
    const sw = loadWorker(async () => ok(`body ${++hits}`));
    const asset = { url: `${ORIGIN}/assets/vendor-9f8e7d6c.js` };
    expect(await (await sw.dispatch('fetch', asset))!.text()).toBe('body 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await sw.dispatch('fetch', asset))!.text()).toBe('body 1');
    expect(hits).toBe(1);
  });

  it('leaves API calls, other origins, unhashed files and non-GET requests to the network', async () => {
    const sw = loadWorker(async () => ok('x'));
    expect(await sw.dispatch('fetch', { url: `${ORIGIN}/api/web/v1/usercenter/get_info` })).toBeUndefined();
    expect(await sw.dispatch('fetch', { url: 'https://cdn.example.net/assets/a-12345678.js' })).toBeUndefined();
    expect(await sw.dispatch('fetch', { url: `${ORIGIN}/favicon.ico` })).toBeUndefined();
    expect(await sw.dispatch('fetch', { url: `${ORIGIN}/assets/a-12345678.js`, method: 'POST' })).toBeUndefined();
  });
});
