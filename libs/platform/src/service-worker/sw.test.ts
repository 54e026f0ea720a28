/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

type Handler = (event: { request?: unknown; respondWith: (p: Promise<Response>) => void; waitUntil: (p: Promise<unknown>) => void }) => void;

const ORIGIN = 'https://www.example.com';
const WORKER_SOURCE = readFileSync(join(__dirname, 'public/sw.js'), 'utf8');

/** The fake Cache Storage one browser profile keeps across worker versions. */
function createCacheStorage(options: { failing?: () => boolean } = {}) {
  const stores = new Map<string, Map<string, Response>>();
  const guard = () => {
    if (options.failing?.()) throw new DOMException('The cache is broken', 'UnknownError');
  };
  const keyOf = (req: { url?: string } | string) => (typeof req === 'string' ? new URL(req, ORIGIN).href : req.url!);
  let network: (url: string) => Promise<Response> = async () => new Response('', { status: 404 });
  const open = async (name: string) => {
    guard();
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (req: { url?: string } | string) => (guard(), store.get(keyOf(req))?.clone()),
      put: async (req: { url?: string } | string, res: Response) => {
        guard();
        store.set(keyOf(req), res);
      },
      add: async (path: string) => {
        guard();
        const response = await network(keyOf(path));
        if (!response.ok) throw new TypeError('add failed');
        store.set(keyOf(path), response);
      },
      keys: async () => (guard(), [...store.keys()]),
      delete: async (req: { url?: string } | string) => (guard(), store.delete(keyOf(req))),
    };
  };
  const caches = {
    open,
    keys: async () => (guard(), [...stores.keys()]),
    delete: async (name: string) => (guard(), stores.delete(name)),
    match: async (req: { url?: string } | string, opts: { cacheName?: string } = {}) => {
      guard();
      const names = opts.cacheName ? [opts.cacheName] : [...stores.keys()];
      for (const name of names) {
        const hit = stores.get(name)?.get(keyOf(req));
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
  return { caches, stores, setNetwork: (fn: typeof network) => (network = fn) };
}

/** Runs sw.js (version `version`) against fake worker globals and returns its handlers plus the fakes. */
function loadWorker(
  network: (url: string) => Promise<Response>,
  {
    version = 'build-2',
    storage = createCacheStorage(),
    registration = {},
  }: { version?: string; storage?: ReturnType<typeof createCacheStorage>; registration?: { active?: { scriptURL: string } } } = {},
) {
  const handlers: Record<string, Handler> = {};
  storage.setNetwork(network);
  const fetchCalls: string[] = [];
  const fakeFetch = async (input: string | { url: string }) => {
    const url = typeof input === 'string' ? new URL(input, ORIGIN).href : input.url;
    fetchCalls.push(url);
    return network(url);
  };
  const self = {
    location: { href: `${ORIGIN}/js/homepage/sw.js?v=${version}`, origin: ORIGIN },
    addEventListener: (type: string, fn: Handler) => (handlers[type] = fn),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    registration,
  };
  runInNewContext(WORKER_SOURCE, { self, caches: storage.caches, fetch: fakeFetch, URL, Headers, Response, Promise, Array, Set, Math, DOMException });
  /** `waitUntil` stands in for the event's own (one that throws: an event that no longer takes promises). */
  const dispatch = async (type: string, request?: { url: string; method?: string; mode?: string }, { waitUntil }: { waitUntil?: (p: Promise<unknown>) => void } = {}) => {
    let responded: Promise<Response> | undefined;
    let waited: Promise<unknown> | undefined;
    handlers[type]({
      request: request && { method: 'GET', mode: 'cors', ...request },
      respondWith: (p) => (responded = p),
      waitUntil: waitUntil ?? ((p) => (waited = p)),
    });
    await waited;
    return responded;
  };
  return { dispatch, stores: storage.stores, storage, fetchCalls };
}

const ok = (body: string) => new Response(body, { status: 200 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pageNames = (sw: ReturnType<typeof loadWorker>, cache: string) => [...(sw.stores.get(cache)?.keys() ?? [])];

/** The worker's hashed-file pattern, taken from the script itself. */
const HASHED_ASSET = new Function(`return ${/const HASHED_ASSET = (\/.+\/);/.exec(WORKER_SOURCE)![1]}`)() as RegExp;

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
    await settle();
    expect(await (await sw.dispatch('fetch', page))!.text()).toBe('<html>new</html>');
  });

  it('serves hashed assets from the cache first', async () => {
    let hits = 0;
    const sw = loadWorker(async () => ok(`body ${++hits}`));
    const asset = { url: `${ORIGIN}/assets/vendor-9f8e7d6c.js` };
    expect(await (await sw.dispatch('fetch', asset))!.text()).toBe('body 1');
    await settle();
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

describe('the hashed-file pattern', () => {
  // Names as Vite 8 emits them (8 characters of [A-Za-z0-9_-] after the last name dash).
  const emitted = [
    '/assets/index-DiscgKQv.js',
    '/assets/local-db-CPxPBZR_.js',
    '/assets/inter-cyrillic-ext-400-normal-DQukG94-.woff',
    '/assets/inter-greek-500-normal-BIZE56-Y.woff2',
    '/assets/cjk-fonts-DUpt_uxn.css',
    '/assets/purify.es-Dzkdzyfv.js',
    '/assets/header-menu-0XQp9kat.js',
  ];
  it.each(emitted)('takes %s for a build file', (name) => expect(HASHED_ASSET.test(name)).toBe(true));

  // The public files copied beside the build output keep their names: served cache-first, a new
  // logo under the same name would never reach a returning visitor.
  const publicAssets = readdirSync(join(__dirname, '../../../shell/public/assets')).map((file) => `/assets/${file}`);
  it.each(['/assets/logo-main-light.svg', '/assets/logo-overseas.svg', '/assets/logo-ab-night.svg', '/favicon.svg', '/index-DiscgKQv.js', '/assets/index.js', ...publicAssets])(
    'does not take %s for a build file',
    (name) => expect(HASHED_ASSET.test(name)).toBe(false),
  );
});

describe('the worker never loses a request', () => {
  it('loads the image over the network when the cache rejects', async () => {
    const storage = createCacheStorage({ failing: () => true });
    const sw = loadWorker(async () => ok('<svg/>'), { storage });
    const response = await sw.dispatch('fetch', { url: `${ORIGIN}/assets/logo-main-AbCd1234.svg` });
    expect(await response!.text()).toBe('<svg/>');
  });

  it('when the network fails too, the page gets the network error itself', async () => {
    const storage = createCacheStorage({ failing: () => true });
    const networkError = new TypeError('Failed to fetch');
    const sw = loadWorker(
      async () => {
        throw networkError;
      },
      { storage },
    );
    await expect(sw.dispatch('fetch', { url: `${ORIGIN}/assets/index-AbCd1234.js` })).rejects.toBe(networkError);
    await expect(sw.dispatch('fetch', { url: `${ORIGIN}/trade/BTC_USDT`, mode: 'navigate' })).rejects.toBe(networkError);
  });

  /** A copy whose body fails as it is read: evicted or cleared by the browser meanwhile. */
  const unreadable = () =>
    new Response(
      new ReadableStream({
        pull(controller) {
          controller.error(new TypeError('the cached body is gone'));
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/javascript' } },
    );

  it('answers from the network when the cached copy cannot be read', async () => {
    const storage = createCacheStorage();
    const sw = loadWorker(async () => ok('from the network'), { storage });
    const asset = `${ORIGIN}/assets/masker-DOPYfPta.js`;
    storage.stores.set('exchange-assets-build-2', new Map([[asset, unreadable()]]));
    const response = await sw.dispatch('fetch', { url: asset });
    expect(await response!.text()).toBe('from the network');
    expect(sw.fetchCalls).toEqual([asset]);
  });

  it('serves a cached copy with its bytes and type, without the stored encoding and length (the body is the decoded file)', async () => {
    const storage = createCacheStorage();
    const sw = loadWorker(async () => ok('from the network'), { storage });
    const asset = `${ORIGIN}/assets/index-AbCd1234.js`;
    const stored = new Response('cached file', { status: 200, headers: { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip', 'Content-Length': '7' } });
    storage.stores.set('exchange-assets-build-2', new Map([[asset, stored]]));
    const response = (await sw.dispatch('fetch', { url: asset }))!;
    expect(await response.text()).toBe('cached file');
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBeNull();
    expect(sw.fetchCalls).toEqual([]);
  });

  it('neither serves nor keeps a part of a file (206) or a redirected answer', async () => {
    const storage = createCacheStorage();
    const asset = `${ORIGIN}/assets/chart-engine-DuA1jNvY.js`;
    storage.stores.set('exchange-assets-build-2', new Map([[asset, new Response('part', { status: 206 })]]));
    let answer = () => new Response('another part', { status: 206 });
    const sw = loadWorker(async () => answer(), { storage });
    expect(await (await sw.dispatch('fetch', { url: asset }))!.text()).toBe('another part');
    await settle();
    expect(await storage.stores.get('exchange-assets-build-2')!.get(asset)!.clone().text()).toBe('part');

    storage.stores.get('exchange-assets-build-2')!.clear();
    answer = () => Object.defineProperty(ok('the login page'), 'redirected', { value: true });
    expect(await (await sw.dispatch('fetch', { url: asset }))!.text()).toBe('the login page');
    await settle();
    expect(pageNames(sw, 'exchange-assets-build-2')).toEqual([]);
  });

  it('answers when the event no longer takes promises (waitUntil throws)', async () => {
    const sw = loadWorker(async (url) => (url.includes('/assets/') ? ok('script') : ok('<html></html>')));
    const inactive = () => {
      throw new DOMException('The event is no longer active', 'InvalidStateError');
    };
    expect(await (await sw.dispatch('fetch', { url: `${ORIGIN}/assets/index-AbCd1234.js` }, { waitUntil: inactive }))!.text()).toBe('script');
    expect(await (await sw.dispatch('fetch', { url: `${ORIGIN}/fee`, mode: 'navigate' }, { waitUntil: inactive }))!.text()).toBe('<html></html>');
  });

  it('does not intercept the header logo, an unhashed file', async () => {
    const sw = loadWorker(async () => ok('<svg/>'));
    expect(await sw.dispatch('fetch', { url: `${ORIGIN}/assets/logo-main-light.svg` })).toBeUndefined();
  });
});

describe('the asset cache stays bounded', () => {
  const asset = (i: number) => `${ORIGIN}/assets/chunk${i}-AbCd${String(i).padStart(4, '0')}.js`;

  it('keys hashed files without the query string: 300 query variants of one file keep one entry', async () => {
    const sw = loadWorker(async () => ok('x'.repeat(1000)));
    for (let i = 0; i < 300; i += 1) await sw.dispatch('fetch', { url: `${asset(1)}?v=${i}&utm=${'y'.repeat(i)}` });
    await settle();
    expect(pageNames(sw, 'exchange-assets-build-2')).toEqual([asset(1)]);
    // The variant is then served from that one entry.
    const before = sw.fetchCalls.length;
    expect(await (await sw.dispatch('fetch', { url: `${asset(1)}?other=1` }))!.text()).toBe('x'.repeat(1000));
    expect(sw.fetchCalls.length).toBe(before);
  });

  it('keeps at most 200 files, the most recent', async () => {
    const sw = loadWorker(async () => ok('a'));
    for (let i = 0; i < 205; i += 1) {
      await sw.dispatch('fetch', { url: asset(i) });
      await settle();
    }
    const kept = pageNames(sw, 'exchange-assets-build-2');
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe(asset(5));
  }, 30_000);

  it('keeps at most 30 MB, by Content-Length, dropping the oldest first', async () => {
    const sw = loadWorker(async () => new Response('big', { status: 200, headers: { 'Content-Length': String(4 * 1024 * 1024) } }));
    for (let i = 0; i < 10; i += 1) {
      await sw.dispatch('fetch', { url: asset(i) });
      await settle();
    }
    const kept = pageNames(sw, 'exchange-assets-build-2');
    expect(kept).toHaveLength(7);
    expect(kept[0]).toBe(asset(3));
  });
});

describe('the page cache stays bounded', () => {
  it('keys pages without the query string: 200 links with distinct queries keep one entry', async () => {
    const sw = loadWorker(async () => ok('<html>home</html>'));
    for (let i = 0; i < 200; i += 1) await sw.dispatch('fetch', { url: `${ORIGIN}/?ch=${'x'.repeat(i)}&utm_cmp=${i}`, mode: 'navigate' });
    await settle();
    expect(pageNames(sw, 'exchange-pages-build-2')).toEqual([`${ORIGIN}/`]);
  });

  it('keeps at most 20 pages, the most recent', async () => {
    const sw = loadWorker(async () => ok('<html>page</html>'));
    for (let i = 0; i < 25; i += 1) {
      await sw.dispatch('fetch', { url: `${ORIGIN}/trade/PAIR${i}_USDT`, mode: 'navigate' });
      await settle();
    }
    const kept = pageNames(sw, 'exchange-pages-build-2');
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe(`${ORIGIN}/trade/PAIR5_USDT`);
    expect(kept[19]).toBe(`${ORIGIN}/trade/PAIR24_USDT`);
  });

  it('drops a release\'s pages with its assets, and offline after a release serves a page whose scripts load or the network error', async () => {
    const storage = createCacheStorage();
    let online = true;
    let release = 'r1';
    const html = () => `<html><script type="module" src="/assets/index-${release === 'r1' ? 'Aaaa1111' : 'Bbbb2222'}.js"></script></html>`;
    const network = async (url: string) => {
      if (!online) throw new TypeError('offline');
      if (url.endsWith('/js/tool/sw_cache.json')) return new Response('{}', { status: 404 });
      return url.includes('/assets/') ? ok(`script of ${url}`) : ok(html());
    };
    const first = loadWorker(network, { version: 'r1', storage });
    await first.dispatch('install');
    await first.dispatch('activate');
    await first.dispatch('fetch', { url: `${ORIGIN}/`, mode: 'navigate' });
    await first.dispatch('fetch', { url: `${ORIGIN}/trade/BTC_USDT?ch=a`, mode: 'navigate' });
    await settle();
    await settle();
    expect([...storage.stores.keys()].sort()).toEqual(['exchange-assets-r1', 'exchange-pages-r1']);

    // Release 2 ships; the visitor's browser installs its worker on a visit to the home page only.
    release = 'r2';
    const second = loadWorker(network, { version: 'r2', storage });
    await second.dispatch('install');
    await second.dispatch('activate');
    await second.dispatch('fetch', { url: `${ORIGIN}/`, mode: 'navigate' });
    await settle();
    await settle();
    expect([...storage.stores.keys()].sort()).toEqual(['exchange-assets-r2', 'exchange-pages-r2']);

    online = false;
    const home = await second.dispatch('fetch', { url: `${ORIGIN}/`, mode: 'navigate' });
    const homeHtml = await home!.text();
    expect(homeHtml).toContain('index-Bbbb2222.js');
    await expect(second.dispatch('fetch', { url: `${ORIGIN}/assets/index-Bbbb2222.js` }).then((r) => r!.text())).resolves.toContain('index-Bbbb2222');
    // The trade page was kept by release 1, whose script is gone: no broken shell, the browser's own error.
    await expect(second.dispatch('fetch', { url: `${ORIGIN}/trade/BTC_USDT`, mode: 'navigate' })).rejects.toThrow('offline');
  });

  it("a page the superseded release was still keeping does not bring that release's caches back", async () => {
    const storage = createCacheStorage();
    const registration: { active?: { scriptURL: string } } = {};
    let releaseAsset!: () => void;
    const assetGate = new Promise<void>((resolve) => (releaseAsset = resolve));
    const network = async (url: string) => {
      if (url.endsWith('/js/tool/sw_cache.json')) return new Response('{}', { status: 404 });
      if (url.includes('/assets/')) {
        await assetGate;
        return ok('script');
      }
      return ok('<html><script type="module" src="/assets/index-Aaaa1111.js"></script></html>');
    };
    const first = loadWorker(network, { version: 'r1', storage, registration });
    registration.active = { scriptURL: `${ORIGIN}/js/homepage/sw.js?v=r1` };
    await first.dispatch('install');
    await first.dispatch('activate');
    // r1 starts keeping the page; its asset is slow to arrive.
    const navigation = await first.dispatch('fetch', { url: `${ORIGIN}/fee`, mode: 'navigate' });
    expect(navigation?.status).toBe(200);
    await settle();

    // Release 2 takes over meanwhile and drops r1's caches.
    const second = loadWorker(network, { version: 'r2', storage, registration });
    await second.dispatch('install');
    registration.active = { scriptURL: `${ORIGIN}/js/homepage/sw.js?v=r2` };
    await second.dispatch('activate');

    releaseAsset();
    for (let i = 0; i < 10; i += 1) await settle();
    expect([...storage.stores.keys()].filter((name) => name.endsWith('-r1'))).toEqual([]);
  });

  it('serves no kept page whose scripts are no longer cached', async () => {
    let online = true;
    const sw = loadWorker(async (url) => {
      if (!online) throw new TypeError('offline');
      return url.includes('/assets/') ? ok('js') : ok('<script src="/assets/index-Cccc3333.js"></script>');
    });
    await sw.dispatch('fetch', { url: `${ORIGIN}/markets`, mode: 'navigate' });
    await settle();
    await settle();
    sw.stores.get('exchange-assets-build-2')!.clear();
    online = false;
    await expect(sw.dispatch('fetch', { url: `${ORIGIN}/markets`, mode: 'navigate' })).rejects.toThrow('offline');
  });
});
