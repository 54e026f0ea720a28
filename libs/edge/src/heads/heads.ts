/**
 * Renders a site's page heads, sitemap and robots file for one origin: the one generator the deploy
 * program (bundled into the release) and the preview both run. Its input is the
 * site's head plan (../plan/head-plan.ts; heads.json in a release): every public route in every
 * language with its translated title and description. Each head is the built index.html with its
 * own `<html lang dir>`, title, description, canonical, hreflang alternates, social card and
 * robots meta, written to `heads/<language prefix>/<route>.html`, where nginx's generated
 * known-routes.conf looks for it. Node's own modules only: it runs on the server.
 */
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One language of the site, as the head renderer needs it. */
export interface HeadLanguage {
  code: string;
  /** The path prefix: '' for the default language, `/zh` otherwise. */
  prefix: string;
  /** `<html lang>`: the tag the app sets once scripts run. */
  lang: string;
  hreflang: string;
  dir: 'ltr' | 'rtl';
  /** False for a no-robots locale (spec 1 §9): noindex, out of the sitemap and the alternates. */
  indexable: boolean;
}

/** One route's head, in every language. */
export interface HeadPage {
  /** The file under heads/<prefix>/ (without .html), e.g. `trade/BTC_USDT`, `home`, `404`. */
  key: string;
  /** The canonical path without language prefix; absent for the not-found page. */
  path?: string;
  /** Never indexed in any language: pages behind login, the login page, not-found. */
  noindex: boolean;
  texts: Record<string, { title: string; description: string }>;
}

/** Everything the renderer needs for one site (heads.json in a release). */
export interface HeadPlan {
  site: string;
  siteName: string;
  /** The social card image, a path on the site. */
  image: string;
  languages: HeadLanguage[];
  pages: HeadPage[];
  /** Paths robots.txt keeps crawlers out of (each language's account pages and the API). */
  disallow: string[];
}

/** What the heads are rendered for: the canonical origin and whether search engines may index. */
export interface HeadOptions {
  origin: string;
  indexing: boolean;
}

/** The folder under the served root that holds the heads (nginx serves it only through the route locations). */
const HEADS_DIR = 'heads';
/** nginx's gzip_min_length: smaller files go as they are. */
const MIN_COMPRESS_BYTES = 512;
const NOINDEX = '<meta name="robots" content="noindex, nofollow" data-deploy>';

/** Text safe inside an HTML attribute value or element. */
function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Text safe inside an XML element or attribute. */
function escapeXml(text: string): string {
  return String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);
}

/** The absolute URL of a page in a language. */
function pageUrl(origin: string, language: HeadLanguage, page: HeadPage): string {
  const tail = page.path === '/' ? (language.prefix ? '' : '/') : page.path;
  return `${origin}${language.prefix}${tail}`;
}

/** The file (relative to the served root) of a page's head in a language. */
function headFile(language: HeadLanguage, page: HeadPage): string {
  return `${HEADS_DIR}${language.prefix}/${page.key}.html`;
}

/** The folder under the served root that holds the build's prerendered pages (tools/prerender), the heads' templates. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The build's prerendered page of `page` in `language`: its own file, or else the file of the
 * route it belongs to (`trade/BTC_USDT` takes `trade`'s); undefined when the build has neither.
 */
function prerenderedPage(staticDir: string, language: HeadLanguage, page: HeadPage): string | undefined {
  for (const key of [page.key, page.key.split('/')[0]]) {
    const file = path.join(staticDir, `${PRERENDERED_DIR}${language.prefix}/${key}.html`);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return undefined;
}

/** Whether a page in a language may be indexed (never in an environment that turns indexing off). */
function indexable(page: HeadPage, language: HeadLanguage, indexing: boolean): boolean {
  return indexing && !page.noindex && language.indexable && page.path !== undefined;
}

/** The hreflang alternates of a page: its indexable languages plus x-default (the default language). */
function alternates(plan: HeadPlan, page: HeadPage, origin: string): Array<{ hreflang: string; href: string }> {
  const languages = plan.languages.filter((language) => language.indexable);
  const links = languages.map((language) => ({ hreflang: language.hreflang, href: pageUrl(origin, language, page) }));
  if (plan.languages[0].indexable) links.push({ hreflang: 'x-default', href: pageUrl(origin, plan.languages[0], page) });
  return links;
}

/** Replaces the first match of `pattern` in `html` (or inserts before `</head>`), spliced, never with String.replace patterns. */
function splice(html: string, pattern: RegExp, replacement: string): string {
  const match = pattern.exec(html);
  if (match) return html.slice(0, match.index) + replacement + html.slice(match.index + match[0].length);
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('index.html has no </head>');
  return `${html.slice(0, head)}  ${replacement}\n  ${html.slice(head)}`;
}

/** `html` without the robots meta an earlier deploy wrote. */
function withoutDeployRobots(html: string): string {
  return html.split(`    ${NOINDEX}\n`).join('').split(NOINDEX).join('');
}

/**
 * index.html (the page for paths no head names: a language the site does not serve, an unknown
 * route's fallback) with `noindex` when the environment turns indexing off, and without it otherwise.
 */
export function renderIndexRobots(html: string, indexing: boolean): string {
  const clean = withoutDeployRobots(html);
  return indexing ? clean : splice(clean, /(?!)/, NOINDEX);
}

/** One page's HTML: `indexHtml` with the page's head in `language` for `origin`. */
export function renderHead(indexHtml: string, plan: HeadPlan, page: HeadPage, language: HeadLanguage, { origin, indexing }: HeadOptions): string {
  const text = page.texts[language.code];
  const image = `${origin}${plan.image}`;
  // A page never indexed in any language (login, account, not-found) names no canonical: it has none to offer.
  const url = page.path === undefined || page.noindex ? undefined : pageUrl(origin, language, page);
  const tags: string[] = [];
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  if (indexable(page, language, indexing)) {
    for (const link of alternates(plan, page, origin)) tags.push(`<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`);
  } else {
    tags.push(NOINDEX);
  }
  tags.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(plan.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(text.title)}">`,
    `<meta property="og:description" content="${escapeHtml(text.description)}">`,
    ...(url ? [`<meta property="og:url" content="${escapeHtml(url)}">`] : []),
    `<meta property="og:locale" content="${escapeHtml(language.hreflang.replace('-', '_'))}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(text.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(text.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  );
  let html = withoutDeployRobots(indexHtml);
  html = splice(html, /<html\b[^>]*>/i, `<html lang="${escapeHtml(language.lang)}" dir="${language.dir}">`);
  html = splice(html, /<title>[^<]*<\/title>/i, `<title>${escapeHtml(text.title)}</title>`);
  html = splice(html, /<meta name="description"[^>]*>/i, `<meta name="description" content="${escapeHtml(text.description)}">`);
  return splice(html, /(?!)/, tags.join('\n    '));
}

/** The sitemap: every indexable page in every indexable language, with its alternates. */
export function renderSitemap(plan: HeadPlan, { origin, indexing }: HeadOptions): string {
  const urls: string[] = [];
  for (const page of plan.pages) {
    for (const language of plan.languages) {
      if (!indexable(page, language, indexing)) continue;
      const links = alternates(plan, page, origin).map((link) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`);
      urls.push(`  <url>\n    <loc>${escapeXml(pageUrl(origin, language, page))}</loc>\n${links.join('\n')}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: the account pages and the API kept out and the sitemap named; everything disallowed when indexing is off. */
export function renderRobots(plan: HeadPlan, { origin, indexing }: HeadOptions): string {
  if (!indexing) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\n${plan.disallow.map((item) => `Disallow: ${item}`).join('\n')}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * Writes `bytes` to `file`. An existing file of its own (one link) is written over in place: the
 * heads are rendered into a folder nginx does not serve yet (deploy's new environment, the preview
 * before its nginx starts), and on ext4 replacing a file by rename or unlink costs about ten times
 * an in-place write, most of a preview's start-up over a few thousand heads. A new file, or one
 * linked to the release's own copy, goes through a temporary name, never touching that copy.
 */
function writeWhole(file: string, bytes: Buffer | string): void {
  const existing = fs.statSync(file, { throwIfNoEntry: false });
  if (existing?.isFile() && existing.nlink === 1) {
    fs.writeFileSync(file, bytes);
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}

/**
 * Writes `text` to `file` with fresh `.gz` and `.br` copies beside it (nginx's gzip_static and
 * brotli_static would otherwise send a stale copy); a file too small to compress loses its copies.
 */
function writeRendered(file: string, text: string): void {
  const bytes = Buffer.from(text);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeWhole(file, bytes);
  if (bytes.length < MIN_COMPRESS_BYTES) {
    for (const suffix of ['.gz', '.br']) fs.rmSync(file + suffix, { force: true });
    return;
  }
  writeWhole(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  // Quality 9 (not the build's 11) and a window no larger than the file: a thousand heads per site
  // at deploy, each compressed in well under a millisecond instead of several, about 100 bytes larger.
  const window = Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes.length)) + 1));
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: window, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  writeWhole(`${file}.br`, zlib.brotliCompressSync(bytes, { params }));
}

/**
 * Renders every head, the sitemap and robots.txt of `plan` into `staticDir` (the served root,
 * whose index.html is the template) for `origin`; `indexing: false` (staging) makes every page
 * noindex and robots.txt disallow everything. Earlier heads are replaced. Returns the number of heads.
 */
export function writeHeads(staticDir: string, plan: HeadPlan, options: HeadOptions): number {
  const indexHtml = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const headsDir = path.join(staticDir, HEADS_DIR);
  const written = new Set<string>();
  for (const page of plan.pages) {
    for (const language of plan.languages) {
      const file = path.join(staticDir, headFile(language, page));
      writeRendered(file, renderHead(prerenderedPage(staticDir, language, page) ?? indexHtml, plan, page, language, options));
      written.add(file);
    }
  }
  // Earlier heads are written over and only the ones this plan lacks are removed: emptying the
  // folder first unlinked a few thousand files per render, most of the preview's start-up time.
  removeOthers(headsDir, (file) => written.has(file.replace(/\.(?:gz|br)$/, '')));
  writeRendered(path.join(staticDir, 'sitemap.xml'), renderSitemap(plan, options));
  writeRendered(path.join(staticDir, 'robots.txt'), renderRobots(plan, options));
  return written.size;
}

/** Removes every file under `dir` that `keep` refuses, and folders left empty. */
function removeOthers(dir: string, keep: (file: string) => boolean): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removeOthers(file, keep);
      if (fs.readdirSync(file).length === 0) fs.rmdirSync(file);
    } else if (!keep(file)) fs.rmSync(file, { force: true });
  }
}
