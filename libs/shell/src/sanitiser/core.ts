// The sanitiser's core without the app's lazy loading: what the XSS harness bundles with
// DOMPurify to run the very rules the app ships in a real browser. Apps render server HTML
// through SafeHtml instead.
/** @internal The XSS harness's door (tools/xss): no product code imports it. */
export { createSanitiser } from './sanitise-core';
/** The Trusted Types policy the sanitiser creates: the release CSP lists it. */
export { TRUSTED_HTML_POLICY } from './trusted-html';
/** @public Named by this door's signatures. */
export type { Sanitiser, SanitizeOptions } from './sanitise-core';
/** @internal The XSS harness's door (tools/xss), as above. */
export { safeHref, safeRouterTarget } from './link-policy';
