import type { ElementHandle, Page } from '@playwright/test';
import { getSite, isHiddenRoute, splitLocalePrefix, type SiteKey } from '@exchange/site-registry';

/**
 * The link check of the route walks: every same-origin `href` a rendered page offers, menus and
 * drawers included once opened, must lead somewhere. A link fails when its route is one the site
 * hides (a hidden feature such as referral on a site with `hiddenReferral`) or when nginx answers
 * its path with 404. It runs on a page the walk has already loaded (no load of its own); each
 * path is asked of nginx once per worker.
 */

/** Disclosures opened per page to reach their links (header menu, account menus, download menu). */
const MAX_DISCLOSURES = 8;

/** Why a same-origin link fails without asking the server, or `null`: the route the site hides. */
function hiddenLinkProblem(href: string, site: SiteKey): string | null {
  const { pathname } = new URL(href);
  const config = getSite(site);
  const path = splitLocalePrefix(pathname, config).rest || '/';
  return isHiddenRoute(path, config) ? `links to ${pathname}, a route ${site} hides` : null;
}

/** The same-origin links of the page as it is now: absolute URLs without their hash. */
async function sameOriginLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const raw = anchor.getAttribute('href') ?? '';
      if (raw === '' || raw.startsWith('#') || /^(mailto|tel|javascript|data|blob):/i.test(raw)) continue;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) continue;
      url.hash = '';
      urls.add(url.href);
    }
    return [...urls];
  });
}

/**
 * Where a disclosure sits and what it is called: a toggle outside `<main>` (the header's drawer,
 * account menus, the floating download menu) is the same on every route of a walk.
 */
async function disclosureKey(toggle: ElementHandle<Node>): Promise<string | null> {
  return toggle
    .evaluate((node) => {
      const button = node as Element;
      if (button.closest('main')) return null;
      const region = button.closest('header, footer, nav, aside, [role="dialog"]')?.tagName ?? 'body';
      return `${region}|${button.getAttribute('aria-controls') ?? ''}|${(button.getAttribute('aria-label') ?? button.textContent ?? '').trim()}`;
    })
    .catch(() => null);
}

/**
 * Every same-origin link of the page, with each visible collapsed disclosure (a button with
 * `aria-expanded="false"`: the header's menu drawer, dropdowns, the floating download menu)
 * opened in turn and closed again. A disclosure outside `<main>` whose key is in `opened` was
 * opened on an earlier route of the same walk and is skipped: opening the same header menus on
 * every route was most of the phones stage's time.
 */
async function collectLinks(page: Page, opened: Set<string>): Promise<string[]> {
  const urls = new Set(await sameOriginLinks(page));
  const start = page.url();
  // Handles, not `nth()` locators: an opened disclosure no longer matches `aria-expanded="false"`,
  // so a locator by index would point at another button, or at none and wait forever.
  const toggles = (await page.locator('button[aria-expanded="false"]:visible').elementHandles()).slice(0, MAX_DISCLOSURES);
  for (const toggle of toggles) {
    // A disclosure opened earlier may have covered or replaced this one.
    if (!(await toggle.isVisible().catch(() => false))) continue;
    const key = await disclosureKey(toggle);
    if (key !== null && opened.has(key)) continue;
    const clicked = await toggle
      .click({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (!clicked) continue;
    if (key !== null) opened.add(key);
    // What it opens may be a lazy part (the header's menu drawer): its links count once it is there.
    const controls = await toggle.getAttribute('aria-controls').catch(() => null);
    if (controls) await page.locator(`[id="${controls}"]`).first().waitFor({ state: 'attached', timeout: 5_000 }).catch(() => undefined);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const url of await sameOriginLinks(page)) urls.add(url);
    if (page.url() !== start) {
      await page.goto(start);
      break;
    }
    await page.keyboard.press('Escape');
    if ((await toggle.getAttribute('aria-expanded').catch(() => null)) === 'true') await toggle.click({ timeout: 2_000 }).catch(() => undefined);
    // Closed means gone: a drawer still sliding out would be read by the checks after this one.
    if (controls) await page.locator(`[id="${controls}"]`).first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  }
  return [...urls];
}

/** Path -> status nginx gave it, per worker: the walks share most links (header, footer). */
const statusOf = new Map<string, Promise<number>>();

async function nginxStatus(page: Page, href: string): Promise<number> {
  const url = new URL(href);
  const key = `${url.origin}${url.pathname}`;
  let status = statusOf.get(key);
  if (!status) {
    status = page.request
      .fetch(key, { method: 'GET', maxRedirects: 0, failOnStatusCode: false, timeout: 10_000 })
      .then((response) => response.status())
      .catch(() => 0);
    statusOf.set(key, status);
  }
  return status;
}

/**
 * The link check on the page as the walk loaded it: a problem for each link to a route `site`
 * hides or to a path nginx answers with 404, named by its path. A walk passes one `opened` set
 * for all its routes (same site, language and login), so the menus outside `<main>` are opened
 * once per walk; without it, every disclosure of the page is opened.
 */
export async function linkProblems(page: Page, site: SiteKey, opened: Set<string> = new Set()): Promise<string[]> {
  const links = await collectLinks(page, opened);
  const problems = new Set<string>();
  await Promise.all(
    links.map(async (href) => {
      const hidden = hiddenLinkProblem(href, site);
      if (hidden) problems.add(hidden);
      else if ((await nginxStatus(page, href)) === 404) problems.add(`links to ${new URL(href).pathname}, which nginx answers with 404`);
    }),
  );
  return [...problems].sort();
}

/** The footer's links and the side menus' (`nav[data-variant]`), as the page shows them now. */
const NAVIGATION_LINKS = 'footer a[href], nav[data-variant] a[href]';

/**
 * The footer and side-menu links of the page at its current width, followed: a problem for each
 * to a route the site hides or to a path nginx answers with 404 (a document the build lacks, such
 * as a site's `/docs/` link). For the walks' widest width, where the footer lists its links and the
 * side menus are open bars; each path is asked of nginx once per worker.
 */
export async function navigationLinkProblems(page: Page, site: SiteKey): Promise<string[]> {
  const links = await page.evaluate((selector) => {
    const urls = new Set<string>();
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>(selector))) {
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) continue;
      url.hash = '';
      urls.add(url.href);
    }
    return [...urls];
  }, NAVIGATION_LINKS);
  const problems = new Set<string>();
  await Promise.all(
    links.map(async (href) => {
      const hidden = hiddenLinkProblem(href, site);
      if (hidden) problems.add(`footer or side menu ${hidden}`);
      else if ((await nginxStatus(page, href)) === 404) problems.add(`footer or side menu links to ${new URL(href).pathname}, which nginx answers with 404`);
    }),
  );
  return [...problems].sort();
}
