/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '../paths';
import { createBackendRequestHandler, isBackendRequest } from './node-adapter';
import { API_DOWN_HTML, API_GARBAGE_BODIES, garbageBodyFor } from './handlers';
import { resetMockSessions } from './mock-session';
import { SCENARIOS, scenarioNames } from './scenarios';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(createBackendRequestHandler());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => resetMockSessions());

/** A tiny cookie jar: what a browser would keep and send back. */
class Browser {
  jar = new Map<string, string>();
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(`${origin}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (attributes.some((a) => a.toLowerCase() === 'max-age=0')) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
  async json(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
    return (await (await this.fetch(path, init)).json()) as Record<string, unknown>;
  }
  post(path: string, body: Record<string, string>): Promise<Record<string, unknown>> {
    return this.json(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: this.jar.get('csrftoken') ?? '' },
      body: new URLSearchParams(body).toString(),
    });
  }
}

describe('GET /__mock/login', () => {
  it('sets script-readable uid, nickname, csrftoken and mock_scenario on path / and redirects to /', async () => {
    const response = await new Browser().fetch('/__mock/login?scenario=user');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cookies = response.headers.getSetCookie();
    for (const name of ['uid', 'nickname', 'csrftoken', 'mock_scenario']) {
      const line = cookies.find((c) => c.startsWith(`${name}=`));
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/HttpOnly/i);
      expect(line).not.toMatch(/Max-Age=0/);
    }
    expect(cookies.find((c) => c.startsWith('mock_scenario='))).toMatch(/^mock_scenario=user;/);
  });

  it('redirects to a same-origin redirect path, never elsewhere', async () => {
    const b = new Browser();
    expect((await b.fetch('/__mock/login?scenario=user&redirect=%2Ftrade%2FBTC_USDT')).headers.get('location')).toBe('/trade/BTC_USDT');
    expect((await b.fetch('/__mock/login?scenario=user&redirect=https%3A%2F%2Fevil.example')).headers.get('location')).toBe('/');
    expect((await b.fetch('/__mock/login?scenario=user&redirect=%2F%2Fevil.example')).headers.get('location')).toBe('/');
  });

  it('for a not-logged-in scenario sets the scenario and csrftoken and clears uid and nickname', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=user');
    const response = await b.fetch('/__mock/login?scenario=restricted-visitor');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('uid='))).toMatch(/Max-Age=0/);
    expect(cookies.find((c) => c.startsWith('nickname='))).toMatch(/Max-Age=0/);
    expect(b.jar.get('mock_scenario')).toBe('restricted-visitor');
    expect(b.jar.get('csrftoken')).toMatch(/^[0-9a-f]{32}$/);
    expect(b.jar.has('uid')).toBe(false);
  });

  it('answers 400 for an unknown scenario', async () => {
    expect((await new Browser().fetch('/__mock/login?scenario=nobody')).status).toBe(400);
  });
});

describe('scenario cookie switches the answers', () => {
  it('user, visitor and restricted-visitor answer differently', async () => {
    const b = new Browser();
    const visitorInfo = await b.json(API_PATHS.userInfo);
    expect(visitorInfo.code).not.toBe(0);
    const visitorCheck = (await b.json(API_PATHS.complianceCheck)).data as { limit: { is_blocked_country: boolean } };
    expect(visitorCheck.limit.is_blocked_country).toBe(false);

    await b.fetch('/__mock/login?scenario=user');
    const userInfo = await b.json(API_PATHS.userInfo);
    expect(userInfo).toMatchObject({ code: 0, data: { uid: b.jar.get('uid'), tier_level: 1, verified: 4 } });
    expect(await b.json(API_PATHS.totalFunds)).toMatchObject({ code: 0, data: { total_usd: '1234.56' } });

    await b.fetch('/__mock/login?scenario=restricted-visitor');
    expect((await b.json(API_PATHS.userInfo)).code).not.toBe(0);
    const restricted = (await b.json(API_PATHS.complianceCheck)).data as { limit: { is_blocked_country: boolean } };
    expect(restricted.limit.is_blocked_country).toBe(true);
  });

  it('a logged-in scenario answers as a visitor without both uid and nickname', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=hk');
    expect(((await b.json(API_PATHS.complianceCheck)).data as { toast: { is_hk_user: boolean } }).toast.is_hk_user).toBe(true);
    b.jar.delete('nickname');
    expect((await b.json(API_PATHS.userInfo)).code).not.toBe(0);
    expect(((await b.json(API_PATHS.complianceCheck)).data as { toast: { is_hk_user: boolean } }).toast.is_hk_user).toBe(false);
  });

  it('logout clears uid, nickname and csrftoken only', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=user');
    const response = await b.fetch('/__mock/logout');
    const cleared = response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf('=')));
    expect(cleared.sort()).toEqual(['csrftoken', 'nickname', 'uid']);
    expect(b.jar.get('mock_scenario')).toBe('user');
  });
});

describe('per-session state', () => {
  it('agreement submit changes the status answer of that browser only, and survives logout/login', async () => {
    const a = new Browser();
    const other = new Browser();
    await a.fetch('/__mock/login?scenario=agreement-pending');
    await other.fetch('/__mock/login?scenario=agreement-pending');
    expect(a.jar.get('mock_session')).toMatch(/^[0-9a-f]{32}$/);
    expect((await a.post(API_PATHS.userAgreementStatus, { scene: 'user_agreement' })).data).toMatchObject({ status: 1 });
    expect(await a.post(API_PATHS.userAgreementSubmit, { scene: 'user_agreement' })).toMatchObject({ code: 0 });
    expect((await a.post(API_PATHS.userAgreementStatus, { scene: 'user_agreement' })).data).toMatchObject({ status: 2 });
    expect((await other.post(API_PATHS.userAgreementStatus, { scene: 'user_agreement' })).data).toMatchObject({ status: 1 });
    await a.fetch('/__mock/logout');
    await a.fetch('/__mock/login?scenario=agreement-pending');
    expect((await a.post(API_PATHS.userAgreementStatus, { scene: 'user_agreement' })).data).toMatchObject({ status: 2 });
  });

  it('changing the scenario resets the state', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=turkey-declaration');
    expect((await b.json(API_PATHS.declarationStatus)).data).toEqual({ status: 1 });
    await b.post(API_PATHS.declarationSubmit, {});
    expect((await b.json(API_PATHS.declarationStatus)).data).toEqual({ status: 2 });
    await b.fetch('/__mock/login?scenario=user');
    await b.fetch('/__mock/login?scenario=turkey-declaration');
    expect((await b.json(API_PATHS.declarationStatus)).data).toEqual({ status: 1 });
  });

  it('query_safe: wrong fund password is refused, 123456 changes the frequency', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=user');
    const form = { action: 'tradepassfrequency', frequency: '0', totp: '123456' };
    expect(await b.post(API_PATHS.querySafe, { ...form, fundpass: '654321' })).toEqual({ result: false, msg: 'Fund password is incorrect' });
    expect((await b.json(API_PATHS.userFrequency)).data).toEqual({ frequency: 1 });
    expect(await b.post(API_PATHS.querySafe, { ...form, fundpass: '123456' })).toEqual({ result: true, msg: 'Success' });
    expect((await b.json(API_PATHS.userFrequency)).data).toEqual({ frequency: 0 });
  });

  it('refuses a POST whose csrftoken header differs from the cookie', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=agreement-pending');
    const response = await b.fetch(API_PATHS.userAgreementSubmit, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: 'wrong' },
      body: 'scene=user_agreement',
    });
    expect(response.status).toBe(403);
  });

  it('records analytics events per browser for GET /__mock/analytics', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=visitor');
    await b.json(API_PATHS.analyticsCollect, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ event: 'newuser_signup', properties: { variant: 'A' } }] }),
    });
    expect(await b.json('/__mock/analytics')).toEqual({ events: [{ event: 'newuser_signup', properties: { variant: 'A' } }] });
    expect(await new Browser().json('/__mock/analytics')).toEqual({ events: [] });
  });
});

describe('failure scenarios', () => {
  it('api-down answers every spec call and config with a 500 HTML page, while /__mock/* keeps working', async () => {
    const b = new Browser();
    const login = await b.fetch('/__mock/login?scenario=api-down');
    expect(login.status).toBe(302);
    for (const path of [API_PATHS.userInfo, API_PATHS.complianceCheck, API_PATHS.coinIconWhitelist, API_PATHS.fingerprint]) {
      const response = await b.fetch(path);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(API_DOWN_HTML);
    }
    expect((await b.fetch('/__mock/scenarios')).status).toBe(200);
  });

  it('api-garbage answers 200 with the garbage body of each path, and the bodies vary', async () => {
    const b = new Browser();
    await b.fetch('/__mock/login?scenario=api-garbage');
    const response = await b.fetch(API_PATHS.siteSettings);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(garbageBodyFor(API_PATHS.siteSettings));
    const bodies = new Set(Object.values(API_PATHS).map(garbageBodyFor));
    expect(bodies.size).toBeGreaterThanOrEqual(4);
    expect(API_GARBAGE_BODIES.filter((body) => {
      try {
        JSON.parse(body);
        return false;
      } catch {
        return true;
      }
    }).length).toBeGreaterThanOrEqual(3);
  });
});

describe('page visits with ?mock_scenario=', () => {
  it('set the scenario cookies and redirect to the same URL without the parameter', async () => {
    const b = new Browser();
    const response = await b.fetch('/trade/BTC_USDT?tab=isolated_margin&mock_scenario=user');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/trade/BTC_USDT?tab=isolated_margin');
    expect(b.jar.get('mock_scenario')).toBe('user');
    expect(b.jar.get('uid')).toBeTruthy();
    expect(b.jar.get('nickname')).toBeTruthy();
  });

  it('isBackendRequest routes backend prefixes and scenario visits only', () => {
    expect(isBackendRequest(new URL('http://localhost/api/web/v1/usercenter/get_info'))).toBe(true);
    expect(isBackendRequest(new URL('http://localhost/__mock/login'))).toBe(true);
    expect(isBackendRequest(new URL('http://localhost/trade?mock_scenario=hk'))).toBe(true);
    expect(isBackendRequest(new URL('http://localhost/trade/BTC_USDT'))).toBe(false);
  });
});

describe('other routes', () => {
  it('serves the chat stand-in pages, a 40-character fingerprint starting with a digit, and 404 JSON otherwise', async () => {
    const b = new Browser();
    const chat = await b.fetch('/groupchat/chatroom?platform=web');
    expect(chat.headers.get('content-type')).toMatch(/text\/html/);
    expect(await chat.text()).toMatch(/Chat room/);
    const udid = ((await b.json(API_PATHS.fingerprint)).data as { udid: string }).udid;
    expect(udid).toMatch(/^\d[0-9a-f]{39}$/);
    const missing = await b.fetch('/api/web/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
  });

  it('every scenario of the table is known and described', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...scenarioNames].sort());
  });
});
