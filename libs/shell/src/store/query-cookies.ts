/**
 * The query parameters captured into cookies on arrival (spec 1 §2), with their grammars. Apart
 * from session-rules.ts, which the page's head script also bundles and which must stay free of
 * the platform lib.
 */
import { fitsGrammar, registerCookieWriter, type CookieGrammar } from '@exchange/platform';

/**
 * Decision: what a channel or campaign tag copied from the address bar may hold: up to 64 of
 * letters, digits, `_`, `.`, `~` and `-`. A longer or stranger value counts as not carried by
 * the link (one crafted link once wrote 8 KB of cookies, and nginx then refused every request).
 */
const QUERY_TAG_GRAMMAR: CookieGrammar = { maxLength: 64, pattern: /^[A-Za-z0-9_.~-]+$/ };

/** Query parameters captured into cookies on arrival (spec 1 §2), each with its grammar. */
const CAPTURED_QUERY_COOKIES = {
  ch: registerCookieWriter({ name: 'ch', grammar: QUERY_TAG_GRAMMAR }),
  utm_cmp: registerCookieWriter({ name: 'utm_cmp', grammar: QUERY_TAG_GRAMMAR }),
} as const;

/** Cookie writes for the captured query parameters present in `search` and within their grammar. */
export function capturedQueryCookies(search: string): Array<{ name: string; value: string }> {
  const params = new URLSearchParams(search);
  return Object.entries(CAPTURED_QUERY_COOKIES).flatMap(([name, grammar]) => {
    const value = params.get(name);
    return fitsGrammar(value, grammar) ? [{ name, value }] : [];
  });
}
