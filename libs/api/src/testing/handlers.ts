import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { QUERY_SAFE_ACTION_TRADE_PASS_FREQUENCY } from '../constants';
import type { AnalyticsEvent, FundPassFrequencyValue } from '../contract/entities';
import { API_PATHS, BACKEND_PATH_PREFIXES } from '../paths';
import { chartFeedHandlers } from './chart-feed';
import {
  COIN_ICON_WHITELIST_FIXTURE,
  MOCK_FUND_PASSWORD,
  PAGE_DOWNLOAD_LINKS_FIXTURE,
  SERVICE_WORKER_CACHE_FIXTURE,
} from './fixtures';
import {
  mockJson,
  mockLoginSetCookies,
  mockRedirect,
  requestCookies,
  resolveMockContext,
  safeRedirectPath,
  scenarioOf,
  type MockContext,
} from './mock-context';
import { MOCK_COOKIES, clearCookie, setCookie } from './mock-cookies';
import { getMockSession, newSessionId } from './mock-session';
import { passkeyHandlers } from './passkey-handlers';
import { SCENARIOS, isScenarioName, type ScenarioName } from './scenarios';

/** `api-slow`: every call answers after 30 s. */
export const API_SLOW_DELAY_MS = 30_000;

/** Business code of "not logged in" answers. */
const NOT_LOGGED_IN_CODE = 10001;
/** Business code of a rejected csrf token. */
const CSRF_REJECTED_CODE = 10403;
/** verify_invite_info: a well-formed code that is unknown. */
const INVITE_INVALID_CODE = 10530134;
/** Invite code that answers 10530135 (spec 2 §5: still updates channel/group cookies). */
const INVITE_CODE_KEEP_CHANNEL_SAMPLE = 'KEEPCHANNEL';

/** The HTML error page `api-down` answers with. */
export const API_DOWN_HTML =
  '<!doctype html><html><head><title>500 Internal Server Error</title></head><body><h1>500 Internal Server Error</h1><p>nginx</p></body></html>';

/** Bodies `api-garbage` answers with, picked per path: truncated, HTML, arrays, nulls, wrong types, empty. */
export const API_GARBAGE_BODIES: readonly string[] = [
  '{"code":0,"message":"success","data":{"uid":',
  '<!doctype html><html><body>Service temporarily unavailable</body></html>',
  '[1,"two",{"three":3},null]',
  'null',
  '{"code":"0","message":42,"data":"not an object"}',
  '{"code":0,"result":"yes","data":{"menu":42,"limit":"yes","toast":[],"business":null,"uid":{"x":1},"tier_level":"high","frequency":"often","status":"signed","curr_fiat":7,"currency_count":"many","list":{"id":1}},"resMsg":{"code":0},"datas":"tip","coins":[1,2],"pages":"all"}',
  '',
  '{"resMsg":null,"datas":[[]],"always_update":"sometimes"}',
];

const FAILURE_PREFIXES = BACKEND_PATH_PREFIXES.filter((prefix) => prefix !== '/__mock/' && prefix !== '/groupchat/');

/** True for a path of a spec call or a `/js/tool/` config (what the failure scenarios affect). */
function isSpecCallPath(pathname: string): boolean {
  return FAILURE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** The garbage body `api-garbage` gives for a path. */
export function garbageBodyFor(pathname: string): string {
  return API_GARBAGE_BODIES[hash(pathname) % API_GARBAGE_BODIES.length];
}

const on = (path: string) => `*${path}`;

async function readBody(request: Request): Promise<Record<string, unknown>> {
  let text = '';
  try {
    text = await request.text();
  } catch {
    return {};
  }
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** A POST whose csrftoken cookie is set must carry the same value in the `csrftoken` header. */
function csrfRejected(request: Request, ctx: MockContext): Response | undefined {
  const cookie = ctx.cookies[MOCK_COOKIES.csrf];
  if (!cookie || request.headers.get('csrftoken') === cookie) return undefined;
  return mockJson(ctx, { code: CSRF_REJECTED_CODE, message: 'CSRF token missing or incorrect', data: null }, 403);
}

const ok = (ctx: MockContext, data: unknown) => mockJson(ctx, { code: 0, message: 'success', data });
const notLoggedIn = (ctx: MockContext) => mockJson(ctx, { code: NOT_LOGGED_IN_CODE, message: 'Please log in first', data: null });

/** Logged-in only GET answering `data(ctx)`. */
const userGet = (path: string, data: (ctx: MockContext) => unknown) =>
  http.get(on(path), ({ request, cookies }) => {
    const ctx = resolveMockContext(request, cookies);
    return ctx.loggedIn ? ok(ctx, data(ctx)) : notLoggedIn(ctx);
  });

/** GET answered for everyone. */
const publicGet = (path: string, data: (ctx: MockContext) => unknown) =>
  http.get(on(path), ({ request, cookies }) => {
    const ctx = resolveMockContext(request, cookies);
    return ok(ctx, data(ctx));
  });

/** Logged-in only POST with csrf check. */
const userPost = (path: string, answer: (ctx: MockContext, body: Record<string, unknown>) => Response) =>
  http.post(on(path), async ({ request, cookies }) => {
    const ctx = resolveMockContext(request, cookies);
    const rejected = csrfRejected(request, ctx);
    if (rejected) return rejected;
    if (!ctx.loggedIn) return notLoggedIn(ctx);
    return answer(ctx, await readBody(request));
  });

/** Login cookies for `scenario`, plus a session when new; the session's state follows the scenario. */
function switchScenario(request: Request, cookies: Record<string, string>, scenario: ScenarioName): string[] {
  const setCookies = mockLoginSetCookies(scenario);
  const sessionId = requestCookies(request, cookies)[MOCK_COOKIES.session];
  if (sessionId) getMockSession(sessionId, scenario);
  else setCookies.push(setCookie(MOCK_COOKIES.session, newSessionId()));
  return setCookies;
}

/** Page visits with `?mock_scenario=<name>`: set the scenario (and log in), then drop the param. */
const scenarioQueryHandler = http.all('*', ({ request, cookies }) => {
  const url = new URL(request.url);
  const name = url.searchParams.get(MOCK_COOKIES.scenario);
  if (name === null || url.pathname.startsWith('/__mock/')) return undefined;
  url.searchParams.delete(MOCK_COOKIES.scenario);
  const setCookies = isScenarioName(name) ? switchScenario(request, cookies, name) : [];
  return mockRedirect(`${url.pathname}${url.search}${url.hash}`, setCookies);
});

const mockControlHandlers: HttpHandler[] = [
  http.get(on('/__mock/login'), ({ request, cookies }) => {
    const url = new URL(request.url);
    const name = url.searchParams.get('scenario') ?? 'user';
    if (!isScenarioName(name)) {
      return HttpResponse.json({ error: `unknown scenario ${name}`, scenarios: Object.keys(SCENARIOS) }, { status: 400 });
    }
    const setCookies = switchScenario(request, cookies, name);
    return mockRedirect(safeRedirectPath(url.searchParams.get('redirect')), setCookies);
  }),
  http.get(on('/__mock/logout'), ({ request }) => {
    const url = new URL(request.url);
    const setCookies = [MOCK_COOKIES.uid, MOCK_COOKIES.nickname, MOCK_COOKIES.csrf].map(clearCookie);
    return mockRedirect(safeRedirectPath(url.searchParams.get('redirect')), setCookies);
  }),
  http.get(on('/__mock/scenarios'), () => HttpResponse.json(SCENARIOS)),
  http.get(on('/__mock/analytics'), ({ request, cookies }) => {
    const ctx = resolveMockContext(request, cookies);
    return mockJson(ctx, { events: ctx.session.analytics });
  }),
];

/** `api-down`, `api-garbage` and `api-slow` in front of every spec call and `/js/tool/` config. */
const failureModeHandler = http.all('*', async ({ request, cookies }) => {
  const { pathname } = new URL(request.url);
  if (!isSpecCallPath(pathname)) return undefined;
  const scenario = scenarioOf(requestCookies(request, cookies));
  if (scenario === 'api-down') {
    return new HttpResponse(API_DOWN_HTML, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  if (scenario === 'api-garbage') {
    return new HttpResponse(garbageBodyFor(pathname), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  if (scenario === 'api-slow') await delay(API_SLOW_DELAY_MS);
  return undefined;
});

const footerTips = (ctx: MockContext) =>
  mockJson(ctx, { resMsg: { code: 0, message: 'success' }, datas: ctx.loggedIn && ctx.fixtures.footerTip ? [ctx.fixtures.footerTip] : [] });

function isFrequency(value: unknown): value is FundPassFrequencyValue {
  return value === 0 || value === 1 || value === 2;
}

function toEvents(body: Record<string, unknown>): AnalyticsEvent[] {
  let raw: unknown = body.events ?? body;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = [];
    }
  }
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  return list.filter(
    (e): e is AnalyticsEvent => typeof e === 'object' && e !== null && typeof (e as { event?: unknown }).event === 'string',
  );
}

const apiHandlers: HttpHandler[] = [
  userGet(API_PATHS.userInfo, (ctx) => ctx.fixtures.user),
  userGet(API_PATHS.userTier, (ctx) => ctx.fixtures.tier),
  userGet(API_PATHS.totalFunds, (ctx) => ctx.fixtures.funds),
  publicGet(API_PATHS.complianceCheck, (ctx) => ctx.fixtures.compliance),
  publicGet(API_PATHS.siteSettings, (ctx) => ctx.fixtures.settings),
  http.get(on(API_PATHS.footerTipsCheckKyc), ({ request, cookies }) => footerTips(resolveMockContext(request, cookies))),
  http.get(on(API_PATHS.footerTipsCheckJsonSvr), ({ request, cookies }) => footerTips(resolveMockContext(request, cookies))),
  userGet(API_PATHS.userFrequency, (ctx) => ({ frequency: ctx.session.frequency ?? ctx.fixtures.frequency })),
  http.post(on(API_PATHS.querySafe), async ({ request, cookies }) => {
    const ctx = resolveMockContext(request, cookies);
    const rejected = csrfRejected(request, ctx);
    if (rejected) return rejected;
    if (!ctx.loggedIn) return mockJson(ctx, { result: false, msg: 'Please log in first' });
    const body = await readBody(request);
    if (body.action !== QUERY_SAFE_ACTION_TRADE_PASS_FREQUENCY) return mockJson(ctx, { result: false, msg: 'Unknown action' });
    const frequency = body.frequency === '' ? NaN : Number(body.frequency);
    if (!isFrequency(frequency)) return mockJson(ctx, { result: false, msg: 'Invalid frequency' });
    if (body.fundpass !== MOCK_FUND_PASSWORD) return mockJson(ctx, { result: false, msg: 'Fund password is incorrect' });
    if (typeof body.totp !== 'string' || !/^\d{6}$/.test(body.totp)) {
      return mockJson(ctx, { result: false, msg: 'Google verification code is incorrect' });
    }
    ctx.session.frequency = frequency;
    return mockJson(ctx, { result: true, msg: 'Success' });
  }),
  http.get(on(API_PATHS.coinIconWhitelist), () => HttpResponse.json(COIN_ICON_WHITELIST_FIXTURE)),
  http.get(on(API_PATHS.pageDownloadLinks), () => HttpResponse.json(PAGE_DOWNLOAD_LINKS_FIXTURE)),
  http.get(on(API_PATHS.serviceWorkerCache), () => HttpResponse.json(SERVICE_WORKER_CACHE_FIXTURE)),
  userPost(API_PATHS.userAgreementStatus, (ctx) => {
    const wire = { ...ctx.fixtures.agreement };
    if (ctx.session.agreementSubmitted) wire.status = 2;
    return ok(ctx, wire);
  }),
  userPost(API_PATHS.userAgreementSubmit, (ctx) => {
    ctx.session.agreementSubmitted = true;
    return ok(ctx, null);
  }),
  userGet(API_PATHS.declarationStatus, (ctx) => ({ status: ctx.session.declarationSigned ? 2 : ctx.fixtures.declaration })),
  userPost(API_PATHS.declarationSubmit, (ctx) => {
    ctx.session.declarationSigned = true;
    return ok(ctx, null);
  }),
  userGet(API_PATHS.rebateUserInfo, (ctx) => ctx.fixtures.referral),
  http.get(on(API_PATHS.verifyInviteInfo), ({ request, cookies }) => {
    const ctx = resolveMockContext(request, cookies);
    const code = new URL(request.url).searchParams.get('invite_code') ?? '';
    if (code === INVITE_CODE_KEEP_CHANNEL_SAMPLE) return mockJson(ctx, { code: 10530135, message: 'Invite code already bound', data: null });
    if (!/^[A-Za-z0-9]{4,20}$/.test(code)) return mockJson(ctx, { code: INVITE_INVALID_CODE, message: 'Invalid invite code', data: null });
    return ok(ctx, null);
  }),
  publicGet(API_PATHS.newbiePrizePop, (ctx) => ctx.fixtures.newbiePrize),
  publicGet(API_PATHS.newbiePrizeGuide, (ctx) => ctx.fixtures.newbieGuide),
  publicGet(API_PATHS.fingerprint, (ctx) => ({ udid: ctx.session.udid })),
  http.post(on(API_PATHS.analyticsCollect), async ({ request, cookies }) => {
    const ctx = resolveMockContext(request, cookies);
    ctx.session.analytics.push(...toEvents(await readBody(request)));
    return ok(ctx, null);
  }),
];

const CHAT_PAGE = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>Chat micro-app stand-in of the embedded backend.</p></main></body></html>`;

const pageHandlers: HttpHandler[] = [
  http.get(on('/groupchat/chatroom'), () => HttpResponse.html(CHAT_PAGE('Chat room'))),
  http.get(on('/groupchat/call_service'), () => HttpResponse.html(CHAT_PAGE('Customer service'))),
];

/**
 * Every handler of the embedded backend, in matching order: the `?mock_scenario=` redirect, the
 * `/__mock/*` controls, the failure scenarios, passkeys, the chart feed, the spec calls and the
 * chat stand-in pages.
 */
export const handlers: HttpHandler[] = [
  scenarioQueryHandler,
  ...mockControlHandlers,
  failureModeHandler,
  ...passkeyHandlers,
  ...chartFeedHandlers,
  ...apiHandlers,
  ...pageHandlers,
];
