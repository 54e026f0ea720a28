import { resolveLink } from '@exchange/platform';

/**
 * Where a server-sent router (`ok_button_router`, a site tip's link) may send the user: a
 * same-site path no browser reads as another host, or a native deep link to a known screen
 * (the platform's one link policy, `resolveLink`). Everything else gives `null`, and the caller
 * drops the target.
 */
export function safeRouterTarget(url: string | null | undefined, origin: string): string | null {
  return resolveLink(url, { origin, native: true })?.href ?? null;
}

/**
 * Where a link inside notice HTML (or a `text_link`) may point: what {@link safeRouterTarget}
 * allows, plus `mailto:` and `tel:`. `null` means the link loses its href.
 */
export function safeHref(url: string | null | undefined, origin: string): string | null {
  return resolveLink(url, { origin, native: true, contact: true })?.href ?? null;
}

/** An image source: http(s) only, any origin (no `data:`, no `javascript:`). */
export function safeImageSource(url: string | null | undefined, origin: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), origin);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}
