import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { API_PATHS } from '../paths';

/*
 * Passkey endpoints of the embedded backend, with real WebAuthn (@simplewebauthn/server) for the
 * page's origin. State is per browser (cookie `mock_session`, else `uid`) in a module-level Map,
 * reset when that browser's scenario changes; logging out keeps it (CONTRACT.md).
 */

/** The scenario allowed to register passkeys (CONTRACT.md). */
const PASSKEY_SCENARIO = 'passkey-user';
/** Test switch cookie reproducing the spec's passkey error codes. */
const PASSKEY_ERROR_COOKIE = 'mock_passkey_error';
/** Path listing this browser's stored passkeys with their signature counters. */
export const MOCK_PASSKEYS_PATH = '/__mock/passkeys';

/** Values of {@link PASSKEY_ERROR_COOKIE} and the answer each one forces. */
const PASSKEY_ERROR_SWITCHES = {
  'init-timeout': { code: 10901011, message: 'Operation timed out, please try again' },
  'init-fail': { code: 10901099, message: 'Passkey creation is unavailable, please try later' },
  'save-timeout': { code: 10902330, message: 'Operation timed out, please try again' },
  'save-repeat': { code: 10902313, message: 'This passkey is already registered' },
  'save-fail': { code: 10902399, message: 'Saving the passkey failed, please try later' },
  'strategy-fail': { code: 10903099, message: 'Passkey verification is unavailable, please try later' },
  'verify-fail': { code: 10904099, message: 'Passkey verification failed' },
} as const;

type ErrorSwitch = keyof typeof PASSKEY_ERROR_SWITCHES;

const NOT_ALLOWED = { code: 10901002, message: 'Passkeys are not available for this account' };
const NOT_LOGGED_IN = { code: 10900401, message: 'Please log in' };
const NO_PASSKEY = { code: 10903002, message: 'No passkey registered' };
const EXPIRED = { code: 10904002, message: 'Verification expired, please try again' };
const UNKNOWN_CREDENTIAL = { code: 10904003, message: 'Unknown passkey' };

const RP_NAME = 'Exchange';
const SCENES = ['PASSKEY_CREATE', 'PASSKEY_DELETE', 'PASSKEY_QUICK_LOGIN'] as const;

interface StoredCredential {
  id: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports?: AuthenticatorTransportFuture[];
  name: string;
  createdAt: number;
  lastUsedAt?: number;
}

interface PasskeySession {
  scenario: string;
  /** Who registered these passkeys: quick login logs in as them. */
  user?: { uid: string; nickname: string };
  credentials: StoredCredential[];
  registrationChallenge?: string;
  authChallenges: Map<string, string>;
  /** Tokens from a successful PASSKEY_DELETE verification, spent by the delete call. */
  deleteTokens: Set<string>;
}

const sessions = new Map<string, PasskeySession>();

/** Forgets every stored passkey (test isolation). */
export function resetPasskeyStore(): void {
  sessions.clear();
}

type Cookies = Record<string, string>;

function sessionKey(cookies: Cookies): string {
  return cookies.mock_session || cookies.uid || 'anonymous';
}

function sessionFor(cookies: Cookies): PasskeySession {
  const key = sessionKey(cookies);
  const scenario = cookies.mock_scenario || 'visitor';
  let session = sessions.get(key);
  if (!session || session.scenario !== scenario) {
    session = { scenario, credentials: [], authChallenges: new Map(), deleteTokens: new Set() };
    sessions.set(key, session);
  }
  return session;
}

function isLoggedIn(cookies: Cookies): boolean {
  return Boolean(cookies.uid && cookies.nickname);
}

function errorSwitch(cookies: Cookies): ErrorSwitch | undefined {
  const value = cookies[PASSKEY_ERROR_COOKIE];
  return value && value in PASSKEY_ERROR_SWITCHES ? (value as ErrorSwitch) : undefined;
}

/**
 * The page's origin and RP id. The Origin header is the page's own (a proxy may rewrite Host);
 * without it the request URL stands in. The RP id is that host name (`localhost` in tests).
 */
function relyingParty(request: Request): { origin: string; rpID: string } {
  const header = request.headers.get('origin');
  let origin = new URL(request.url).origin;
  if (header && header !== 'null') {
    try {
      origin = new URL(header).origin;
    } catch {
      // keep the request URL's origin
    }
  }
  return { origin, rpID: new URL(origin).hostname };
}

async function readBody(request: Request): Promise<Record<string, string>> {
  const text = await request.text().catch(() => '');
  if (!text) return {};
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function parseJson<T>(text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function answer(code: number, message: string, data: unknown = null, headers?: Headers) {
  return HttpResponse.json({ code, message, data }, { headers });
}

const success = (data: unknown = null, headers?: Headers) => answer(0, 'success', data, headers);
const fail = (error: { code: number; message: string }) => answer(error.code, error.message);

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function describeCredential(credential: StoredCredential) {
  return {
    id: credential.id,
    name: credential.name,
    created_at: credential.createdAt,
    last_used_at: credential.lastUsedAt ?? 0,
    counter: credential.counter,
  };
}

/** Readable by scripts, path /: the site judges login by uid and nickname (CONTRACT.md). */
function loginCookies(user: { uid: string; nickname: string }): Headers {
  const headers = new Headers();
  const attributes = 'Path=/; SameSite=Lax';
  headers.append('Set-Cookie', `uid=${encodeURIComponent(user.uid)}; ${attributes}`);
  headers.append('Set-Cookie', `nickname=${encodeURIComponent(user.nickname)}; ${attributes}`);
  headers.append('Set-Cookie', `csrftoken=${randomToken()}; ${attributes}`);
  return headers;
}

/** Any origin: the handlers serve the dev server, preview, Storybook and msw/node alike. */
const anyOrigin = (path: string) => `*${path}`;

/** Handlers of the passkey endpoints with real WebAuthn verification. */
export const passkeyHandlers: HttpHandler[] = [
  http.post(anyOrigin(API_PATHS.passkeyRegisterInit), async ({ request, cookies }) => {
    const forced = errorSwitch(cookies);
    if (forced === 'init-timeout' || forced === 'init-fail') return fail(PASSKEY_ERROR_SWITCHES[forced]);
    if (!isLoggedIn(cookies)) return fail(NOT_LOGGED_IN);
    const session = sessionFor(cookies);
    if (session.scenario !== PASSKEY_SCENARIO) return fail(NOT_ALLOWED);
    const { rpID } = relyingParty(request);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: cookies.nickname,
      userDisplayName: cookies.nickname,
      userID: new TextEncoder().encode(cookies.uid),
      attestationType: 'none',
      // The browser refuses an authenticator it already holds a credential for (InvalidStateError).
      excludeCredentials: session.credentials.map(({ id, transports }) => ({ id, transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required', authenticatorAttachment: 'platform' },
    });
    session.registrationChallenge = options.challenge;
    session.user = { uid: cookies.uid, nickname: cookies.nickname };
    return success(options);
  }),

  http.post(anyOrigin(API_PATHS.passkeyRegisterAuth), async ({ request, cookies }) => {
    const forced = errorSwitch(cookies);
    if (forced === 'save-timeout' || forced === 'save-repeat' || forced === 'save-fail') {
      return fail(PASSKEY_ERROR_SWITCHES[forced]);
    }
    if (!isLoggedIn(cookies)) return fail(NOT_LOGGED_IN);
    const session = sessionFor(cookies);
    if (session.scenario !== PASSKEY_SCENARIO) return fail(NOT_ALLOWED);
    const body = await readBody(request);
    const payload = parseJson<RegistrationResponseJSON>(body.data);
    const challenge = session.registrationChallenge;
    if (!payload || typeof payload.id !== 'string' || !payload.response) return fail(PASSKEY_ERROR_SWITCHES['save-fail']);
    if (session.credentials.some((c) => c.id === payload.id)) return fail(PASSKEY_ERROR_SWITCHES['save-repeat']);
    if (!challenge) return fail(PASSKEY_ERROR_SWITCHES['save-timeout']);
    const { origin, rpID } = relyingParty(request);
    try {
      // The spec's registration payload carries no rawId: it is the id.
      const verification = await verifyRegistrationResponse({
        response: { ...payload, rawId: payload.id },
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
      if (!verification.verified) return fail(PASSKEY_ERROR_SWITCHES['save-fail']);
      session.registrationChallenge = undefined;
      const { credential } = verification.registrationInfo;
      session.credentials.push({
        id: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: payload.response.transports ?? credential.transports,
        name: `Passkey ${session.credentials.length + 1}`,
        createdAt: Date.now(),
      });
      return success({ id: credential.id });
    } catch (error) {
      return answer(PASSKEY_ERROR_SWITCHES['save-fail'].code, error instanceof Error ? error.message : 'Invalid passkey');
    }
  }),

  http.post(anyOrigin(API_PATHS.passkeyStrategy), async ({ request, cookies }) => {
    if (errorSwitch(cookies) === 'strategy-fail') return fail(PASSKEY_ERROR_SWITCHES['strategy-fail']);
    const body = await readBody(request);
    const scene = SCENES.find((s) => s === body.scene);
    if (!scene) return answer(10903001, 'Unknown scene');
    const session = sessionFor(cookies);
    const quickLogin = scene === 'PASSKEY_QUICK_LOGIN';
    if (!quickLogin && !isLoggedIn(cookies)) return fail(NOT_LOGGED_IN);
    if (!quickLogin && session.credentials.length === 0) return fail(NO_PASSKEY);
    const { rpID } = relyingParty(request);
    const options = await generateAuthenticationOptions({
      rpID,
      // Quick login is discoverable: the authenticator offers whatever it holds for this RP.
      allowCredentials: quickLogin ? [] : session.credentials.map(({ id, transports }) => ({ id, transports })),
      userVerification: 'required',
    });
    session.authChallenges.set(scene, options.challenge);
    return success({ passkey: options });
  }),

  http.post(anyOrigin(API_PATHS.passkeyVerify), async ({ request, cookies }) => {
    if (errorSwitch(cookies) === 'verify-fail') return fail(PASSKEY_ERROR_SWITCHES['verify-fail']);
    const body = await readBody(request);
    const scene = SCENES.find((s) => s === body.scene);
    const session = sessionFor(cookies);
    const challenge = scene ? session.authChallenges.get(scene) : undefined;
    if (!scene || !challenge) return fail(EXPIRED);
    const assertion = parseJson<AuthenticationResponseJSON>(body.data);
    const credential = session.credentials.find((c) => c.id === assertion?.id);
    if (!assertion || !credential || !session.user) return fail(UNKNOWN_CREDENTIAL);
    const { origin, rpID } = relyingParty(request);
    try {
      const verification = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports },
        requireUserVerification: true,
      });
      if (!verification.verified) return fail(PASSKEY_ERROR_SWITCHES['verify-fail']);
      session.authChallenges.delete(scene);
      credential.counter = verification.authenticationInfo.newCounter;
      credential.lastUsedAt = Date.now();
    } catch (error) {
      return answer(PASSKEY_ERROR_SWITCHES['verify-fail'].code, error instanceof Error ? error.message : 'Invalid passkey');
    }
    if (scene === 'PASSKEY_QUICK_LOGIN') return success({ uid: session.user.uid }, loginCookies(session.user));
    const token = randomToken();
    if (scene === 'PASSKEY_DELETE') session.deleteTokens.add(token);
    return success({ token });
  }),

  ...(['get', 'post'] as const).map((method) =>
    http[method](anyOrigin(API_PATHS.passkeyList), ({ cookies }) => {
      if (!isLoggedIn(cookies)) return fail(NOT_LOGGED_IN);
      return success({ list: sessionFor(cookies).credentials.map(describeCredential) });
    }),
  ),

  http.post(anyOrigin(API_PATHS.passkeyDelete), async ({ request, cookies }) => {
    if (!isLoggedIn(cookies)) return fail(NOT_LOGGED_IN);
    const session = sessionFor(cookies);
    const body = await readBody(request);
    if (!body.token || !session.deleteTokens.delete(body.token)) return fail(EXPIRED);
    const before = session.credentials.length;
    session.credentials = session.credentials.filter((c) => c.id !== body.id);
    if (session.credentials.length === before) return fail(UNKNOWN_CREDENTIAL);
    return success();
  }),

  http.get(anyOrigin(MOCK_PASSKEYS_PATH), ({ cookies }) => {
    const session = sessions.get(sessionKey(cookies));
    return HttpResponse.json({
      session: sessionKey(cookies),
      scenario: session?.scenario ?? null,
      user: session?.user ?? null,
      credentials: (session?.credentials ?? []).map(describeCredential),
    });
  }),
];
