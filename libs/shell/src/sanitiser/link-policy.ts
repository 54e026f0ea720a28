import { NATIVE_DEEP_LINK_SCHEME } from '@exchange/platform';

/** Native deep-link schemes a notice link or router may use besides the site's origin. */
const NATIVE_DEEP_LINK_SCHEMES: readonly string[] = [NATIVE_DEEP_LINK_SCHEME.replace(/:\/\/$/, '')];

/** Schemes a notice link may use besides the site's own origin (mail and phone never leave the page). */
const LINK_ONLY_SCHEMES: readonly string[] = ['mailto', 'tel'];

function parse(url: string, origin: string): URL | null {
  try {
    return new URL(url, origin);
  } catch {
    return null;
  }
}

function schemeOf(parsed: URL): string {
  return parsed.protocol.replace(/:$/, '').toLowerCase();
}

/**
 * Where a server-sent router (`ok_button_router`) may send the user: a path on the site's own
 * origin (returned as `/path?query#hash`) or an allowlisted native deep link (returned as given).
 * Everything else (`javascript:`, `data:`, other origins, `//evil`, `/\evil`, garbage) gives
 * `null`, and the caller drops the target.
 */
export function safeRouterTarget(url: string | null | undefined, origin: string): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  const base = parse(origin, 'http://invalid.invalid');
  const parsed = parse(trimmed, origin);
  if (!parsed || !base) return null;
  const scheme = schemeOf(parsed);
  if (NATIVE_DEEP_LINK_SCHEMES.includes(scheme)) return parsed.href;
  if ((scheme === 'http' || scheme === 'https') && parsed.origin === base.origin) {
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  return null;
}

/**
 * Where a link inside notice HTML may point: what {@link safeRouterTarget} allows, plus
 * `mailto:` and `tel:`. `null` means the link loses its href.
 */
export function safeHref(url: string | null | undefined, origin: string): string | null {
  const target = safeRouterTarget(url, origin);
  if (target !== null || typeof url !== 'string') return target;
  const parsed = parse(url.trim(), origin);
  if (parsed && LINK_ONLY_SCHEMES.includes(schemeOf(parsed))) return parsed.href;
  return null;
}

/** An image source: http(s) only, any origin (no `data:`, no `javascript:`). */
export function safeImageSource(url: string | null | undefined, origin: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const parsed = parse(url.trim(), origin);
  if (!parsed) return null;
  const scheme = schemeOf(parsed);
  return scheme === 'http' || scheme === 'https' ? parsed.href : null;
}
