// Types of heads.mjs (plain ESM that runs on the server without TypeScript), and of the head plan
// it renders (heads.json in a release, made by tools/seo/head-plan.ts).

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

/** Everything the renderer needs for one site. */
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
export const HEADS_DIR: string;
export function escapeHtml(text: string): string;
export function pageUrl(origin: string, language: HeadLanguage, page: HeadPage): string;
export function headFile(language: HeadLanguage, page: HeadPage): string;
export function renderIndexRobots(html: string, indexing: boolean): string;
export function renderHead(indexHtml: string, plan: HeadPlan, page: HeadPage, language: HeadLanguage, options: HeadOptions): string;
export function renderSitemap(plan: HeadPlan, options: HeadOptions): string;
export function renderRobots(plan: HeadPlan, options: HeadOptions): string;
export function writeRendered(file: string, text: string): void;
export function writeHeads(staticDir: string, plan: HeadPlan, options: HeadOptions): number;
