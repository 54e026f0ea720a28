import Cookies from 'js-cookie';
import { logPlatformError } from '../monitoring/log-platform-error';
import { fitsGrammar, onLateRegistration, registeredCookieWriters, writerForCookie, type CookieWriter } from './cookie-registry';

/** Attributes for a cookie we write; defaults give path `/` and SameSite Lax, Secure on https. */
export interface CookieOptions {
  /** Lifetime in seconds; omit for a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  sameSite?: 'strict' | 'lax' | 'none';
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/**
 * Every cookie, parsed once per turn of the event loop. A first render reads cookies from dozens
 * of components, and each js-cookie read parses the whole `document.cookie` string again. Nothing
 * can change cookies between two reads of one synchronous turn but our own writes, which drop the
 * parse at once; responses set theirs between turns.
 */
let parsedThisTurn: Record<string, string> | undefined;

function allCookies(): Record<string, string> {
  if (!parsedThisTurn) {
    parsedThisTurn = Cookies.get();
    queueMicrotask(forgetParsedCookies);
  }
  return parsedThisTurn;
}

function forgetParsedCookies(): void {
  parsedThisTurn = undefined;
}

/** Reads one cookie; `undefined` when absent or when cookies are not available. */
export function readCookie(name: string): string | undefined {
  try {
    return Object.hasOwn(allCookies(), name) ? allCookies()[name] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes one cookie with safe defaults. A registered cookie's value outside its grammar is not
 * written (and logged). Never throws (cookies may be blocked).
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  forgetParsedCookies();
  const writer = writerForCookie(name);
  if (writer && !fitsGrammar(value, writer.grammar)) {
    logPlatformError('cookies', new Error(`refused a value outside the grammar of cookie ${writer.name}`));
    return;
  }
  try {
    Cookies.set(name, value, {
      path: options.path ?? '/',
      domain: options.domain,
      sameSite: options.sameSite ?? 'lax',
      secure: isHttps(),
      expires: options.maxAgeSeconds === undefined ? undefined : new Date(Date.now() + options.maxAgeSeconds * 1000),
    });
  } catch {
    // Blocked cookies must never break the page.
  }
}

/** Removes one cookie (on the default path, and on the given domain when set). */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  forgetParsedCookies();
  try {
    Cookies.remove(name, { path: options.path ?? '/', domain: options.domain });
  } catch {
    // ignore: see writeCookie
  }
}

/** The domains a cookie of this page may have been set on: none (host-only), then each parent. */
function cookieDomains(hostname: string): Array<string | undefined> {
  const labels = hostname.split('.');
  const parents = labels.length > 1 && !/^[\d.]+$/.test(hostname) ? labels.slice(0, -1).map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.')) : [];
  return [undefined, ...parents];
}

/** A cookie that outlived one it lives with (`livesWith`), or whose value breaks its grammar, must go. */
function mustDrop(writer: CookieWriter, value: string, all: Record<string, string>): boolean {
  return !fitsGrammar(value, writer.grammar) || (writer.livesWith ?? []).some((name) => !Object.hasOwn(all, name));
}

function dropIfOutsideGrammar(writer: CookieWriter, all: Record<string, string>): string[] {
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(all)) {
    if (writerForCookie(name) !== writer || !mustDrop(writer, value, all)) continue;
    const hostname = typeof location !== 'undefined' ? location.hostname : '';
    for (const domain of cookieDomains(hostname)) removeCookie(name, { domain });
    dropped.push(name);
  }
  return dropped;
}

let dropping = false;

/**
 * Removes every registered cookie whose value breaks its grammar (a link's oversized `ch`, a
 * value an older release wrote) or that outlived a cookie it lives with (`livesWith`), on every
 * domain it may sit on; writers registered later (lazy parts) are checked as they register.
 * Returns the names dropped now. Never throws.
 */
export function dropCookiesOutsideGrammar(): string[] {
  try {
    const all = Cookies.get();
    const dropped = registeredCookieWriters().flatMap((writer) => dropIfOutsideGrammar(writer, all));
    if (!dropping) {
      dropping = true;
      onLateRegistration((writer) => {
        try {
          dropIfOutsideGrammar(writer, Cookies.get());
        } catch {
          // see below
        }
      });
    }
    forgetParsedCookies();
    return dropped;
  } catch {
    return [];
  }
}
