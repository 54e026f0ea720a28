import type { Config, DOMPurify } from 'dompurify';
import type { TextLink } from '@exchange/api';
import { safeHref, safeImageSource } from './link-policy';

/** Options of one sanitising run. */
export interface SanitizeOptions {
  /** The site's own origin (e.g. `location.origin`); links elsewhere lose their href. */
  origin: string;
  /** Key/link pairs: each occurrence of `key` in the text becomes a link to `link` (when safe). */
  textLinks?: readonly TextLink[];
}

/** Tags notice HTML may keep: text formatting, lists, tables, links and images. */
const ALLOWED_TAGS = [
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'p', 'br', 'span', 'div', 'ul', 'ol', 'li',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'small', 'sub', 'sup', 'img', 'hr',
  'table', 'thead', 'tr', 'th', 'td', 'code', 'pre',
  // Stryker disable next-line StringLiteral: DOMPurify keeps tbody wherever it keeps table, with or without its name here
  'tbody',
];
/** Attributes notice HTML may keep; every URL among them is checked again by the link policy. */
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'class', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'dir', 'lang'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // First line of defence; the hook below applies the origin rule on top.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|gateio:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Stryker disable next-line ArrayDeclaration: no forbidden tag is in ALLOWED_TAGS, so DOMPurify removes each one (keeping the same content) without this list
  // Stryker disable next-line StringLiteral: no forbidden tag is in ALLOWED_TAGS, so DOMPurify removes each one (keeping the same content) without its name here
  FORBID_TAGS: ['style', 'script', 'svg', 'math', 'form', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
  // Stryker disable next-line BooleanLiteral: id and name are not in ALLOWED_ATTR, so DOMPurify drops them whether or not it prefixes them first
  SANITIZE_NAMED_PROPS: true,
  WHOLE_DOCUMENT: false,
};

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A letter or digit of a script written with spaces between words (not Chinese, Japanese or Thai). */
const SPACED_WORD_CHAR = '(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}])[\\p{L}\\p{N}]';
const SPACED_WORD_EDGE = new RegExp(`^${SPACED_WORD_CHAR}$`, 'u');

/**
 * A text_link key as a pattern of whole words (spec 1 §3: keys turn "matching words" into links):
 * `fee` links "fee" but not the inside of "coffee". An edge of a key is held only where it is a
 * letter or digit of a script written with spaces, and only against such a neighbour: words of
 * Chinese, Japanese or Thai touch their neighbours, and "VIP" beside Chinese text is a word.
 */
function wordPattern(key: string): string {
  const chars = [...key];
  const before = SPACED_WORD_EDGE.test(chars[0]) ? `(?<!${SPACED_WORD_CHAR})` : '';
  const after = SPACED_WORD_EDGE.test(chars[chars.length - 1]) ? `(?!${SPACED_WORD_CHAR})` : '';
  return `${before}${escapeRegExp(key)}${after}`;
}

function hardenLink(element: Element, origin: string): void {
  const href = safeHref(element.getAttribute('href'), origin);
  if (href === null) element.removeAttribute('href');
  else element.setAttribute('href', href);
  if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  else element.removeAttribute('target');
}

function linkTextNodes(root: ParentNode, textLinks: readonly TextLink[], origin: string, doc: Document): void {
  const pairs = textLinks.filter((pair) => pair.key.trim() !== '').sort((a, b) => b.key.length - a.key.length);
  if (pairs.length === 0) return;
  const pattern = new RegExp(pairs.map((pair) => wordPattern(pair.key)).join('|'), 'gu');
  const walker = doc.createTreeWalker(root as Node, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement && node.parentElement.closest('a'))) texts.push(node as Text);
  }
  for (const text of texts) {
    const value = text.data;
    pattern.lastIndex = 0;
    // Stryker disable next-line ConditionalExpression: a text with no key rebuilt anyway is an empty text node plus the same text, which serialises the same
    if (!pattern.test(value)) continue;
    pattern.lastIndex = 0;
    const fragment = doc.createDocumentFragment();
    let last = 0;
    for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
      const pair = pairs.find((p) => p.key === match![0]);
      const href = pair ? safeHref(pair.link, origin) : null;
      fragment.append(doc.createTextNode(value.slice(last, match.index)));
      if (href === null) {
        fragment.append(doc.createTextNode(match[0]));
      } else {
        const anchor = doc.createElement('a');
        anchor.setAttribute('href', href);
        anchor.textContent = match[0];
        fragment.append(anchor);
      }
      last = match.index + match[0].length;
    }
    fragment.append(doc.createTextNode(value.slice(last)));
    text.replaceWith(fragment);
  }
}

/** A configured sanitiser around one DOMPurify instance. */
export interface Sanitiser {
  sanitize(html: string, options: SanitizeOptions): string;
}

/**
 * Wraps a DOMPurify instance (created for this purpose only, so no other hook touches it) with
 * the notice policy: an allowlist of tags and attributes, hrefs that stay on the site's origin
 * (or mailto/tel/native deep link), images over http(s) only, `text_link` pairs turned into links.
 */
export function createSanitiser(purifier: DOMPurify, trustedTypesPolicy: { createHTML(input: string): unknown; createScriptURL(input: string): unknown } | null = null): Sanitiser {
  // Our own policy, so DOMPurify creates no `dompurify` policy of its own (see trusted-html.ts).
  const config: Config = trustedTypesPolicy ? { ...CONFIG, TRUSTED_TYPES_POLICY: trustedTypesPolicy as Config['TRUSTED_TYPES_POLICY'] } : CONFIG;
  let current: SanitizeOptions = { origin: 'http://invalid.invalid' };
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (typeof element.hasAttribute !== 'function') return;
    if (element.nodeName === 'A' || element.hasAttribute('href')) hardenLink(element, current.origin);
    // Stryker disable next-line ConditionalExpression: without a src, safeImageSource(null) is null and removing the absent src changes nothing
    if (element.hasAttribute('src')) {
      const src = safeImageSource(element.getAttribute('src'), current.origin);
      if (src === null) element.removeAttribute('src');
      else element.setAttribute('src', src);
    }
    // A notice image with no text alternative is decorative: alt="" makes screen readers skip it
    // instead of reading out its file name (WCAG 1.1.1).
    if (element.nodeName === 'IMG' && !element.hasAttribute('alt')) element.setAttribute('alt', '');
  });
  return {
    sanitize(html, options) {
      current = options;
      try {
        const input = typeof html === 'string' ? html : '';
        const fragment = purifier.sanitize(input, { ...config, RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null;
        // A document DOMPurify cannot give a body (e.g. a leading <frameset>) has nothing to keep.
        if (!fragment) return '';
        const doc = fragment.ownerDocument;
        linkTextNodes(fragment, options.textLinks ?? [], options.origin, doc);
        const holder = doc.createElement('div');
        holder.append(fragment);
        return holder.innerHTML;
      } finally {
        current = { origin: 'http://invalid.invalid' };
      }
    },
  };
}
