// Browser entry of the XSS harness: the shell's sanitiser core with DOMPurify, exposed on window.
import DOMPurify from 'dompurify';
import { createSanitiser } from '../../libs/shell/src/sanitiser/sanitise-core';
import { safeHref, safeRouterTarget } from '../../libs/shell/src/sanitiser/link-policy';
import { resolveLink } from '../../libs/platform/src/links/link-policy';

const sanitiser = createSanitiser(DOMPurify(window));

(window as unknown as { xssHarness: unknown }).xssHarness = {
  sanitize: (html: string, origin: string, textLinks: Array<{ key: string; link: string }> = []) =>
    sanitiser.sanitize(html, { origin, textLinks }),
  safeRouterTarget,
  safeHref,
  resolveLink,
};
