/**
 * The page's one Trusted Types policy for HTML, `exchange-html`. The release CSP enforces
 * `require-trusted-types-for 'script'`, so an HTML string reaches a sink only through this policy,
 * and only the sanitiser holds it: DOMPurify gets it as TRUSTED_TYPES_POLICY (to parse the server
 * HTML, instead of creating its own `dompurify` policy), and {@link trustedSanitisedHtml} signs
 * the sanitiser's output for SafeHtml. Where the browser has no Trusted Types, strings pass as
 * they are.
 */

/** The policy's name, as the CSP's `trusted-types` directive lists it. */
export const TRUSTED_HTML_POLICY = 'exchange-html';

/** The shape of a Trusted Types policy this folder uses. */
interface HtmlPolicy {
  createHTML(input: string): TrustedHTML;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): HtmlPolicy;
}

let policy: HtmlPolicy | null | undefined;

/** The policy, created once per page; `null` where the browser has no Trusted Types. */
export function htmlPolicy(): HtmlPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    // Only DOMPurify's parser input and the sanitiser's own output ever pass through here.
    policy = factory ? factory.createPolicy(TRUSTED_HTML_POLICY, { createHTML: (input) => input }) : null;
  }
  return policy;
}

/** The sanitiser's output, ready for an HTML sink. */
export function trustedSanitisedHtml(html: string): TrustedHTML | string {
  return htmlPolicy()?.createHTML(html) ?? html;
}
