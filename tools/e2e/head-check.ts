/**
 * A page's head as a crawler and a link preview read it, without scripts: parsed by
 * open-graph-scraper (what chat apps' previews read) and by an HTML parser (what a search engine
 * reads), then checked against what the page should say in its language. Used by
 * all-sites/heads.e2e.ts.
 */
import ogs from 'open-graph-scraper';
import { parse } from 'node-html-parser';

/** What one page's head says. */
export interface ParsedHead {
  lang: string;
  dir: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  /** hreflang -> href. */
  alternates: Record<string, string>;
  preview: { title: string; description: string; image: string; card: string };
  /** The page's main heading and its whole text, as the build rendered them (no script runs). */
  h1: string;
  bodyText: string;
}

/** Parses a page's HTML as a crawler (HTML parser) and a link preview (open-graph-scraper) do. */
export async function parseHead(html: string): Promise<ParsedHead> {
  const document = parse(html);
  const root = document.querySelector('html');
  const alternates: Record<string, string> = {};
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
  // A link preview reads the head's tags: the scraper gets the head alone (the body is a whole page now).
  const bodyAt = html.search(/<body[\s>]/i);
  const { result } = await ogs({ html: bodyAt < 0 ? html : `${html.slice(0, bodyAt)}</html>` });
  const preview = result as { ogTitle?: string; ogDescription?: string; ogImage?: Array<{ url?: string }>; twitterCard?: string };
  return {
    lang: root?.getAttribute('lang') ?? '',
    dir: root?.getAttribute('dir') ?? '',
    title: document.querySelector('title')?.text.trim() ?? '',
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    noindex: document.querySelectorAll('meta[name="robots"]').some((meta) => /noindex/i.test(meta.getAttribute('content') ?? '')),
    alternates,
    preview: { title: preview.ogTitle ?? '', description: preview.ogDescription ?? '', image: preview.ogImage?.[0]?.url ?? '', card: preview.twitterCard ?? '' },
    h1: document.querySelector('#root h1')?.text.trim() ?? '',
    bodyText: (document.querySelector('#root')?.text ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/** What a page should say. */
export interface HeadExpectation {
  /** The `<html lang>` tag of the page's language. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The canonical URL, or undefined where none is expected (not-found). */
  canonical?: string;
  noindex: boolean;
  /** The same route's head in English, when the page's language is not English: its title must not be it. */
  english?: ParsedHead;
  /** A script the title must be written in (Han for Chinese and Japanese). */
  script?: RegExp;
  /** The page leaves the build painted: a main heading and text (in `bodyScript` when given). */
  painted?: boolean;
  /** A script the page's text must hold (Han for Chinese and Japanese, Arabic for Arabic). */
  bodyScript?: RegExp;
}

/** The problems of a head against what it should say; empty when it says it. */
export function headProblems(head: ParsedHead, expected: HeadExpectation, origin: string): string[] {
  const problems: string[] = [];
  const want = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  want(head.lang === expected.lang, `lang is "${head.lang}", not "${expected.lang}"`);
  want(head.dir === expected.dir, `dir is "${head.dir}", not "${expected.dir}"`);
  want(head.title.length > 0, 'no title');
  want(head.description.length > 0, 'no description');
  want(head.preview.title === head.title, `the preview's title "${head.preview.title}" is not the page's`);
  want(head.preview.description === head.description, "the preview's description is not the page's");
  want(head.preview.image.startsWith(`${origin}/`), `the preview image "${head.preview.image}" is not an absolute URL on ${origin}`);
  want(head.preview.card === 'summary_large_image', `the Twitter card is "${head.preview.card}"`);
  want(head.canonical === (expected.canonical ?? ''), `canonical is "${head.canonical}", not "${expected.canonical ?? '(none)'}"`);
  want(head.noindex === expected.noindex, head.noindex ? 'noindex where it should be indexed' : 'indexable where it should be noindex');
  if (expected.english) {
    want(head.title !== expected.english.title, `the title is left in English: "${head.title}"`);
    want(head.description !== expected.english.description, `the description is left in English: "${head.description}"`);
  }
  if (expected.script) want(expected.script.test(head.title), `the title "${head.title}" is not written in ${expected.script}`);
  if (expected.painted) {
    want(head.h1.length > 0, 'no main heading (h1) in the page as sent');
    if (expected.bodyScript) want(expected.bodyScript.test(head.bodyText), `the page's text is not written in ${expected.bodyScript}`);
    if (expected.english?.bodyText) want(head.bodyText !== expected.english.bodyText, "the page's text is left in English");
  }
  const alternates = Object.entries(head.alternates);
  if (head.noindex) want(alternates.length === 0, 'a noindex page names alternates');
  for (const [hreflang, href] of alternates) want(href.startsWith(`${origin}/`), `the ${hreflang} alternate "${href}" is not absolute on ${origin}`);
  if (!head.noindex && expected.canonical) {
    want(head.alternates['x-default'] !== undefined, 'no x-default alternate');
    want(Object.values(head.alternates).includes(expected.canonical), 'the page is not among its own alternates');
  }
  return problems;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
