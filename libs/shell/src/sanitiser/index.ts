// The one HTML sanitiser of the repository (named exports; the lead lists them in the shell index).
export { sanitizeHtml, loadSanitiser } from './sanitise';
export { createSanitiser, ALLOWED_TAGS, ALLOWED_ATTR } from './sanitise-core';
export type { SanitizeOptions, Sanitiser } from './sanitise-core';
export { safeRouterTarget, safeHref, safeImageSource, LINK_ONLY_SCHEMES } from './link-policy';
export { SafeHtml } from './safe-html/safe-html';
export type { SafeHtmlProps } from './safe-html/safe-html';
