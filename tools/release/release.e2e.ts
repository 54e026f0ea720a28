import { chromium, expect, test, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ci/system-deps';
import { defineSiteSmoke } from '../e2e/site-smoke';
import { CLEARED_REQUEST_HEADERS, MAX_COOKIE_HEADER_BYTES } from '@exchange/edge/testing';
import { ENVIRONMENTS, RELEASE_CONTROL_PORT, RELEASE_PORT, RELEASE_VERSIONS, SITE_NAME, TRUSTED_PROXY, UPSTREAM_NAME, type UpstreamHit } from './serve-release';

const root = path.resolve(__dirname, '../..');
const work = (version: string) => path.join(root, 'dist/release/work', `main-${version}`);

interface Manifest {
  version: string;
  files: Array<{ path: string; sha256: string; bytes: number }>;
}
const manifestOf = (version: string) => JSON.parse(fs.readFileSync(path.join(work(version), 'manifest.json'), 'utf8')) as Manifest;

async function switchTo(label: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${RELEASE_CONTROL_PORT}/switch/${label}`, { method: 'POST' });
  expect(response.status, await response.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => switchTo('current'));

// The site smoke, served from the unpacked tarball with only its packaged config.
defineSiteSmoke('main');

test.describe('the release tarball', () => {
  test('its manifest hashes match its files, no served file names a source map, no bundle holds the mock toolbar', () => {
    const version = RELEASE_VERSIONS.current;
    const manifest = manifestOf(version);
    expect(manifest.version).toBe(version);
    const wrong = manifest.files.filter((file) => {
      const data = fs.readFileSync(path.join(work(version), file.path));
      return crypto.createHash('sha256').update(data).digest('hex') !== file.sha256;
    });
    expect(wrong).toEqual([]);
    const served = manifest.files.filter((file) => file.path.startsWith('static/'));
    expect(served.filter((file) => file.path.endsWith('.map'))).toEqual([]);
    const text = served.filter((file) => /\.(js|css|html)$/.test(file.path));
    const naming = text.filter((file) => fs.readFileSync(path.join(work(version), file.path), 'utf8').includes('sourceMappingURL'));
    expect(naming).toEqual([]);
    const toolbar = text.filter((file) => /Mock scenario|mock_scenario|__mock\/login/.test(fs.readFileSync(path.join(work(version), file.path), 'utf8')));
    expect(toolbar.map((file) => file.path)).toEqual([]);
    expect(served.some((file) => file.path.endsWith('.js.br'))).toBe(true);
    expect(served.some((file) => file.path.endsWith('.js.gz'))).toBe(true);
  });

  for (const [label, environment] of [
    ['current', 'production'],
    ['current-staging', 'staging'],
  ] as const) {
    test(`one tarball, ${environment} environment: the served CSP and the page follow its file`, async ({ request }) => {
      await switchTo(label);
      const { ws, cdn } = ENVIRONMENTS[environment];
      const response = await request.get('/');
      const csp = response.headers()['content-security-policy'];
      expect(csp).toContain(`connect-src 'self' ${cdn} ${ws}`);
      const other = environment === 'production' ? ENVIRONMENTS.staging : ENVIRONMENTS.production;
      expect(csp).not.toContain(other.ws);
      const html = await response.text();
      const block = /<script type="application\/json" id="exchange-env">([^<]+)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(block ?? '{}')).toMatchObject({ cdnBase: cdn, ws: { spot: `${ws}/v4/ws/spot` } });
      await switchTo('current');
    });

    test(`one tarball, ${environment} environment: the heads, the sitemap and the robots file name its origin${environment === 'staging' ? ', every page noindex' : ''}`, async ({ request }) => {
      await switchTo(label);
      const { origin, indexing } = ENVIRONMENTS[environment];
      const trade = await request.get('/zh/trade/BTC_USDT');
      expect(trade.status()).toBe(200);
      const html = await trade.text();
      expect(html).toContain('<html lang="zh-CN" dir="ltr">');
      expect(html).toContain(`<link rel="canonical" href="${origin}/zh/trade/BTC_USDT">`);
      expect(html).toContain(`<meta property="og:image" content="${origin}/assets/og/main.png">`);
      expect(html.includes('noindex')).toBe(!indexing);
      expect(html.includes(`hreflang="x-default" href="${origin}/trade/BTC_USDT"`)).toBe(indexing);
      const missing = await request.get('/zh/no/such/page');
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('noindex');
      const robots = await (await request.get('/robots.txt')).text();
      const sitemap = await (await request.get('/sitemap.xml')).text();
      if (indexing) {
        expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
        expect(robots).toMatch(/^Disallow: \/myaccount$/m);
        expect(sitemap).toContain(`<loc>${origin}/zh/trade/BTC_USDT</loc>`);
      } else {
        expect(robots).toBe('User-agent: *\nDisallow: /\n');
        expect(sitemap).not.toContain('<url>');
        expect(await (await request.get('/')).text()).toContain('noindex');
      }
      await switchTo('current');
    });
  }
});

/** Script and catalogue URLs one page load fetched. */
async function loadAndRecord(page: Page): Promise<{ scripts: string[]; catalogues: string[] }> {
  const scripts: string[] = [];
  const catalogues: string[] = [];
  const onRequest = (request: { url: () => string; resourceType: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/locales/')) catalogues.push(url.pathname);
    else if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.push(url.pathname);
  };
  page.on('request', onRequest);
  await page.goto('/zh/fee');
  await expect(page.getByTestId('site-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return { scripts, catalogues };
}

test('deploys and rollbacks never mix builds: N, then N-1, then N again, for a returning visitor', async ({ page }) => {
  const files = (version: string) => new Set(manifestOf(version).files.map((file) => `/${file.path.replace(/^static\//, '')}`));
  const steps = [
    ['current', RELEASE_VERSIONS.current, RELEASE_VERSIONS.previous],
    ['previous', RELEASE_VERSIONS.previous, RELEASE_VERSIONS.current],
    ['current', RELEASE_VERSIONS.current, RELEASE_VERSIONS.previous],
  ] as const;
  for (const [label, live, other] of steps) {
    await switchTo(label);
    const { scripts, catalogues } = await loadAndRecord(page);
    const own = files(live);
    const others = files(other);
    expect(scripts.length, `${live}: scripts loaded`).toBeGreaterThan(0);
    expect(scripts.filter((script) => !own.has(script)), `${live}: scripts of another build`).toEqual([]);
    // The two builds differ, and this load ran the live one's own code.
    expect(scripts.some((script) => own.has(script) && !others.has(script)), `${live}: a script only ${live} has`).toBe(true);
    expect(catalogues.length, `${live}: catalogues loaded`).toBeGreaterThan(0);
    expect(catalogues.filter((url) => !url.startsWith(`/locales/${live}/`)), `${live}: catalogues of another build`).toEqual([]);
  }
});

const control = (pathname: string, method = 'GET') => fetch(`http://127.0.0.1:${RELEASE_CONTROL_PORT}${pathname}`, { method });
const upstreamLog = async () => (await (await control('/upstream-log')).json()) as UpstreamHit[];
const clearUpstreamLog = () => control('/upstream-log', 'DELETE');
/** An API call every scenario answers 200. */
const API_PATH = '/api/web/v1/usercenter/get_info';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request exactly as written (no URL normalising, any Host), from `localAddress` (another
 * loopback address stands for the load balancer).
 */
function raw(pathname: string, options: { headers?: Record<string, string>; localAddress?: string; method?: string; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: RELEASE_PORT, path: pathname, method: options.method ?? 'GET', headers: { host: `localhost:${RELEASE_PORT}`, ...options.headers }, localAddress: options.localAddress, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', (error) => (options.body ? resolve({ status: 0, headers: {}, body: String(error) }) : reject(error)));
    request.end(options.body);
  });
}

test.describe('behind a production edge: an https API upstream by host name, a load balancer, a CDN (issue 52)', () => {
  test.beforeAll(async () => {
    await switchTo('current');
    await control('/dns/a', 'POST');
  });

  test('the API answers 200 through nginx from the upstream the DNS responder names, over verified TLS with SNI, with the matched Host', async () => {
    await clearUpstreamLog();
    const answer = await raw(API_PATH);
    expect(answer.status, answer.body).toBe(200);
    const hits = await upstreamLog();
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ url: API_PATH, host: 'localhost', servername: UPSTREAM_NAME });
  });

  test('a name moved in DNS is followed by the next `deploy.mjs --refresh` (the timer), which reloads nginx only when it moved', async () => {
    const refresh = async () => (await (await control('/refresh/current', 'POST')).json()) as { status: number; stdout: string; stderr: string };
    expect((await raw(API_PATH)).headers['x-exchange-upstream']).toBe('a');
    const workers = await (await control('/workers')).json();
    const unmoved = await refresh();
    expect(unmoved).toMatchObject({ status: 0, stdout: 'deploy: the API upstream has not moved\n' });
    expect(await (await control('/workers')).json(), 'nothing reloaded').toEqual(workers);
    await control('/dns/b', 'POST');
    // The record's TTL is 1 s: the refresh after it sees the new address.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await refresh()).toMatchObject({ status: 0, stdout: 'deploy: the API upstream moved; nginx reloaded\n' });
    expect((await raw(API_PATH)).headers['x-exchange-upstream']).toBe('b');
    await control('/dns/a', 'POST');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await refresh()).status).toBe(0);
    expect((await raw(API_PATH)).headers['x-exchange-upstream']).toBe('a');
  });

  test('API calls reuse the connections to the upstream (keep-alive), not a TLS handshake each', async () => {
    await clearUpstreamLog();
    for (let i = 0; i < 12; i += 1) expect((await raw(API_PATH)).status).toBe(200);
    const hits = await upstreamLog();
    expect(hits).toHaveLength(12);
    expect(new Set(hits.map((hit) => hit.connection)).size, 'connections for 12 sequential calls').toBeLessThanOrEqual(2);
    expect(hits.every((hit) => hit.headers.connection === undefined || hit.headers.connection === 'keep-alive')).toBe(true);
  });

  test('a logging upstream receives none of the forwarding, override and client-address headers a client wrote', async () => {
    await clearUpstreamLog();
    const forged = Object.fromEntries(CLEARED_REQUEST_HEADERS.map((name) => [name, name === 'Forwarded' ? 'for=203.0.113.9;proto=https;host=evil.example' : name.endsWith('URL') ? '/admin' : '203.0.113.9']));
    await raw(API_PATH, { headers: { ...forged, 'x-real-ip': '203.0.113.9' } });
    const [hit] = await upstreamLog();
    const arrived = CLEARED_REQUEST_HEADERS.filter((name) => hit.headers[name.toLowerCase()] !== undefined);
    expect(arrived).toEqual([]);
    expect(hit.headers['x-real-ip']).toBe('127.0.0.1');
    expect(hit.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  test('an HTML answer under /api/ runs no script, and /js/tool/ serves only its JSON files, as JSON', async ({ page }) => {
    const answer = await raw('/api/__e2e/html');
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
    await page.goto('/api/__e2e/html');
    await page.waitForLoadState('load');
    expect(await page.title()).toBe('upstream');
    expect((await raw('/js/tool/run.js')).status).toBe(404);
    const json = await raw('/js/tool/coin_icon_whitelist.json');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
  });

  test('proxied answers are never compressed by the edge', async () => {
    const answer = await raw(API_PATH, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  test('every answer carries the security headers: errors nginx or the API give, the health path and redirects', async () => {
    const cases: Array<[string, Promise<RawAnswer>]> = [
      ['400', raw('/api/a%3bb')],
      ['404', raw('/no/such/file.js')],
      ['405', raw('/', { method: 'TRACE' })],
      ['413', raw(API_PATH, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) })],
      ['414', raw(`/${'a'.repeat(40_000)}`)],
      ['421', raw('/', { headers: { host: 'evil.example' } })],
      ['431', raw('/', { headers: { cookie: `big=${'a'.repeat(20_000)}` } })],
      ['431', raw('/', { headers: { cookie: `big=${'a'.repeat(40_000)}` } })],
      ['200', raw('/healthz')],
      ['302', raw('/myaccount')],
      ...['403', '429', '500', '502', '503', '504'].map((status) => [status, raw(`/api/__e2e/status/${status}`)] as [string, Promise<RawAnswer>]),
    ];
    for (const [status, answer] of cases) {
      const { status: got, headers } = await answer;
      expect(String(got), status).toBe(status);
      expect(headers['strict-transport-security'], status).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options'], status).toBe('nosniff');
      expect(headers['content-security-policy'], status).toBeDefined();
    }
  });

  test(`a Cookie header above ${MAX_COOKIE_HEADER_BYTES} bytes never reaches the API: the visitor is told to clear the site's cookies`, async () => {
    await clearUpstreamLog();
    for (const size of [5 * 4096, 16 * 1024, 40 * 1024]) {
      const cookie = Array.from({ length: Math.ceil(size / 4096) }, (_, i) => `c${i}=${'a'.repeat(4090)}`).join('; ');
      for (const pathname of ['/', API_PATH]) {
        const answer = await raw(pathname, { headers: { cookie } });
        expect(answer.status, `${size} ${pathname}`).toBe(431);
        expect(answer.headers['clear-site-data']).toBe('"cookies"');
        expect(answer.headers.refresh).toBe('0; url=/');
      }
    }
    expect(await upstreamLog()).toEqual([]);
  });

  for (const [label, cookies] of [
    ['five 4 KB cookies', Array.from({ length: 5 }, (_, i) => ({ name: `sibling${i}`, value: 'a'.repeat(4000) }))],
    ['16 KB of cookies', Array.from({ length: 4 }, (_, i) => ({ name: `sibling${i}`, value: 'b'.repeat(4080) }))],
  ] as const) {
    test(`a visitor whose parent domain set ${label} reaches a working page within two loads`, async () => {
      // A real host name under a parent domain (cookies on .exchange.test), mapped to the release;
      // Chromium honours Clear-Site-Data on secure origins, which this test origin is declared to be.
      const origin = `http://${SITE_NAME}:${RELEASE_PORT}`;
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SITE_NAME} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`] });
      try {
        const context = await browser.newContext();
        await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: '.exchange.test', path: '/' })));
        const page = await context.newPage();
        const statuses: number[] = [];
        page.on('response', (response) => {
          if (response.request().isNavigationRequest()) statuses.push(response.status());
        });
        await page.goto(`${origin}/`);
        await expect(page.getByTestId('site-name')).toBeVisible({ timeout: 20_000 });
        expect(statuses.slice(0, 2)).toEqual([431, 200]);
        expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('sibling'))).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }

  test('a deploy that nginx -t refuses leaves the running environment serving, and says why in one line (exit 2)', async () => {
    const before = await raw('/');
    const run = (await (await control('/redeploy-refused/current', 'POST')).json()) as { status: number; stderr: string };
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^deploy: nginx -t refused the new configuration, nothing changed: /);
    await switchTo('current');
    const after = await raw('/');
    expect(after.body).toBe(before.body);
    expect(after.headers['content-security-policy']).toBe(before.headers['content-security-policy']);
  });

  test('a release copied to another folder deploys there and serves from its own folder', async () => {
    const run = (await (await control('/move/current', 'POST')).json()) as { status: number; stderr: string; release: string };
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    try {
      await switchTo('current-moved');
      expect((await raw(API_PATH)).status).toBe(200);
      expect((await raw('/zh/fee')).status).toBe(200);
    } finally {
      await switchTo('current');
    }
  });

  test('an upstream whose certificate the configured CA did not sign is refused: 502, and the log says why', async () => {
    await switchTo('current-wrong-ca');
    try {
      await clearUpstreamLog();
      const answer = await raw(API_PATH);
      expect(answer.status).toBe(502);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(await (await control('/error-log')).text()).toMatch(/upstream SSL certificate verify error: \(\d+:unable to verify the first certificate\)/);
      expect(await upstreamLog(), 'no request completed to an unverified upstream').toEqual([]);
    } finally {
      await switchTo('current');
    }
  });

  test('behind a TLS-terminating load balancer the login redirect is relative, keeps /de/, and HSTS stays', async () => {
    const answer = await raw('/de/myaccount', { headers: { 'x-forwarded-proto': 'https' }, localAddress: TRUSTED_PROXY });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/de/login');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await raw('/myaccount')).headers.location).toBe('/login');
  });

  test('forwarded headers count only from the trusted load balancer: the upstream never gets a chain the client wrote', async () => {
    await clearUpstreamLog();
    const forged = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7', 'x-forwarded-proto': 'https' };
    await raw(API_PATH, { headers: forged });
    await raw(API_PATH, { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9', 'x-forwarded-proto': 'https' }, localAddress: TRUSTED_PROXY });
    const [untrusted, trusted] = await upstreamLog();
    expect(untrusted).toMatchObject({ forwardedFor: '127.0.0.1', forwardedProto: 'http' });
    // From the trusted balancer: its last hop is the client; the address before it is the client's claim.
    expect(trusted).toMatchObject({ forwardedFor: '203.0.113.9', forwardedProto: 'https' });
  });

  test('a missing /assets/ file (a rolling deploy) goes out with no-store; hashed files that exist for a year; the logos for an hour', async () => {
    const missing = await raw('/assets/index-Zz9Yy8Xx.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const hashed = manifestOf(RELEASE_VERSIONS.current).files.find((file) => /^static\/assets\/.+-(?=[\w-]{0,7}[A-Z0-9_])[\w-]{8}\.js$/.test(file.path));
    const present = await raw(`/${hashed?.path.replace(/^static\//, '')}`);
    expect(present.status).toBe(200);
    expect(present.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await raw('/assets/logo-hk-light.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    expect((await raw(`/locales/${RELEASE_VERSIONS.current}/xx/missing.json`)).headers['cache-control']).toBe('no-store');
  });

  test(`a Host that is none of the site's names gets no page, while the health path answers whatever the Host`, async () => {
    const foreign = await raw('/', { headers: { host: 'evil.example' } });
    expect(foreign.status).toBe(421);
    expect(foreign.body).not.toContain('exchange-env');
    expect(await raw('/api/web/v1/usercenter/get_info', { headers: { host: 'evil.example' } }).then((answer) => answer.status)).toBe(421);
    for (const host of ['evil.example', '10.0.0.7', `localhost:${RELEASE_PORT}`]) {
      const health = await raw('/healthz', { headers: { host } });
      expect(health.status, host).toBe(200);
      expect(health.body).toBe('ok\n');
    }
    expect((await raw('/', { headers: { host: `127.0.0.1:${RELEASE_PORT}` } })).status).toBe(200);
  });

  test('each malformed API path is answered 400 by nginx, and the upstream receives none of them', async () => {
    await clearUpstreamLog();
    const malformed = ['/api/..;/admin/users', '/api/web/v1/%2e%2e/x', '/api/web/%2E/x', '/api/web/a%2fb', '/api/web/a%5Cb', '/api/web/a\\b', '/api//web/x', '/api/./x', '/api/web/x/..', '/internal/../api/x', '/apiw/x;jsessionid=1', '/api/web/a%3bb', '/api/web/v1/x%0d%0aX-Injected:%201', '/api/web/%0a', '/api/web/%252e%252e/x', '/api/web/a#b'];
    for (const pathname of malformed) expect((await raw(pathname)).status, pathname).toBe(400);
    expect(await upstreamLog()).toEqual([]);
    // Well-formed paths go on exactly as sent: the query may hold anything, encoded line breaks too.
    const asSent = [`${API_PATH}?next=%2e%2e%2fadmin;x=1&b=a//b`, `${API_PATH}?x=%0d%0aX-Injected:%201`];
    for (const pathname of asSent) await raw(pathname);
    expect((await upstreamLog()).map((hit) => hit.url)).toEqual(asSent);
  });

  test('a visitor already carrying about 8 KB of cookies still gets the page and the API', async () => {
    const cookie = `ch=${'a'.repeat(4090)}; utm_cmp=${'b'.repeat(4000)}`;
    expect((await raw('/', { headers: { cookie } })).status).toBe(200);
    expect((await raw(API_PATH, { headers: { cookie } })).status).toBe(200);
  });
});
