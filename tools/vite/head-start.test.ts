import { HEAD_START_GLOBAL, closeHeadStart } from '@exchange/platform';
import { createApiClient, createEndpoints } from '@exchange/api';
import { headStartSource } from './head-start';
import { clearMessageCache, loadMessages } from '../../libs/shell/src/i18n/load-messages';
import { shouldFetchUserInfo } from '../../libs/shell/src/store/session-rules';

/** A build's page chunks, as route-chunks.ts lists them. */
const ROUTES = {
  trade: ['/assets/trade-page-a.js', '/assets/feed-b.js'],
  myaccount: ['/assets/account-page-c.js'],
  'myaccount/profile/passkey-manager': ['/assets/passkey-manager-page-d.js'],
};

/** The `modulepreload` links the head script added. */
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"][data-head-start]')].map((link) => link.getAttribute('href'));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const realFetch = globalThis.fetch;
const json = (value: unknown) => Promise.resolve(new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } }));

/** Runs the head script as the page would, on `path`, with `envBlock` in the head; before the app started unless `appStarted`. */
function runHeadScript(path: string, envBlock?: string, build = 'b42', appStarted = false): string[] {
  if (!appStarted) delete (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL];
  window.history.replaceState(null, '', path);
  document.head.innerHTML = envBlock ?? '';
  new Function(headStartSource('main', build, ROUTES))();
  return fetchMock.mock.calls.map(([url]) => url);
}

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

describe("the page's head script (issue 27: the first render's requests start beside the app's chunk)", () => {
  it("on an unprefixed page asks the registry's CDN for the English catalogues of this build, and the two session calls", () => {
    const urls = runHeadScript('/trade/BTC_USDT');
    expect(urls).toEqual([
      ...namespaces.map((ns) => `https://static.gate.example/locales/b42/en/${ns}.json`),
      `${location.origin}/api/web/v1/compliance/check`,
      `${location.origin}/api/web/v1/site/settings`,
    ]);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json, text/plain, */*' } });
  });

  it("on a page in a language the site serves asks for that language's catalogues, English beside them only where they are not complete; the deployment's CDN (here the page's own origin) wins", () => {
    const env = '<script type="application/json" id="exchange-env">{"cdnBase":""}</script>';
    expect(runHeadScript('/de/trade/BTC_USDT', env).filter((url) => url.includes('/locales/'))).toEqual([
      ...namespaces.map((ns) => `${location.origin}/locales/b42/en/${ns}.json`),
      ...namespaces.map((ns) => `${location.origin}/locales/b42/de/${ns}.json`),
    ]);
    fetchMock.mockClear();
    expect(runHeadScript('/es/trade/BTC_USDT', env).filter((url) => url.includes('/locales/'))).toEqual(namespaces.map((ns) => `${location.origin}/locales/b42/es/${ns}.json`));
  });

  it("a Chinese or Japanese page gets the same head start (its first visit waits for no CJK face), its complete catalogues alone; so does a site whose default is Japanese", () => {
    const urls = runHeadScript('/zh/trade/BTC_USDT');
    expect(urls.filter((url) => url.includes('/locales/'))).toEqual(namespaces.map((ns) => `https://static.gate.example/locales/b42/zh/${ns}.json`));
    expect(preloads()).toEqual(ROUTES.trade);
    expect(headStartSource('japan', 'b42', ROUTES)).toContain('"home":"ja"');
  });

  it("preloads the chunks of the page the path opens, after any language prefix, the longest route prefix winning", () => {
    runHeadScript('/trade/BTC_USDT');
    expect(preloads()).toEqual(ROUTES.trade);
    runHeadScript('/es/trade');
    expect(preloads()).toEqual(ROUTES.trade);
    runHeadScript('/ar/myaccount/security');
    expect(preloads()).toEqual(ROUTES.myaccount);
    runHeadScript('/myaccount/profile/passkey-manager');
    expect(preloads()).toEqual(ROUTES['myaccount/profile/passkey-manager']);
  });

  it('preloads nothing on a page without a lazy chunk, or on a path that only starts like one', () => {
    for (const path of ['/', '/es/', '/no-such-page', '/trader', '/constructor']) {
      runHeadScript(path);
      expect([path, preloads()]).toEqual([path, []]);
    }
  });

  it('a prefix the site does not serve, or one that only looks like a key of an object, asks for English only', () => {
    for (const path of ['/en-eu/', '/constructor', '/toString/x']) {
      fetchMock.mockClear();
      expect(runHeadScript(path).filter((url) => url.includes('/locales/'))).toHaveLength(namespaces.length);
    }
  });

  it('sends the csrftoken cookie as the csrftoken header, as the API client does', () => {
    document.cookie = 'csrftoken=t%2B1; Path=/';
    runHeadScript('/');
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ csrftoken: 't+1' });
  });

  it.each(['es', 'de'])("the app's own loads find every request started (same URLs), so nothing is asked twice (%s)", async (locale) => {
    clearMessageCache();
    runHeadScript(`/${locale}/`, '<script type="application/json" id="exchange-env">{"cdnBase":""}</script>', 'dev');
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
    const urls = runHeadScript('/myaccount/security');
    expect(urls.slice(-5)).toEqual([`${location.origin}/api/web/v1/compliance/check`, `${location.origin}/api/web/v1/site/settings`, ...userCalls]);
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
    ['/login/reset', '/login/reset'],
    ['/signup/invite', '/signup/invite'],
    ['/auth/callback', '/auth/callback'],
    ['/bind', '/bind'],
    ['/auth/', '/auth/'],
    ['/de/auth/', '/auth/'],
    ['/auth', '/auth'],
    ['/login/', '/login/'],
    ['/binding-guide', '/binding-guide'],
    ['/signups', '/signups'],
  ])('on %s it asks exactly where the shell asks (shouldFetchUserInfo of %s)', (path, withoutPrefix) => {
    logIn();
    const urls = runHeadScript(path);
    expect(userCalls.every((url) => urls.includes(url))).toBe(shouldFetchUserInfo(withoutPrefix, false));
    expect(userCalls.some((url) => urls.includes(url))).toBe(shouldFetchUserInfo(withoutPrefix, false));
  });

  it('a visitor without both login cookies gets no user call (login is judged by both)', () => {
    expect(runHeadScript('/myaccount/security').filter((url) => userCalls.includes(url))).toEqual([]);
    fetchMock.mockClear();
    document.cookie = 'uid=10001; Path=/';
    expect(runHeadScript('/myaccount/security').filter((url) => userCalls.includes(url))).toEqual([]);
    fetchMock.mockClear();
    document.cookie = 'uid=; Max-Age=0; Path=/';
    document.cookie = 'nickname=alice; Path=/';
    expect(runHeadScript('/myaccount/security').filter((url) => userCalls.includes(url))).toEqual([]);
  });
});

describe('when the app started before the head script ran (a visit with everything cached)', () => {
  it('the head script asks for nothing: the app asks for what it needs itself', () => {
    closeHeadStart();
    expect(runHeadScript('/es/', undefined, 'b42', true)).toEqual([]);
  });

  it('closing leaves a table the head script already filled as it is', () => {
    runHeadScript('/');
    const table = (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL];
    closeHeadStart();
    expect((globalThis as Record<string, unknown>)[HEAD_START_GLOBAL]).toBe(table);
    expect(Object.keys(table as object)).toHaveLength(namespaces.length + 2);
  });
});
