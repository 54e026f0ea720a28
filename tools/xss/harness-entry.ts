// Browser entry of the XSS harness: the shell's sanitiser core with DOMPurify, exposed on window.
import DOMPurify from 'dompurify';
import { createSanitiser, safeHref, safeRouterTarget } from '@exchange/shell/sanitiser';
import { resolveLink } from '@exchange/platform';

const sanitiser = createSanitiser(DOMPurify(window));

(window as unknown as { xssHarness: unknown }).xssHarness = {
  sanitize: (html: string, origin: string, textLinks: Array<{ key: string; link: string }> = []) =>
    sanitiser.sanitize(html, { origin, textLinks }),
  safeRouterTarget,
  safeHref,
  resolveLink,
};
