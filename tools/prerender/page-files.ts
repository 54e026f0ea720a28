/**
 * Where the prerender step puts each page and what it puts there: plain rules, without the
 * renderer (./prerender.ts), so they are tested alone.
 */
import { PRERENDERED_DIR, routeKey, type HeadLanguage, type HeadPage } from '@exchange/edge';
import { ROUTE_TABLE } from '@exchange/site-registry';

/** The keys of the route table's own routes (`referral/affiliate` is one; `trade/ETH_USDT` is not). */
const ROUTE_KEYS: ReadonlySet<string> = new Set(ROUTE_TABLE.map((route) => routeKey(route.path)));

/**
 * Longest a returning visitor's page stays hidden waiting for its cached web fonts (a failed app,
 * a cache that lost the faces): then it paints in the system's fonts, as a first visit does.
 */
const FONTS_WAIT_MAX_S = 3;

/** Page keys rendered with no body: their content is the visitor's account. */
const LOGIN_ONLY_KEYS: ReadonlySet<string> = new Set(['myaccount']);

/** The URL a page is rendered at: its path in the language, or an unknown path for the not-found page. */
export function prerenderUrl(language: Pick<HeadLanguage, 'prefix'>, page: Pick<HeadPage, 'path' | 'key'>): string {
  if (page.path === undefined) return `${language.prefix}/${page.key}`;
  if (page.path === '/') return language.prefix ? `${language.prefix}/` : '/';
  return `${language.prefix}${page.path}`;
}

/** The file (relative to the served root) of a page's prerendered HTML in a language. */
export function prerenderedFile(language: Pick<HeadLanguage, 'prefix'>, page: Pick<HeadPage, 'key'>): string {
  return `${PRERENDERED_DIR}${language.prefix}/${page.key}.html`;
}

/**
 * Whether the build prerenders `page` at all. A page under another page of the plan that is no
 * route of its own (a listed market under `trade`) takes that page's file, which holds what is the
 * same for all of them; a route of the table under another (`referral/affiliate`) has its own.
 */
export function isPrerendered(page: Pick<HeadPage, 'key'>, plan: { pages: ReadonlyArray<Pick<HeadPage, 'key'>> }): boolean {
  if (LOGIN_ONLY_KEYS.has(page.key)) return false;
  const [route, ...rest] = page.key.split('/');
  return rest.length === 0 || ROUTE_KEYS.has(page.key) || !plan.pages.some((other) => other.key === route);
}

/**
 * The page's own rules beside the rendered styles: the build renders the light theme, so a page
 * the mark script marked dark (libs/shell/src/boot/mark-document.ts) stays hidden until the app
 * has drawn it dark and marked its root, instead of painting light and then switching. A browser
 * marked as having the web fonts cached likewise sees its page once the app has the faces in
 * (libs/shell/src/i18n/first-screen-fonts.ts), not in the system's fonts and then swapped; should
 * the app never say so, the page shows after {@link FONTS_WAIT_MAX_S} anyway.
 */
export const PRERENDERED_PAGE_RULES =
  '<style>html[data-theme=dark] #root:not([data-theme-ready]){visibility:hidden}' +
  `html[data-fonts=cached] #root:not([data-fonts-ready]){visibility:hidden;animation:fonts-wait 0s ${FONTS_WAIT_MAX_S}s forwards}` +
  '@keyframes fonts-wait{to{visibility:visible}}</style>';

/**
 * `indexHtml` with `body` in its root and `styles` at the end of its head. Preload links React
 * put before the body (the logo) go to the head as well: inside the root they would be elements
 * hydration does not expect.
 */
export function pageHtml(indexHtml: string, body: string, styles: string): string {
  const hoisted: string[] = [];
  let rest = body;
  for (let match = /^<link [^>]*>/.exec(rest); match; match = /^<link [^>]*>/.exec(rest)) {
    hoisted.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  const rootAt = indexHtml.indexOf('<div id="root"></div>');
  const headEnd = indexHtml.indexOf('</head>');
  if (rootAt < 0 || headEnd < 0) throw new Error('index.html has no </head> or no empty <div id="root"></div>');
  const head = `${hoisted.join('')}${PRERENDERED_PAGE_RULES}${styles}\n  `;
  return `${indexHtml.slice(0, headEnd)}${head}${indexHtml.slice(headEnd, rootAt)}<div id="root">${rest}</div>${indexHtml.slice(rootAt + '<div id="root"></div>'.length)}`;
}

