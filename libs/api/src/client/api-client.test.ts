import { ANALYTICS_TIMEOUT_MS, API_TIMEOUT_MS, GENERIC_GET_ERROR_MESSAGE } from '../constants';
import { decodeSiteSettingsResponse, decodeUserInfoResponse } from '../contract/decoders';
import { createApiClient } from './api-client';
import { onApiToast, type ApiToast } from './api-toast';
import { createEndpoints } from './endpoints';
import { HEAD_START_GLOBAL } from '@exchange/platform';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const realFetch = globalThis.fetch;
let toasts: ApiToast[];
let unsubscribe: () => void;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  toasts = [];
  unsubscribe = onApiToast((toast) => toasts.push(toast));
});

afterEach(() => {
  unsubscribe();
  globalThis.fetch = realFetch;
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
  jest.useRealTimers();
});

const body = (text: string, status = 200, type = 'application/json') =>
  Promise.resolve(new Response(text, { status, headers: { 'Content-Type': type } }));
const lastInit = () => fetchMock.mock.calls[fetchMock.mock.calls.length - 1][1];
const lastUrl = () => fetchMock.mock.calls[fetchMock.mock.calls.length - 1][0];

/** A fetch that never answers but honours its abort signal, like the real one. */
function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

const settingsFallback = decodeSiteSettingsResponse(undefined).data;

/** A settings GET under way, and whether it has settled yet (for timeout boundaries). */
function settingsCall() {
  let done = false;
  const pending = createApiClient()
    .get('/api/web/v1/site/settings', decodeSiteSettingsResponse)
    .then((r) => {
      done = true;
      return r;
    });
  return { pending, settled: () => done };
}

describe('requests', () => {
  it('POSTs form-encoded bodies with credentials and the csrftoken cookie as the csrftoken header', async () => {
    document.cookie = 'csrftoken=tok-123; Path=/';
    fetchMock.mockImplementation(() => body('{"result":true,"msg":"Success"}'));
    const api = createEndpoints(createApiClient());
    const result = await api.postQuerySafe({ frequency: 1, fundpass: '123456', totp: '654321' });
    expect(result).toMatchObject({ ok: true, data: { result: true, msg: 'Success' }, status: 200 });
    const init = lastInit();
    expect(lastUrl()).toBe('http://localhost/json_svr/query_safe');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).csrftoken).toBe('tok-123');
    expect((init.headers as Record<string, string>)['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.body).toBe('action=tradepassfrequency&frequency=1&fundpass=123456&totp=654321');
  });

  it('sends no csrftoken header when the cookie is absent', async () => {
    fetchMock.mockImplementation(() => body('{"code":0,"data":{}}'));
    await createApiClient().get('/api/web/v1/site/settings', decodeSiteSettingsResponse);
    expect(lastInit().headers).not.toHaveProperty('csrftoken');
  });

  it('sends JSON when asked (analytics) and passkey data as a JSON string form field', async () => {
    fetchMock.mockImplementation(() => body('{"code":0}'));
    const api = createEndpoints(createApiClient());
    await api.postAnalytics([{ event: 'newuser_signup' }]);
    expect((lastInit().headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(lastInit().body as string)).toEqual({ events: [{ event: 'newuser_signup' }] });
    await api.passkeyRegisterAuth({ id: 'cred', type: 'public-key' });
    expect(new URLSearchParams(lastInit().body as string).get('data')).toBe('{"id":"cred","type":"public-key"}');
  });

  it('puts the optional data path prefix before the path and adds query parameters', async () => {
    fetchMock.mockImplementation(() => body('{"code":0}'));
    const api = createEndpoints(createApiClient({ pathPrefix: '/eu/' }));
    const result = await api.verifyInviteInfo({ invite_code: 'ABC123' });
    expect(lastUrl()).toBe('http://localhost/eu/api/web/v1/rebate/verify_invite_info?invite_code=ABC123');
    expect(result).toMatchObject({ ok: true, data: { valid: true }, code: 0 });
  });
});

describe('timeouts', () => {
  it('aborts a call after 20 s and resolves to the fallback, not before', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const call = settingsCall();
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(call.settled()).toBe(false);
    expect(lastInit().signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(lastInit().signal?.aborted).toBe(true);
    expect(await call.pending).toEqual({ ok: false, data: settingsFallback, failure: 'timeout' });
    expect(toasts).toEqual([{ kind: 'error', message: GENERIC_GET_ERROR_MESSAGE }]);
  });

  it('gives analytics 5000 ms', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = createEndpoints(createApiClient()).postAnalytics([{ event: 'compliance_guidance_view' }]);
    await jest.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    expect(lastInit().signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, failure: 'timeout' });
  });

  it('a caller abort is reported as aborted, without a toast', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = createApiClient().get('/api/web/v1/site/settings', decodeSiteSettingsResponse, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, failure: 'aborted' });
    expect(toasts).toEqual([]);
  });
});

describe('defined results for broken answers', () => {
  const get = () => createApiClient().get('/api/web/v1/site/settings', decodeSiteSettingsResponse);

  it('maps an HTML 500 page to an http failure with the fallback', async () => {
    fetchMock.mockImplementation(() => body('<!doctype html><h1>500 Internal Server Error</h1>', 500, 'text/html'));
    expect(await get()).toEqual({ ok: false, data: settingsFallback, status: 500, failure: 'http' });
  });

  it.each([
    ['an empty body', ''],
    ['truncated JSON', '{"code":0,"data":{"curr_fiat":"EU'],
    ['an HTML page with status 200', '<html><body>maintenance</body></html>'],
  ])('maps %s to a malformed failure with the fallback', async (_label, text) => {
    fetchMock.mockImplementation(() => body(text));
    expect(await get()).toEqual({ ok: false, data: settingsFallback, status: 200, failure: 'malformed' });
  });

  it('maps JSON without an envelope (an array) to malformed', async () => {
    fetchMock.mockImplementation(() => body('[1,2,3]'));
    expect(await get()).toMatchObject({ ok: false, failure: 'malformed', data: settingsFallback });
  });

  it('keeps a non-zero code and its message, with the fallback and no toast', async () => {
    fetchMock.mockImplementation(() => body('{"code":10001,"message":"Please log in first","data":null}'));
    const result = await createApiClient().get('/api/web/v1/usercenter/get_info', decodeUserInfoResponse);
    expect(result).toEqual({
      ok: false,
      code: 10001,
      message: 'Please log in first',
      status: 200,
      data: { uid: '', nickname: '', tier_level: 0, verified: 0, country: 0 },
    });
    expect(toasts).toEqual([]);
  });

  it('maps a network error to a network failure', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await get()).toEqual({ ok: false, data: settingsFallback, failure: 'network' });
  });

  it('never throws, even when fetch throws synchronously', async () => {
    fetchMock.mockImplementation(() => {
      throw new Error('boom');
    });
    await expect(get()).resolves.toMatchObject({ ok: false, failure: 'network' });
  });
});

describe('toasts and retries', () => {
  it('a failed GET raises "request data error, please try later" once', async () => {
    fetchMock.mockImplementation(() => body('', 502, 'text/html'));
    await createApiClient().get('/api/web/v1/site/settings', decodeSiteSettingsResponse);
    expect(toasts).toEqual([{ kind: 'error', message: 'request data error, please try later' }]);
  });

  it('a successful GET and a silent GET raise no toast', async () => {
    fetchMock.mockImplementationOnce(() => body('{"code":0,"data":{}}')).mockImplementationOnce(() => body('', 500));
    await createApiClient().get('/api/web/v1/site/settings', decodeSiteSettingsResponse);
    await createEndpoints(createApiClient()).getCoinIconWhitelist();
    expect(toasts).toEqual([]);
  });

  it('a failed POST is not retried and raises no generic toast', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await createEndpoints(createApiClient()).submitUserAgreement();
    expect(result).toMatchObject({ ok: false, failure: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('a listener that throws does not stop other listeners or the call', async () => {
    const off = onApiToast(() => {
      throw new Error('listener bug');
    });
    const seen: string[] = [];
    const off2 = onApiToast((t) => seen.push(t.message));
    fetchMock.mockImplementation(() => body('', 500));
    await expect(createApiClient().get('/x', decodeSiteSettingsResponse)).resolves.toMatchObject({ ok: false });
    expect(seen).toEqual([GENERIC_GET_ERROR_MESSAGE]);
    off();
    off2();
  });
});

describe("requests the page's head script started", () => {
  const settingsUrl = `${location.origin}/api/web/v1/site/settings`;
  const headStart = (table: Record<string, Promise<Response>>) => {
    (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL] = table;
  };
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL];
  });

  it('takes the started response for the same URL instead of asking again, and only once', async () => {
    headStart({ [settingsUrl]: body('{"code":0,"data":{"kyc_guide":{"enabled":true}}}') });
    fetchMock.mockImplementation(() => body('{"code":0,"data":{}}'));
    const client = createApiClient();
    const first = await client.get('/api/web/v1/site/settings', decodeSiteSettingsResponse);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(first.ok).toBe(true);
    await client.get('/api/web/v1/site/settings', decodeSiteSettingsResponse);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a started request that failed is a network failure, not a second request', async () => {
    headStart({ [settingsUrl]: Promise.reject(new TypeError('Failed to fetch')) });
    const result = await createApiClient().get('/api/web/v1/site/settings', decodeSiteSettingsResponse);
    expect(result).toEqual({ ok: false, data: settingsFallback, failure: 'network' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a started request that never answers still times out after 20 s, not before', async () => {
    jest.useFakeTimers();
    headStart({ [settingsUrl]: new Promise<Response>(() => undefined) });
    const call = settingsCall();
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(call.settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await call.pending).toEqual({ ok: false, data: settingsFallback, failure: 'timeout' });
  });

  it('a POST to a started URL is never answered from the head start', async () => {
    headStart({ [settingsUrl]: body('{"code":0,"data":{}}') });
    fetchMock.mockImplementation(() => body('{"code":0,"data":{}}'));
    await createApiClient().post('/api/web/v1/site/settings', decodeSiteSettingsResponse);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
