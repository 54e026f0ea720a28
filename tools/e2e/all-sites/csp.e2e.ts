import { expect, test } from '@playwright/test';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { HEAD_START_GLOBAL } from '@exchange/platform';

/** The origins of a URL list, in order, without repeats. */
const origins = (urls: string[]) => [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))];

// Each site's connect-src is 'self', its CDN origin and exactly its own registry ws hosts;
// and its monitoring DSN's origin, without which the browser refuses every error report (spec 2 §8).
test("the served CSP connects only to 'self', the site's CDN, its own ws hosts and its monitoring host", async ({ request }, testInfo) => {
  const key = testInfo.project.name;
  if (!isSiteKey(key)) throw new Error(`project ${key} is not a site`);
  const site = getSite(key);
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const connect = /connect-src ([^;]+)/.exec(csp)?.[1].trim().split(/\s+/) ?? [];
  expect(connect).toEqual(["'self'", ...origins([site.cdnBase]), ...origins([site.ws.spot, site.ws.futures]), ...origins([site.sentryDsn])]);
});

// One load of home as a visitor carries three checks (a load per check was most of this file's time):
// - ICU's number data starts in a script of its own while the app's chunk downloads, not in a
//   task after the app started. It must be a same-origin file (the CSP runs no inline script).
// - The first render's catalogues and session calls start from an async same-origin head script
//   beside the app's chunk; the app takes each started request instead of asking again.
// - A page and the service worker's script carry the document policies; the build's static files
//   carry what a file needs (HTTPS only, no sniffing, the referrer policy, a CSP under which a file
//   opened on its own runs nothing), not the page's policies, which were most of each file's headers.
test("home: ICU and the head script start ahead of the app from same-origin async scripts, the app takes every started request once, no CSP violation; pages carry the document policies and the build's files only what a file needs", async ({ page, request }, testInfo) => {
  const key = testInfo.project.name;
  if (!isSiteKey(key)) throw new Error(`project ${key} is not a site`);
  const html = await (await request.get('/')).text();
  const warmup = /<script src="(\/assets\/icu-warmup-[\w-]+\.js)" async><\/script>/.exec(html)?.[1];
  expect(warmup, 'the warm-up script tag in index.html').toBeDefined();
  expect(html.indexOf(warmup ?? '')).toBeLessThan(html.indexOf('type="module"'));
  expect(await (await request.get(warmup ?? '')).text()).toContain('new Intl.NumberFormat()');
  const headStart = /<script src="(\/assets\/head-start-[\w-]+\.js)" async><\/script>/.exec(html)?.[1];
  expect(headStart, 'the head-start script tag in index.html').toBeDefined();
  expect(html.indexOf(headStart ?? '')).toBeLessThan(html.indexOf('type="module"'));

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  const files = new Map<string, Record<string, string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/(assets|locales)\/|^\/favicon\.svg$/.test(pathname)) files.set(pathname, response.headers());
  });
  const warmupLoaded = page.waitForResponse((response) => response.url().endsWith(warmup ?? '') && response.ok());
  await page.goto('/');
  await warmupLoaded;
  // The app ran under the page's CSP: no violation is the CSP's doing, not a page that never started.
  await expect(page.locator('#main-content')).toBeVisible();
  const left = (): Promise<string[]> => page.evaluate((name) => Object.keys((window as unknown as Record<string, object>)[name] ?? { missing: true }), HEAD_START_GLOBAL);
  await expect.poll(left, { message: 'started requests the app did not take' }).toEqual([]);
  for (const call of ['/api/web/v1/compliance/check', '/api/web/v1/site/settings']) {
    expect(asked.filter((path) => path === call), call).toHaveLength(1);
  }

  // The prerendered page shows its main content before the app has asked for its catalogue: wait
  // for the files rather than for what the page shows.
  const kinds = () => [...files.keys()].map((path) => /\.(\w+)$/.exec(path)?.[1]);
  for (const kind of ['js', 'css', 'json', 'svg']) await expect.poll(kinds, { message: `the page loaded a .${kind} file` }).toContain(kind);
  for (const [path, headers] of files) {
    expect([path, headers['content-security-policy'], headers['permissions-policy'], headers['cross-origin-opener-policy'], headers['x-content-type-options'], headers['strict-transport-security'], headers['referrer-policy']]).toEqual([
      path,
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      undefined,
      undefined,
      'nosniff',
      'max-age=31536000; includeSubDomains',
      'strict-origin-when-cross-origin',
    ]);
  }
  for (const path of ['/', '/trade/BTC_USDT', '/no/such/page', '/js/homepage/sw.js']) {
    const headers = (await request.get(path)).headers();
    expect([path, /require-trusted-types-for 'script'/.test(headers['content-security-policy'] ?? ''), headers['permissions-policy'] !== undefined, headers['cross-origin-opener-policy'], headers['x-content-type-options']]).toEqual([path, true, true, 'same-origin', 'nosniff']);
  }
  expect(violations).toEqual([]);
});

// The checks above find no violation in the console; this one shows they would see one. The
// inline script arrives the way an injection would, in the served page itself (with the served
// headers): Trusted Types already stops a script that the page's own code writes.
test('an inline script is refused and the refusal shows in the console the checks read', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route('**/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace('<head>', '<head><script>window.__inlineRan = true;</script>');
    expect(body, 'the injected script is in the page').toContain('__inlineRan');
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await expect(page.locator('#main-content')).toBeVisible();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/inline script/i);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

// A logged-in customer's page also starts the shell's user calls from the head script
// (both login cookies set), and the shell takes each one rather than asking again.
test("a logged-in customer's account page takes the user calls the head script started, each asked once", async ({ page }) => {
  await page.goto('/__mock/login?scenario=user&redirect=%2Ffavicon.svg');
  // Who started each request: the script at the top of its initiator's stack.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked: Array<{ path: string; by: string }> = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    asked.push({ path: new URL(event.request.url).pathname, by: event.initiator.stack?.callFrames[0]?.url ?? event.initiator.url ?? '' });
  });
  // The head script and the app's boot script both load `async`, and on a loaded machine the app
  // may run first (it then asks itself: the head script finds the table closed). The case the
  // head script exists for is an app chunk still downloading: the boot script is held until the
  // head script has run.
  const headScriptRan = () => page.evaluate((name) => name in window, HEAD_START_GLOBAL).catch(() => false);
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    for (let tries = 0; tries < 100 && !(await headScriptRan()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await route.continue();
  });
  await page.goto('/myaccount/security');
  await expect(page.locator('#main-content')).toBeVisible();
  const left = (): Promise<string[]> => page.evaluate((name) => Object.keys((window as unknown as Record<string, object>)[name] ?? { missing: true }), HEAD_START_GLOBAL);
  await expect.poll(left, { message: 'started requests the app did not take' }).toEqual([]);
  for (const call of ['/api/web/v1/usercenter/get_info', '/api/web/v1/usercenter/get_user_tier', '/apiw/v2/account/total_funds']) {
    const requests = asked.filter((request) => request.path === call);
    expect(requests, call).toHaveLength(1);
    expect(requests[0]?.by, `${call} started by`).toMatch(/\/assets\/head-start-[\w-]+\.js$/);
  }
});

// Spec 2 §8: a site with a monitoring DSN sends its error reports there, masked, and the CSP must
// let them leave; a site without one (monitoring off) sends none anywhere. Monitoring is off for
// headless browsers (bot traffic), so this page claims a person's browser.
test('an error report leaves masked for the monitoring host with no CSP violation, or not at all without a DSN', async ({ browser }, testInfo) => {
  const key = testInfo.project.name;
  if (!isSiteKey(key)) throw new Error(`project ${key} is not a site`);
  const dsn = getSite(key).sentryDsn;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const ownOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(ownOrigin)) elsewhere.push(request.url());
  });
  const reports: string[] = [];
  if (dsn) {
    await context.route(`${new URL(dsn).origin}/**`, async (route) => {
      reports.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, body: '{}' });
    });
  }
  const throwInPage = () =>
    page.evaluate(() =>
      setTimeout(() => {
        throw new Error('report for alice@example.com');
      }),
    );
  const loaded = (chunk: string) =>
    page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(entry.name)), chunk);
  await page.goto('/');
  await expect(page.locator('#main-content')).toBeVisible();
  if (dsn) {
    // Monitoring starts in an idle turn after the first paint; its chunk is the sign it is in.
    await expect.poll(() => loaded('monitoring')).toBe(true);
    await expect
      .poll(async () => {
        await throwInPage();
        return reports.length;
      }, { intervals: [500, 1000, 2000] })
      .toBeGreaterThan(0);
    expect(reports.join('\n')).not.toContain('alice@example.com');
    expect(reports.join('\n')).toContain('[email]');
  } else {
    // Web Vitals start in the idle turn after monitoring's: by then monitoring would be in.
    await expect.poll(() => loaded('vitals')).toBe(true);
    await throwInPage();
    expect(await loaded('monitoring')).toBe(false);
    expect(elsewhere).toEqual([]);
  }
  expect(violations).toEqual([]);
  await context.close();
});
