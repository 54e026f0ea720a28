import { HttpResponse } from 'msw';
import { scenarioFixtures, type ScenarioFixtures } from './fixtures';
import { MOCK_COOKIES, clearCookie, parseCookieHeader, setCookie } from './mock-cookies';
import { getMockSession, newCsrfToken, newSessionId, type MockSession } from './mock-session';
import { SCENARIOS, isScenarioName, scenarioLogsIn, type ScenarioName } from './scenarios';

/** Who is asking, as the embedded backend sees one request. */
export interface MockContext {
  scenario: ScenarioName;
  /** Answering as the scenario's user (logged-in scenario and both uid and nickname cookies). */
  loggedIn: boolean;
  fixtures: ScenarioFixtures;
  session: MockSession;
  cookies: Record<string, string>;
  /** Set-Cookie values every answer must carry (the new `mock_session` on first contact). */
  setCookies: string[];
}

// Pages (Storybook, jsdom) cannot always store a Set-Cookie from a mocked answer: one session per page.
const pageSessionId = typeof document === 'undefined' ? undefined : newSessionId();

/** The scenario a request names through its `mock_scenario` cookie; `visitor` by default. */
export function scenarioOf(cookies: Record<string, string>): ScenarioName {
  const name = cookies[MOCK_COOKIES.scenario];
  return isScenarioName(name) ? name : 'visitor';
}

/** Cookies of a request: msw's view (header, document, cookie store) over the raw header. */
export function requestCookies(request: Request, cookies?: Record<string, string>): Record<string, string> {
  return { ...parseCookieHeader(request.headers.get('cookie')), ...(cookies ?? {}) };
}

/** Resolves scenario, login, fixtures and per-browser session of one request. */
export function resolveMockContext(request: Request, mswCookies?: Record<string, string>): MockContext {
  const cookies = requestCookies(request, mswCookies);
  const scenario = scenarioOf(cookies);
  const info = SCENARIOS[scenario];
  const hasLoginCookies = Boolean(cookies[MOCK_COOKIES.uid]) && Boolean(cookies[MOCK_COOKIES.nickname]);
  const loggedIn = info.loggedIn !== false && hasLoginCookies;
  const fixtures = loggedIn
    ? scenarioFixtures(scenario, { loggedIn: true })
    : scenarioFixtures(info.loggedIn === false ? scenario : 'visitor', { loggedIn: false });
  const setCookies: string[] = [];
  let sessionId = cookies[MOCK_COOKIES.session];
  if (!sessionId) {
    sessionId = pageSessionId ?? newSessionId();
    setCookies.push(setCookie(MOCK_COOKIES.session, sessionId));
  }
  return { scenario, loggedIn, fixtures, session: getMockSession(sessionId, scenario), cookies, setCookies };
}

/** A JSON answer carrying the context's Set-Cookie values. */
export function mockJson(ctx: Pick<MockContext, 'setCookies'>, body: unknown, status = 200): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  for (const cookie of ctx.setCookies) headers.append('Set-Cookie', cookie);
  return new HttpResponse(JSON.stringify(body), { status, headers });
}

/**
 * Cookies that `/__mock/login?scenario=<name>` sets, as name/value pairs (`null` = cleared).
 * Tests that cannot follow a Set-Cookie may write these themselves.
 */
export function mockLoginCookies(scenario: ScenarioName): Record<string, string | null> {
  const user = scenarioFixtures(scenario, { loggedIn: true }).user;
  const logsIn = scenarioLogsIn(scenario) && user !== null;
  return {
    [MOCK_COOKIES.scenario]: scenario,
    [MOCK_COOKIES.csrf]: newCsrfToken(),
    [MOCK_COOKIES.uid]: logsIn ? user.uid : null,
    [MOCK_COOKIES.nickname]: logsIn ? user.nickname : null,
  };
}

/** Set-Cookie values for {@link mockLoginCookies}. */
export function mockLoginSetCookies(scenario: ScenarioName): string[] {
  return Object.entries(mockLoginCookies(scenario)).map(([name, value]) =>
    value === null ? clearCookie(name) : setCookie(name, value),
  );
}

/** A same-origin path to redirect to, or `/` for anything else (open-redirect guard). */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

/** A 302 to `location` carrying Set-Cookie values. */
export function mockRedirect(location: string, setCookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new HttpResponse(null, { status: 302, headers });
}
