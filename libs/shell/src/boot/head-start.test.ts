import { HEAD_START_GLOBAL, after, closeHeadStart, onNextFrame } from '@exchange/platform';
import { createApiClient, createEndpoints } from '@exchange/api';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { clearMessageCache, loadMessages } from '../i18n/load-messages';
import { shouldFetchUserInfo } from '../store/session-rules';
import { headStartBuild } from './build-data';
import { decideBoot } from './boot-decision';
import { planHeadStart, startFirstRequests } from './head-start';

/** A build's page chunks, as the build lists them for the head script. */
const CHUNKS = {
  trade: ['/assets/trade-page-a.js', '/assets/feed-b.js'],
  account: ['/assets/account-page-c.js'],
  passkeyManager: ['/assets/passkey-manager-page-d.js'],
  growthTab: ['/assets/growth-tab-page-e.js'],
  home: ['/assets/home-page-f.js', '/assets/simple-page-g.js'],
  info: ['/assets/info-page-h.js'],
  notFound: ['/assets/not-found-page-i.js'],
};

/** The `modulepreload` links the head script added. */
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"][data-head-start]')].map((link) => link.getAttribute('href'));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const realFetch = globalThis.fetch;
const json = (value: unknown) => Promise.resolve(new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } }));

/**
 * Runs the head script as the page would, on `path` of `site`, with `envBlock` in the head; before
 * the app started unless `appStarted`. A fresh turn first: the platform reads cookies once a turn.
 */
async function runHeadScript(path: string, { envBlock = '', build = 'b42', appStarted = false, site = 'main' as SiteKey } = {}): Promise<string[]> {
  await Promise.resolve();
  if (!appStarted) delete (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL];
  window.history.replaceState(null, '', path);
  document.head.innerHTML = envBlock;
  startFirstRequests(headStartBuild(getSite(site), build, CHUNKS));
  await paintedFrame();
  return fetchMock.mock.calls.map(([url]) => url);
}

/** A frame and the task after it: the head script preloads the page's chunks then. */
const paintedFrame = () => new Promise<void>((resolve) => onNextFrame(() => after(1, resolve)));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => json({ code: 0, data: {} }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  clearMessageCache();
});

afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL];
  for (const name of ['csrftoken', 'uid', 'nickname']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const namespaces = ['shell', 'chart', 'growth', 'passkey', 'ui'];
const pageCalls = [`${location.origin}/api/web/v1/compliance/check`, `${location.origin}/api/web/v1/site/settings`];
const ownOrigin = '<script type="application/json" id="exchange-env">{"cdnBase":""}</script>';

describe("the page's head script: the first render's requests start beside the app's chunk", () => {
  it("on an unprefixed page asks the registry's CDN for the English catalogues of this build, and the two session calls", async () => {
    const urls = await runHeadScript('/trade/BTC_USDT');
    expect(urls).toEqual([...namespaces.map((ns) => `https://static.gate.example/locales/b42/en/${ns}.json`), ...pageCalls]);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json, text/plain, */*' } });
  });

  it("on a page in a language the site serves asks for that language's catalogues, English beside them only where they are not complete; the deployment's CDN (here the page's own origin) wins", async () => {
    expect((await runHeadScript('/de/trade/BTC_USDT', { envBlock: ownOrigin })).filter((url) => url.includes('/locales/'))).toEqual([
      ...namespaces.map((ns) => `${location.origin}/locales/b42/en/${ns}.json`),
      ...namespaces.map((ns) => `${location.origin}/locales/b42/de/${ns}.json`),
    ]);
    fetchMock.mockClear();
    expect((await runHeadScript('/es/trade/BTC_USDT', { envBlock: ownOrigin })).filter((url) => url.includes('/locales/'))).toEqual(namespaces.map((ns) => `${location.origin}/locales/b42/es/${ns}.json`));
  });

  it('a Chinese page gets its complete catalogues alone; a site whose default is Japanese starts Japanese on an unprefixed page', async () => {
    const urls = await runHeadScript('/zh/trade/BTC_USDT');
    expect(urls.filter((url) => url.includes('/locales/'))).toEqual(namespaces.map((ns) => `https://static.gate.example/locales/b42/zh/${ns}.json`));
    expect(preloads()).toEqual(CHUNKS.trade);
    const japan = planHeadStart(decideBoot({ pathname: '/', langCookie: null, loggedIn: false }, getSite('japan')), headStartBuild(getSite('japan'), 'b42', {}));
    expect(japan.requests.filter((url) => url.includes('/locales/'))).toEqual(namespaces.map((ns) => `${getSite('japan').cdnBase}/locales/b42/ja/${ns}.json`));
  });

  it('EU shares the English catalogues for en-eu and the Italian ones for it-eu', () => {
    const eu = headStartBuild(getSite('eu'), 'b42', {});
    const folders = (pathname: string) => [...new Set(planHeadStart(decideBoot({ pathname, langCookie: null, loggedIn: false }, eu.site), eu, '').requests.filter((url) => url.includes('/locales/')).map((url) => url.split('/')[3]))];
    expect(folders('/')).toEqual(['en']);
    expect(folders('/it-eu/trade')).toEqual(['en', 'it']);
  });

  it('starts the requests at once and preloads the page’s chunks only once the page has painted (a preload before the first paint blocks it in Lighthouse’s simulation)', async () => {
    await Promise.resolve();
    delete (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL];
    window.history.replaceState(null, '', '/trade/BTC_USDT');
    document.head.innerHTML = '';
    startFirstRequests(headStartBuild(getSite('main'), 'b42', CHUNKS));
    expect(fetchMock).toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    await paintedFrame();
    expect(preloads()).toEqual(CHUNKS.trade);
  });

  it('preloads the chunks of the page the path opens, after any language prefix, the most specific route winning', async () => {
    await runHeadScript('/trade/BTC_USDT');
    expect(preloads()).toEqual(CHUNKS.trade);
    await runHeadScript('/es/trade');
    expect(preloads()).toEqual(CHUNKS.trade);
    await runHeadScript('/ar/myaccount/security');
    expect(preloads()).toEqual(CHUNKS.account);
    await runHeadScript('/myaccount/profile/passkey-manager');
    expect(preloads()).toEqual(CHUNKS.passkeyManager);
  });

  it("preloads home's chunks on the site's root and each served prefix's root, and an information page's on its path", async () => {
    for (const path of ['/', '/es/', '/es']) {
      await runHeadScript(path);
      expect([path, preloads()]).toEqual([path, CHUNKS.home]);
    }
    await runHeadScript('/zh/fee');
    expect(preloads()).toEqual(CHUNKS.info);
  });

  it('preloads nothing on a page that ships in the first load (launchpool redirects)', async () => {
    await runHeadScript('/launchpool');
    expect(preloads()).toEqual([]);
  });

  it("preloads the not-found page's chunk on every path the app shows as not found: /404, an unknown path, one that only starts like a route, a route the site hides", async () => {
    for (const path of ['/404', '/zh/404', '/no-such-page', '/trader', '/constructor', '/trade/BTC_USDT/extra', '/zh/no/such/page']) {
      await runHeadScript(path);
      expect([path, preloads()]).toEqual([path, CHUNKS.notFound]);
    }
    await runHeadScript('/referral', { site: 'eu' });
    expect(preloads()).toEqual(CHUNKS.notFound);
    await runHeadScript('/referral');
    expect(preloads()).toEqual(CHUNKS.growthTab);
  });

  it('a prefix the site does not serve, or one that only looks like a key of an object, asks for English only', async () => {
    for (const path of ['/en-eu/', '/constructor', '/toString/x']) {
      fetchMock.mockClear();
      expect((await runHeadScript(path)).filter((url) => url.includes('/locales/'))).toHaveLength(namespaces.length);
    }
  });

  it('sends the csrftoken cookie as the csrftoken header, as the API client does', async () => {
    document.cookie = 'csrftoken=t%2B1; Path=/';
    await runHeadScript('/');
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ csrftoken: 't+1' });
  });

  it.each(['es', 'de'])("the app's own loads find every request started (same URLs), so nothing is asked twice (%s)", async (locale) => {
    await runHeadScript(`/${locale}/`, { envBlock: ownOrigin, build: 'dev' });
    const started = fetchMock.mock.calls.length;
    await loadMessages({ locale, cdnBase: '' });
    const client = createApiClient();
    await client.get('/api/web/v1/compliance/check', (raw) => ({ ok: true, data: raw }));
    await client.get('/api/web/v1/site/settings', (raw) => ({ ok: true, data: raw }));
    expect(fetchMock).toHaveBeenCalledTimes(started);
  });
});

describe("a logged-in visitor's page (both login cookies): the shell's user calls start from the head too", () => {
  const userCalls = ['/api/web/v1/usercenter/get_info', '/api/web/v1/usercenter/get_user_tier', '/apiw/v2/account/total_funds'].map((path) => `${location.origin}${path}`);
  const logIn = () => {
    document.cookie = 'uid=10001; Path=/';
    document.cookie = 'nickname=alice; Path=/';
  };

  it('starts user info, tier and funds after the session calls, and the shell finds them started, so nothing is asked twice', async () => {
    logIn();
    const urls = await runHeadScript('/myaccount/security');
    expect(urls.slice(-5)).toEqual([...pageCalls, ...userCalls]);
    const started = fetchMock.mock.calls.length;
    // The same endpoints the shell's userSessionRequested calls.
    const api = createEndpoints(createApiClient());
    const answers = await Promise.all([api.getUserInfo(), api.getUserTier(), api.getTotalFunds()]);
    expect(fetchMock).toHaveBeenCalledTimes(started);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true]);
  });

  it.each([
    ['/', '/'],
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['/de/myaccount/security', '/myaccount/security'],
    ['/login', '/login'],
    ['/de/login', '/login'],
    ['/signup', '/signup'],
    ['/login/', '/login/'],
  ])('on %s it asks exactly where the shell asks (shouldFetchUserInfo of %s)', async (path, withoutPrefix) => {
    logIn();
    const urls = await runHeadScript(path);
    expect(userCalls.every((url) => urls.includes(url))).toBe(shouldFetchUserInfo(withoutPrefix, false));
    expect(userCalls.some((url) => urls.includes(url))).toBe(shouldFetchUserInfo(withoutPrefix, false));
  });

  // Spec 1 §2: "User info is not fetched on the 404 page" (every path that shows it).
  it.each([
    ['main', '/404'],
    ['main', '/404/'],
    ['main', '/zh/404'],
    ['main', '/no/such/page'],
    ['main', '/zh/no/such/page'],
    ['main', '/auth/callback'],
    ['main', '/tradex'],
    ['eu', '/referral'],
    ['eu', '/referral/affiliate'],
    ['eu', '/de/referral/broker'],
  ] as const)('on %s %s, a not-found page, it starts no user call', async (site, path) => {
    logIn();
    const urls = await runHeadScript(path, { site });
    expect(urls.filter((url) => userCalls.includes(url))).toEqual([]);
    expect(urls).toEqual(expect.arrayContaining(pageCalls));
  });

  it.each([
    ['main', '/referral'],
    ['main', '/zh/referral/affiliate'],
    ['eu', '/de/trade/BTC_USDT'],
    ['main', '/TRADE/BTC_USDT'],
  ] as const)('on %s %s, a page the site shows, it starts them', async (site, path) => {
    logIn();
    expect((await runHeadScript(path, { site })).filter((url) => userCalls.includes(url))).toEqual(userCalls);
  });

  it('a visitor without both login cookies gets no user call (login is judged by both)', async () => {
    expect((await runHeadScript('/myaccount/security')).filter((url) => userCalls.includes(url))).toEqual([]);
    fetchMock.mockClear();
    document.cookie = 'uid=10001; Path=/';
    expect((await runHeadScript('/myaccount/security')).filter((url) => userCalls.includes(url))).toEqual([]);
    fetchMock.mockClear();
    document.cookie = 'uid=; Max-Age=0; Path=/';
    document.cookie = 'nickname=alice; Path=/';
    expect((await runHeadScript('/myaccount/security')).filter((url) => userCalls.includes(url))).toEqual([]);
  });
});

describe('when the app started before the head script ran (a visit with everything cached)', () => {
  it('the head script asks for nothing: the app asks for what it needs itself', async () => {
    closeHeadStart();
    expect(await runHeadScript('/es/', { appStarted: true })).toEqual([]);
  });

  it('closing leaves a table the head script already filled as it is', async () => {
    await runHeadScript('/');
    const table = (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL];
    closeHeadStart();
    expect((globalThis as Record<string, unknown>)[HEAD_START_GLOBAL]).toBe(table);
    expect(Object.keys(table as object)).toHaveLength(namespaces.length + 2);
  });
});

describe('the build data', () => {
  it("holds only the fields of the page's own site the script reads", () => {
    expect(Object.keys(headStartBuild(getSite('eu'), 'b1', {}).site).sort()).toEqual(['cdnBase', 'defaultLang', 'hiddenReferral', 'key', 'languages']);
  });
});
