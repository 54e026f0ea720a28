import type { Page } from '@playwright/test';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { axeFor, preloadAxe } from '../a11y/axe';

/** The translation CDN is unreachable here by design (the origin fallback is under test). */
function isExpectedCdnFailure(url: string, project: string): boolean {
  const cdn = isSiteKey(project) ? getSite(project).cdnBase : '';
  return cdn !== '' && url.startsWith(cdn);
}

/**
 * Records CSP violations and console errors from the first script on. The walk and its probe
 * (quality-probes.e2e.ts, which breaks the policy on purpose) share this one watcher.
 */
export async function watch(page: Page, project: string): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedCdnFailure(message.location().url, project)) return;
    // An unknown path answers 404 on purpose (the not-found page); Chrome reports the document's status.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    // The page as the build rendered it must be hydrated, never replaced: React replaces the
    // prerendered elements when its first render differs (a hydration error), and so does a boot
    // that renders from nothing (it marks the root data-rendered="client" when it means to).
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      const sent = root?.firstElementChild;
      if (!root || !sent) return;
      const href = location.href;
      new MutationObserver((records, observer) => {
        if (!records.some((record) => [...record.removedNodes].includes(sent))) return;
        observer.disconnect();
        if (location.href === href && root.dataset.rendered !== 'client') console.error('hydration: the prerendered page was replaced instead of hydrated');
      }).observe(root, { childList: true });
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      // The sample (Trusted Types' `<sink>|<value>`) tells two refusals of the same directive apart.
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}${event.sample ? ` (${event.sample})` : ''}`);
    });
  });
  return { errors };
}

/** WCAG 2.1 AA, every rule on: an app route is a whole page. `exclude` leaves parts out (selectors). */
export async function axeViolations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  // target-size measures every element's geometry and tripled this walk's time (over the e2e
  // budget); routes' touch targets are held by the phones stage (44 px header and menu controls)
  // and every component by the story checks, which keep the rule on.
  let builder = axeFor(page).disableRules(['target-size']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const axe = await builder.analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The shell's header and footer, the same on every route of one walk (one site, language and login). */
const SHELL_FRAME = ['a[href="#main-content"] ~ header', '#main-content ~ footer'];

/**
 * The quality gate as a check of the phones stage's walks (tools/e2e/all-sites/phones.e2e.ts), so
 * it reads pages those walks load anyway instead of loading every route again: zero axe WCAG 2.1
 * AA violations, zero CSP violations and zero console errors (the shell's header and footer on the
 * walk's first route, since they are the same on all of them). Call before the walk's first load
 * (the watcher and axe start with each document); each run of the check reports the errors seen
 * since the one before, so a route is charged with its own.
 */
export async function qualityCheck(page: Page, project: string): Promise<(page: Page) => Promise<string[]>> {
  await preloadAxe(page.context());
  const { errors } = await watch(page, project);
  let frameChecked = false;
  return async (loaded) => {
    // The frame is scanned on the walk's first route; after that each route's own content and
    // overlays are (the scan of the whole frame on every route was most of the gate's time).
    const exclude = frameChecked ? SHELL_FRAME : [];
    frameChecked = true;
    const problems = [...(await axeViolations(loaded, exclude)).map((violation) => `axe ${violation}`), ...errors];
    errors.length = 0;
    return problems;
  };
}
