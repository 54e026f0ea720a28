/* global self, caches, fetch, URL, Headers, Response */
/**
 * Exchange web service worker. Copied by the app build under the homepage public javascript path
 * and registered as `sw.js?v=<build version>`.
 *
 * - Navigations: network first, so a new build never serves stale HTML. The last good copy of a
 *   page is kept only as an offline fallback, keyed by its path without the query string (a link's
 *   `?ch=…` must not make an entry of its own), at most PAGE_CACHE_LIMIT of them, in a cache of
 *   this release that activation drops with the release's assets. Offline, a kept page is served
 *   only when every script and stylesheet it names is still cached; otherwise the browser gets its
 *   own network error (its offline page), never a shell whose scripts cannot load.
 * - Hashed build assets (HASHED_ASSET): cache first; they never change under a name.
 * - Everything else (API calls, configs, unhashed files such as the site logos): not intercepted.
 * - A failing cache never loses a request: every cache step falls back to the network, and the
 *   only error a page can get from this worker is the network's own. A cached copy is read whole
 *   before it answers (a body that fails once handed to respondWith fails the page's request,
 *   which Gecko reports as "A ServiceWorker intercepted the request and encountered an
 *   unexpected error"); only whole, same-origin answers (200, not redirected) are kept or served.
 * - On install, the cache manifest json (API_PATHS.serviceWorkerCache, the api lib's
 *   ServiceWorkerCacheConfig) lists assets to pre-cache: `{ "version": "1", "urls": ["/assets/index-AbCd1234.js"] }`;
 *   only hashed entries are taken, since only those are ever served from the cache.
 */
const MANIFEST_PATH = '/js/tool/sw_cache.json';
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const ASSET_CACHE_PREFIX = 'exchange-assets-';
const PAGE_CACHE_PREFIX = 'exchange-pages-';
const ASSET_CACHE = `${ASSET_CACHE_PREFIX}${VERSION}`;
const PAGE_CACHE = `${PAGE_CACHE_PREFIX}${VERSION}`;
/** The pages kept for offline use; the oldest kept goes first. */
const PAGE_CACHE_LIMIT = 20;
/**
 * The asset cache's bounds: a release's first load names a few dozen hashed files, so 200 entries
 * or 30 MB (by Content-Length) hold several releases' worth of pages; the oldest kept goes first.
 */
const ASSET_CACHE_LIMIT = 200;
const ASSET_CACHE_MAX_BYTES = 30 * 1024 * 1024;
/**
 * What Vite emits under /assets/: `<name>-<8-character hash>.<ext>`, the hash from
 * [A-Za-z0-9_-]. The lookahead asks the hash for one capital, digit or underscore: the public files
 * copied beside them (logo-main-light.svg) are lower-case words, and a word of eight letters
 * would otherwise read as a hash. A real hash that happens to be all lower case is merely not
 * cached here (nginx still marks it immutable for the browser's own cache).
 */
const HASHED_ASSET = /^\/assets\/[^/]+-(?=[A-Za-z0-9_-]{0,7}[A-Z0-9_])[A-Za-z0-9_-]{8}\.(?:js|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico)$/;
/** The build files a page names (scripts, stylesheets, module preloads). */
const PAGE_ASSET_REFERENCE = /(?:src|href)="(\/assets\/[^"?#]+\.(?:js|css))"/g;
const BACKEND_PREFIXES = ['/api/', '/apiw/', '/apiweb/', '/json_svr/', '/js/tool/', '/dfdid/', '/__mock/', '/groupchat/'];

function strategyFor(request) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return 'network';
  if (BACKEND_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (HASHED_ASSET.test(url.pathname)) return 'asset';
  return 'network';
}

/** The page cache's key: the page's address without query string or fragment. */
function pageKey(url) {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The asset cache's key: the hashed file's address without query string or fragment. The hash
 * names the bytes; a query (`?v=`, a tracking parameter, a crafted link) must not make an entry
 * of its own.
 */
function assetKey(url) {
  const parsed = new URL(url, self.location.origin);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Files this worker has put since it last summed the cache's bytes. */
let putsSinceSized = 0;
/** A file at least this large has the bytes summed at once; smaller ones every SIZE_EVERY puts (reading every entry each time is quadratic). */
const SIZE_NOW_BYTES = 256 * 1024;
const SIZE_EVERY = 8;

/** Drops the oldest assets until the cache is within ASSET_CACHE_LIMIT entries and (summed now and then) ASSET_CACHE_MAX_BYTES. */
async function trimAssets(cache, size) {
  const keys = await cache.keys();
  let drop = Math.max(0, keys.length - ASSET_CACHE_LIMIT);
  putsSinceSized += 1;
  if (size < SIZE_NOW_BYTES && putsSinceSized < SIZE_EVERY) {
    for (const old of keys.slice(0, drop)) await cache.delete(old);
    return;
  }
  putsSinceSized = 0;
  const kept = keys.slice(drop);
  const sizes = await Promise.all(
    kept.map(async (key) => {
      const entry = await cache.match(key);
      // Only the header is read: the body is let go at once rather than held open until collected.
      entry?.body?.cancel().catch(() => undefined);
      return Number(entry?.headers.get('content-length')) || 0;
    }),
  );
  let bytes = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; i < sizes.length && bytes > ASSET_CACHE_MAX_BYTES; i += 1) {
    bytes -= sizes[i];
    drop += 1;
  }
  for (const old of keys.slice(0, drop)) await cache.delete(old);
}

/** Whether an answer may be kept and served again: whole (200, not a 206 range), same-origin (not opaque), not redirected. */
function isKeepable(response) {
  return response.status === 200 && !response.redirected && (response.type === 'basic' || response.type === 'default');
}

/**
 * A cached copy, read whole into an answer of its own, or undefined when there is none fit to
 * serve. Reading throws where the copy cannot be read (evicted or cleared while read, storage the
 * browser cannot open): the caller's network fallback then answers. The body is the decoded file,
 * so the stored Content-Encoding and Content-Length do not describe it and are left out.
 */
async function readWhole(cached) {
  if (!cached || !isKeepable(cached)) return undefined;
  const body = await cached.arrayBuffer();
  const headers = new Headers(cached.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(body, { status: cached.status, statusText: cached.statusText, headers });
}

/**
 * Keeps the worker alive until `work` (a copy written) settles; a copy not written is only a copy
 * not kept. Never throws: an event that no longer takes promises still has its answer.
 */
function keepAlive(event, work) {
  const settled = Promise.resolve(work).catch(() => undefined);
  try {
    event.waitUntil(settled);
  } catch {
    // The write still runs while the worker lives.
  }
}

function pageAssets(html) {
  return [...new Set([...html.matchAll(PAGE_ASSET_REFERENCE)].map((match) => match[1]).filter((asset) => HASHED_ASSET.test(asset)))];
}

async function precache() {
  try {
    const response = await fetch(MANIFEST_PATH, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return;
    const manifest = await response.json();
    const assets = Array.isArray(manifest && manifest.urls) ? manifest.urls.filter((a) => typeof a === 'string' && HASHED_ASSET.test(a)) : [];
    const cache = await caches.open(ASSET_CACHE);
    await Promise.all(assets.map((asset) => cache.add(asset).catch(() => undefined)));
  } catch {
    // A missing or broken manifest only means nothing is pre-cached.
  }
}

/**
 * Whether a newer release's worker has taken over. Its activation dropped this release's caches;
 * a write this worker still has under way (a page kept a moment before) would bring them back,
 * to stay until the next release, so such a write is undone.
 */
function superseded() {
  const active = self.registration && self.registration.active;
  return Boolean(active && active.scriptURL !== self.location.href);
}

async function dropIfSuperseded() {
  if (superseded()) await Promise.all([caches.delete(ASSET_CACHE), caches.delete(PAGE_CACHE)]);
}

/** Keeps a copy of a page and the assets it names in this release's caches, within the cap. */
async function keepPage(url, response) {
  if (superseded()) return;
  try {
    const html = await response.clone().text();
    const assetCache = await caches.open(ASSET_CACHE);
    for (const asset of pageAssets(html)) {
      if (!(await assetCache.match(asset))) await assetCache.add(asset);
    }
    const pages = await caches.open(PAGE_CACHE);
    const key = pageKey(url);
    await pages.delete(key);
    await pages.put(key, response);
    const keys = await pages.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - PAGE_CACHE_LIMIT))) await pages.delete(old);
    await dropIfSuperseded();
  } catch {
    // An offline copy is a bonus: a page whose assets could not be kept is not kept either.
  }
}

/** The kept copy of a page, read whole, when every asset it names is still cached. */
async function keptPage(url) {
  const page = await readWhole(await caches.match(pageKey(url), { cacheName: PAGE_CACHE }));
  if (!page) return undefined;
  const assets = pageAssets(await page.clone().text());
  const present = await Promise.all(assets.map((asset) => caches.match(assetKey(asset), { cacheName: ASSET_CACHE })));
  return present.every(Boolean) ? page : undefined;
}

async function networkFirstPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    // The browser keeps the worker alive until the copy is written.
    if (isKeepable(response)) keepAlive(event, keepPage(request.url, response.clone()));
    return response;
  } catch (error) {
    let cached;
    try {
      cached = await keptPage(request.url);
    } catch {
      // A broken cache is the same as an empty one.
    }
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(event) {
  const { request } = event;
  const key = assetKey(request.url);
  let cache;
  try {
    cache = await caches.open(ASSET_CACHE);
    const cached = await readWhole(await cache.match(key));
    if (cached) return cached;
  } catch {
    // The cache is unusable (storage pressure, a copy evicted or cleared while read, a browser
    // bug): the network still has the file.
  }
  const response = await fetch(request);
  try {
    if (cache && isKeepable(response) && !superseded()) {
      const size = Number(response.headers.get('content-length')) || 0;
      keepAlive(
        event,
        cache
          .put(key, response.clone())
          .then(() => trimAssets(cache, size))
          .then(dropIfSuperseded),
      );
    }
  } catch {
    // Not kept: the page still gets the network's answer.
  }
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

/** Drops other releases' caches: their assets, and the pages that named them. */
async function dropOtherReleases() {
  try {
    const keys = await caches.keys();
    const stale = keys.filter(
      (key) => (key.startsWith(ASSET_CACHE_PREFIX) && key !== ASSET_CACHE) || (key.startsWith(PAGE_CACHE_PREFIX) && key !== PAGE_CACHE) || key === 'exchange-pages',
    );
    await Promise.all(stale.map((key) => caches.delete(key)));
  } catch {
    // Left for the next activation.
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOtherReleases().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'page') event.respondWith(networkFirstPage(event));
  else if (strategy === 'asset') event.respondWith(cacheFirstAsset(event));
});
