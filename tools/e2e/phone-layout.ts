import { expect, type Page, type Request } from '@playwright/test';
import { isSiteKey, type SiteKey } from '@exchange/site-registry';
import { WALK_WIDTHS } from '../layout/walk-widths';

/**
 * The phone-width layout walk, shared by every site's walk (all-sites/phones.e2e.ts)
 * and main's Arabic and dark walk (phones-main.e2e.ts): a route loaded once at 320 px and resized
 * up through the theme's layouts to a desktop's (./walk-widths.ts says which widths, and why). No
 * width may scroll sideways, and every header control must sit inside the viewport (a header that
 * scrolls its row sideways would hide some off-screen).
 */
const WIDTHS = WALK_WIDTHS;
export const HEIGHT = 800;
/** WCAG 2.5.5 / the minimum for header and menu controls. */
export const MIN_TARGET_PX = 44;

export function siteOf(project: string): SiteKey {
  expect(isSiteKey(project), `${project} is a site`).toBe(true);
  return project as SiteKey;
}

/**
 * Runs `read` in the page after `frames` animation frames, in one round trip: after a resize,
 * resize observers and media-query listeners re-render before layout is read. Each frame waits at
 * most a second: headless Chromium once produced no frame after a resize on a loaded CI machine;
 * reading layout then still forces a fresh one. `read` runs in the page, so it may use nothing
 * from this file.
 */
export async function afterFrames<T>(page: Page, frames: number, read: () => T): Promise<T> {
  const wait = 'new Promise((done) => { requestAnimationFrame(() => done(true)); setTimeout(() => done(false), 1000); })';
  return (await page.evaluate(`(async () => { for (let frame = 0; frame < ${frames}; frame += 1) if (!(await ${wait})) break; return (${read.toString()})(); })()`)) as T;
}

/** Sideways overflow of the page, and header controls that are drawn but not (fully) on screen. */
function readLayoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  const header = document.querySelector('header:not(main header)');
  const controls = header ? Array.from(header.querySelectorAll<HTMLElement>('a[href], button, select, input')) : [];
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
    if (box.left < -0.5 || box.right > root.clientWidth + 0.5) {
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40);
      problems.push(`header control "${name}" outside the viewport: ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  return problems;
}

/** {@link readLayoutProblems} of the page as it is now, or after `frames` animation frames. */
export async function layoutProblems(page: Page, frames = 0): Promise<string[]> {
  return afterFrames(page, frames, readLayoutProblems);
}

/** How long the network must be quiet before a walk reads a page, and the most it waits for that. */
const QUIET_MS = 150;
const SETTLE_LIMIT_MS = 4_000;

/**
 * Runs `action` (a load, an in-app navigation) and then waits until no request is in flight for
 * {@link QUIET_MS}, at most {@link SETTLE_LIMIT_MS}: settings (language names, currencies), user
 * info, translations and lazy chunks arrive after the first paint and change the header.
 * Playwright's `networkidle` waits a fixed 500 ms per load, which across every route of every
 * site was minutes of the stage.
 */
export async function settledAfter(page: Page, action: () => Promise<void>): Promise<void> {
  const inflight = new Set<Request>();
  const started = (request: Request) => inflight.add(request);
  const ended = (request: Request) => inflight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inflight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) break;
      await page.waitForTimeout(25);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Loads `path` and waits until the app has rendered and the network is quiet ({@link settledAfter}). */
export async function loadSettled(page: Page, path: string): Promise<void> {
  await settledAfter(page, async () => {
    await page.goto(path);
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(page.getByTestId('site-name')).toBeAttached();
  });
}

/**
 * Opens `path` at the narrowest width, then resizes through the others, collecting problems.
 * `onLoad` checks (the link check) read the page once, at the narrowest width, before the resizing;
 * `atWidest` checks (the quality gate) read it once after, at the widest width, in the layout
 * with the header's desktop links.
 */
export async function walkWidths(
  page: Page,
  path: string,
  onLoad: ReadonlyArray<(page: Page) => Promise<string[]>> = [],
  atWidest: ReadonlyArray<(page: Page) => Promise<string[]>> = [],
): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await loadSettled(page, path);
  const problems: string[] = [];
  for (const check of onLoad) problems.push(...(await check(page)));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    problems.push(...(await layoutProblems(page, 2)).map((problem) => `${width} px: ${problem}`));
  }
  for (const check of atWidest) problems.push(...(await check(page)).map((problem) => `${WIDTHS[WIDTHS.length - 1]} px: ${problem}`));
  return problems;
}
