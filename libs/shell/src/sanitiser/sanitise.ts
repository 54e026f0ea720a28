import { createSanitiser, type SanitizeOptions, type Sanitiser } from './sanitise-core';
import { htmlPolicy } from './trusted-html';

let loading: Promise<Sanitiser> | null = null;

/**
 * Loads DOMPurify on first use (a lazy chunk: pages without notices never download it) and
 * creates the one sanitiser of the app.
 */
function loadSanitiser(): Promise<Sanitiser> {
  loading ??= import('dompurify').then((module) => createSanitiser(module.default(window), htmlPolicy()));
  return loading;
}

/**
 * The one HTML sanitiser: server HTML in, HTML safe to insert out (scripts, handlers, unknown
 * tags and off-origin or script-scheme links removed; `text_link` words turned into links).
 */
export async function sanitizeHtml(html: string, options: SanitizeOptions): Promise<string> {
  const sanitiser = await loadSanitiser();
  return sanitiser.sanitize(html, options);
}
