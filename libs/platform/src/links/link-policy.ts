/**
 * The one link policy: every href the app builds from server data or from a URL passes
 * {@link resolveLink}, which answers with one of four kinds of link, or nothing.
 *
 * - `path`: a path on the site's own origin that no browser reads as another host. It is
 *   returned as the URL parser normalised it (`/./`, `%2e`, backslashes, tabs and newlines already
 *   resolved), so what is checked is what the browser will follow: `/.//evil.example`,
 *   `/a/..//evil.example` and `/%2e//evil.example` normalise to `//evil.example` and are refused.
 * - `external`: an https URL on a host the caller names (the site registry's app-store and APK hosts).
 * - `native`: a `gateio://` deep link to a known native screen, where the caller allows them; the
 *   web-view target's `url` must itself be a same-site page, and is rewritten to that page.
 * - `contact`: `mailto:` or `tel:`, where the caller allows them.
 */
import { NATIVE_DEEP_LINK_SCHEME, NATIVE_DEEP_LINK_TARGETS, NATIVE_WEB_VIEW_TARGET } from '../constants';

/** What kind of link {@link resolveLink} let through. */
type SafeLinkKind = 'path' | 'external' | 'native' | 'contact';

/** A link that passed the policy: `href` is what the caller puts in the page. */
export interface SafeLink {
  kind: SafeLinkKind;
  href: string;
}

/** What a caller allows besides same-site paths. */
export interface LinkPolicyOptions {
  /** The site's own origin, e.g. `location.origin`. */
  origin: string;
  /** Hosts an external https link may open (none by default). */
  externalHosts?: readonly string[];
  /** Whether native deep links to known screens are allowed. */
  native?: boolean;
  /** Whether `mailto:` and `tel:` links are allowed. */
  contact?: boolean;
}

// Stryker disable next-line Regex: 'gateio://' holds '://' once, at its end, so the unanchored pattern strips the same text
const NATIVE_SCHEME = NATIVE_DEEP_LINK_SCHEME.replace(/:\/\/$/, '');
const CONTACT_SCHEMES: readonly string[] = ['mailto', 'tel'];
const UNRESOLVABLE_BASE = 'https://unresolvable.invalid';

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

// Stryker disable next-line Regex: a URL's protocol holds one ':', at its end, so the unanchored pattern strips the same one
const schemeOf = (parsed: URL) => parsed.protocol.replace(/:$/, '').toLowerCase();
const hasCredentials = (parsed: URL) => parsed.username !== '' || parsed.password !== '';

/** Tabs, newlines and other C0 controls, which URL parsers drop before they read a host. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * True when `path` stays on whatever host it is resolved against: it starts with one `/`, the
 * next character is neither `/` nor `\`, and resolving it against two different bases keeps each.
 */
export function isSameSitePath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || hasControlCharacter(path)) return false;
  const resolved = parse(path, UNRESOLVABLE_BASE);
  const other = parse(path, 'http://other.invalid:8080');
  // Stryker disable next-line LogicalOperator: a '/x' path (x not a slash or backslash, no control character) keeps any base's host (URL spec), so both sides are true together
  // Stryker disable next-line OptionalChaining: a string starting with '/' always parses against a valid base, so neither result is null
  return resolved?.origin === UNRESOLVABLE_BASE && other?.origin === 'http://other.invalid:8080';
}

function sameSitePath(parsed: URL, base: URL): string | null {
  const scheme = schemeOf(parsed);
  if ((scheme !== 'http' && scheme !== 'https') || parsed.origin !== base.origin || hasCredentials(parsed)) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isSameSitePath(path) ? path : null;
}

function nativeLink(parsed: URL, base: URL): string | null {
  // A non-special scheme keeps its host as written: `gateio://trade?pair=…` has host `trade`.
  const target = parsed.host.toLowerCase();
  if (!(NATIVE_DEEP_LINK_TARGETS as readonly string[]).includes(target)) return null;
  if (hasCredentials(parsed) || parsed.port !== '' || (parsed.pathname !== '' && parsed.pathname !== '/')) return null;
  const params = new URLSearchParams(parsed.search);
  if (target === NATIVE_WEB_VIEW_TARGET) {
    const page = params.get('url');
    const inner = page === null ? null : parse(page.trim(), base.origin);
    const path = inner ? sameSitePath(inner, base) : null;
    if (path === null) return null;
    params.set('url', `${base.origin}${path}`);
  }
  const search = params.toString();
  return `${NATIVE_DEEP_LINK_SCHEME}${target}${search ? `?${search}` : ''}`;
}

/**
 * The one link policy (see the file's head): what `url` may become in the page, or `null` when
 * it may not become a link at all. Never throws.
 */
export function resolveLink(url: unknown, options: LinkPolicyOptions): SafeLink | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  const base = parse(options.origin);
  if (trimmed === '' || !base || (base.protocol !== 'https:' && base.protocol !== 'http:')) return null;
  const parsed = parse(trimmed, base.origin);
  if (!parsed) return null;
  const scheme = schemeOf(parsed);
  const path = sameSitePath(parsed, base);
  if (path !== null) return { kind: 'path', href: path };
  // Stryker disable next-line ArrayDeclaration: no hostname can equal 'Stryker was here' (a host has no spaces), so the fallback list matches nothing either way
  if (scheme === 'https' && parsed.origin !== base.origin && !hasCredentials(parsed) && parsed.port === '' && (options.externalHosts ?? []).includes(parsed.hostname)) {
    return { kind: 'external', href: parsed.href };
  }
  if (scheme === NATIVE_SCHEME && options.native) {
    const href = nativeLink(parsed, base);
    return href === null ? null : { kind: 'native', href };
  }
  if (CONTACT_SCHEMES.includes(scheme) && options.contact) return { kind: 'contact', href: parsed.href };
  return null;
}
