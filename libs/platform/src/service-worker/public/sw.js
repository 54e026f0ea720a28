/* global self, caches, fetch, URL */
/**
 * Exchange web service worker. Copied by the app build under the homepage public javascript path
 * and registered as `sw.js?v=<build version>`.
 *
 * - Navigations: network first, so a new build never serves stale HTML; the last good page is
 *   kept only as an offline fallback.
 * - Hashed build assets (`name-<hash>.js|css|...`): cache first; they never change under a name.
 * - Everything else (API calls, configs, unhashed files): straight to the network.
 * - On install, the cache manifest json (API_PATHS.serviceWorkerCache, the api lib's
 *   ServiceWorkerCacheConfig) lists assets to pre-cache: `{ "version": "1", "urls": ["/assets/index-AbCd1234.js"] }`;
 *   only hashed entries are taken, since only those are ever served from the cache.
 */
const MANIFEST_PATH = '/js/tool/sw_cache.json';
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const ASSET_CACHE = `exchange-assets-${VERSION}`;
const PAGE_CACHE = 'exchange-pages';
const HASHED_ASSET = /[.-][A-Za-z0-9_-]{8,}\.(?:m?js|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico|json)$/;
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

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(PAGE_CACHE).then((cache) => cache.put(request, copy)).catch(() => undefined);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: PAGE_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('exchange-assets-') && key !== ASSET_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'page') event.respondWith(networkFirstPage(event.request));
  else if (strategy === 'asset') event.respondWith(cacheFirstAsset(event.request));
});
