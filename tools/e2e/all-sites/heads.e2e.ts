import { expect, test } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { getSite, getSiteLanguages, isNoRobotsLocale, isRtlLocale, isSiteKey, LOGIN_PATH, routeFor, type LocaleCode, type SiteKey } from '@exchange/site-registry';
import { LOCALE_BCP47 } from '@exchange/platform';
import { LISTED_MARKET_SYMBOLS } from '@exchange/api';
import { ROUTE_URLS } from '../../routes/route-inventory';
import { headProblems, parseHead, pool, type ParsedHead } from '../head-check';

/**
 * Every public route of the route inventory in every language the site serves, fetched as a
 * crawler or a chat app's link preview fetches it: over HTTP, without a browser or scripts. Each
 * head must carry its language, a title and description in that language, its canonical URL,
 * noindex where the page must not be indexed (login, account, not-found, spec 1 §9's no-robots
 * locales), a social card with an image, and hreflang alternates that are absolute and
 * reciprocal; the sitemap must be valid XML whose every URL answers 200 with an indexable head.
 */
const CONCURRENCY = 8;
/** Han and kana: a Chinese or Japanese title is written in them. */
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** Arabic script. */
const ARABIC = /[\u0600-\u06ff]/;
/** Routes whose page is a redirect the app makes (spec 2 §2: /launchpool opens startup-mining): nothing to paint. */
const APP_REDIRECTS = ['/launchpool'];
/** The login cookies nginx lets into the account pages (spec: uid and nickname). */
const LOGGED_IN = 'uid=1; nickname=crawler';

interface Fetched {
  url: string;
  status: number;
  head: ParsedHead;
}

function siteOf(name: string): SiteKey {
  if (!isSiteKey(name)) throw new Error(`project ${name} is not a site`);
  return name;
}

/** The canonical path of an inventory URL: a listed market's own page, else the route's static part (a section's sub-pages share its head). */
function canonicalPath(url: string, site: SiteKey): string | undefined {
  const route = routeFor(url, getSite(site));
  if (!route) return undefined;
  const market = /^\/trade\/([A-Za-z0-9_]+)$/.exec(url)?.[1];
  if (market && LISTED_MARKET_SYMBOLS.includes(market)) return url;
  const parts: string[] = [];
  for (const part of route.path.split('/')) {
    if (!part || part === '*' || part.startsWith(':')) break;
    parts.push(part);
  }
  return `/${parts.join('/')}`;
}

test.describe.configure({ mode: 'serial' });

test('every route in every language: its own head, reciprocal alternates, and a sitemap whose every URL answers', async ({ baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const site = siteOf(testInfo.project.name);
  const config = getSite(site);
  const origin = new URL(baseURL ?? '').origin;
  const languages = getSiteLanguages(site);
  const english = languages.find((code) => code.startsWith('en'));
  const prefix = (code: LocaleCode) => (code === config.defaultLang ? '' : `/${code}`);
  const cache = new Map<string, Promise<Fetched>>();
  const get = (url: string, cookie?: string) => {
    if (!cache.has(url)) {
      cache.set(
        url,
        (async () => {
          const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
          return { url, status: response.status, head: await parseHead(await response.text()) };
        })(),
      );
    }
    return cache.get(url) as Promise<Fetched>;
  };

  // A feature the site hides is an unknown path there: checked as the not-found page.
  const inventory = Object.entries(ROUTE_URLS);
  const pages = inventory.flatMap(([pattern, url]) => languages.map((code) => ({ pattern, url, code, address: `${origin}${prefix(code)}${url === '/' && prefix(code) ? '' : url}` })));
  const account = (url: string) => /^\/myaccount(?:\/|$)/.test(url);
  const fetched = await pool(pages, CONCURRENCY, (page) => get(page.address, account(page.url) ? LOGGED_IN : undefined));

  const problems: string[] = [];
  for (const [index, page] of pages.entries()) {
    const { status, head } = fetched[index];
    const route = routeFor(page.url, config);
    const notFound = !route || route.notFound === true;
    const expectedStatus = notFound ? 404 : 200;
    if (status !== expectedStatus) problems.push(`${page.address}: status ${status}, not ${expectedStatus}`);
    const noindexRoute = notFound || route?.login === true || page.url === LOGIN_PATH;
    const path = noindexRoute ? undefined : canonicalPath(page.url, site);
    const reference = english && page.code !== english && !page.code.startsWith('en') ? fetched[pages.findIndex((other) => other.url === page.url && other.code === english)].head : undefined;
    const found = headProblems(
      head,
      {
        lang: LOCALE_BCP47[page.code],
        dir: isRtlLocale(page.code) ? 'rtl' : 'ltr',
        canonical: path === undefined ? undefined : `${origin}${prefix(page.code)}${path === '/' && prefix(page.code) ? '' : path}`,
        noindex: noindexRoute || isNoRobotsLocale(page.code, site),
        english: reference,
        script: ['zh', 'tw', 'ja'].includes(page.code) ? CJK : undefined,
        // Every page but the account's leaves the build painted in its language (tools/prerender).
        painted: !account(page.url) && !APP_REDIRECTS.includes(page.url),
        bodyScript: ['zh', 'tw', 'ja'].includes(page.code) ? CJK : page.code === 'ar' ? ARABIC : undefined,
      },
      origin,
    );
    problems.push(...found.map((problem) => `${page.address}: ${problem}`));
  }

  // hreflang: every alternate names the page back.
  const indexable = fetched.filter((page) => !page.head.noindex && page.head.canonical);
  const canonicalHeads = await pool([...new Set(indexable.map((page) => page.head.canonical))], CONCURRENCY, (url) => get(url));
  const alternateUrls = [...new Set(canonicalHeads.flatMap((page) => Object.values(page.head.alternates)))];
  const alternates = new Map((await pool(alternateUrls, CONCURRENCY, (url) => get(url))).map((page) => [page.url, page]));
  for (const page of canonicalHeads) {
    for (const [hreflang, href] of Object.entries(page.head.alternates)) {
      const other = alternates.get(href);
      if (!other || other.status !== 200) problems.push(`${page.url}: its ${hreflang} alternate ${href} answers ${other?.status}`);
      else if (!Object.values(other.head.alternates).includes(page.url)) problems.push(`${page.url}: its ${hreflang} alternate ${href} does not name it back`);
    }
  }

  // The image every card names answers.
  for (const image of new Set(fetched.map((page) => page.head.preview.image))) {
    const response = await fetch(image);
    if (response.status !== 200 || !/^image\//.test(response.headers.get('content-type') ?? '')) problems.push(`the card image ${image} answers ${response.status} ${response.headers.get('content-type')}`);
  }

  // The sitemap: valid XML, every URL answering 200 with an indexable head whose canonical is that URL.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  expect(XMLValidator.validate(sitemap)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(sitemap) as { urlset: { url: Array<{ loc: string }> | { loc: string } } };
  const locs = [parsed.urlset.url].flat().map((entry) => entry.loc);
  expect(locs.length).toBeGreaterThan(0);
  for (const page of await pool(locs, CONCURRENCY, (url) => get(url))) {
    if (page.status !== 200 || page.head.noindex || page.head.canonical !== page.url) problems.push(`sitemap ${page.url}: status ${page.status}, noindex ${page.head.noindex}, canonical ${page.head.canonical}`);
  }
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toMatch(/^Disallow: \/myaccount$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);

  expect(problems).toEqual([]);
});

test('a head left in English on a Chinese route fails the check', async ({ baseURL }, testInfo) => {
  const config = getSite(siteOf(testInfo.project.name));
  const origin = new URL(baseURL ?? '').origin;
  const english = getSiteLanguages(config.key).find((code) => code.startsWith('en')) ?? config.defaultLang;
  const englishTrade = await parseHead(await (await fetch(`${origin}${english === config.defaultLang ? '' : `/${english}`}/trade/BTC_USDT`)).text());
  const expected = { lang: 'zh-CN', dir: 'ltr' as const, canonical: `${origin}/zh/trade/BTC_USDT`, noindex: false, english: englishTrade, script: CJK };
  const problems = headProblems(englishTrade, expected, origin);
  expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^lang is/), expect.stringMatching(/^the title is left in English/), expect.stringMatching(/^the description is left in English/)]));
});

test("a share link (the page with the sharer's ref_uid) previews as a card that says it is an invitation", async ({ baseURL }, testInfo) => {
  const config = getSite(siteOf(testInfo.project.name));
  const origin = new URL(baseURL ?? '').origin;
  const english = getSiteLanguages(config.key).find((code) => code.startsWith('en')) ?? config.defaultLang;
  const response = await fetch(`${origin}${english === config.defaultLang ? '' : `/${english}`}/signup?ref_uid=12345`);
  expect(response.status).toBe(200);
  const head = await parseHead(await response.text());
  expect(head.preview.title).toContain(config.name);
  expect(head.preview.description).toMatch(/invitation/i);
  expect(head.preview.image).toBe(`${origin}/assets/og/${config.key}.png`);
  expect(head.preview.card).toBe('summary_large_image');
});
