import { expect, type Page } from '@playwright/test';

/**
 * Nothing floats over content: no fixed or sticky element's box may intersect a visible link,
 * button, field or line of text in the viewport. The phones stage's walks run it on every route
 * they load (tools/e2e/all-sites/phones.e2e.ts, apps/main/e2e/phones-main.e2e.ts, the customer
 * walk), at the foot of the page, where nothing can be scrolled out from under a floating element:
 * the bottom bars, the app banner and the floating download menu must have a place of their own
 * there. apps/main/e2e/phones-main.e2e.ts puts a fixed box over a footer link and expects it named.
 */

/** What {@link floatingOverlaps} leaves out. */
export interface OverlapOptions {
  /**
   * Floating elements allowed over content: the sticky header over what it scrolled past, and the
   * preview's mock-scenario toolbar (never in a release).
   */
  notCovering: readonly string[];
  /** Elements whose own content is not checked (the mock toolbar's). */
  notChecked: readonly string[];
  /** At most this many problems from one page (the first in document order). */
  limit: number;
}

/** The shell's sticky header and the preview's mock toolbar. */
const OVERLAP_OPTIONS: OverlapOptions = {
  notCovering: ['a[href="#main-content"] ~ header', '[data-testid="dev-toolbar"]'],
  notChecked: ['[data-testid="dev-toolbar"]'],
  limit: 10,
};

/**
 * Page-evaluated (self-contained: Playwright sends its source alone). Scrolls to the page's foot,
 * waits two frames for sticky elements and resize observers, and names every fixed or sticky
 * element whose box intersects a visible control or line of text it does not contain, with both
 * elements in the problem. A modal dialog (and the backdrop holding it) covers the page by design
 * and is left out; a control or text inside one floating element is checked against the others
 * (the cookie bar over the app banner's buttons is a problem).
 */
async function floatingOverlaps(options: OverlapOptions): Promise<string[]> {
  // Two frames: resize observers and media-query listeners re-render (at most a second: a loaded
  // CI machine once produced no frame after a resize, phone-layout.ts).
  const frames = () =>
    new Promise((done) => {
      requestAnimationFrame(() => requestAnimationFrame(done));
      setTimeout(done, 1_000);
    });
  // To the foot, again if the page grew meanwhile (a bar that mounts on a resize).
  for (let tries = 0; tries < 3; tries += 1) {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frames();
    if (window.scrollY + document.documentElement.clientHeight >= document.documentElement.scrollHeight - 1) break;
  }
  // Once more with no frame in between: a part that arrived during the last frames (home's markets
  // rows) grew the page after the check above, and a sticky bar measured away from the foot covers
  // what it only passes over. The geometry below is read in this same task, so nothing moves again.
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const root = document.documentElement;
  const viewport: Box = { left: 0, top: 0, right: root.clientWidth, bottom: root.clientHeight };
  const intersect = (a: Box, b: Box): Box | null => {
    const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
    // A shared edge, a hairline of anti-aliasing or a 1 px visually hidden label is no cover.
    return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
  };
  const describe = (element: Element): string => {
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '';
    const text = label.replace(/\s+/g, ' ').trim();
    const testId = element.getAttribute('data-testid');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}${text ? ` "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"` : ''}`;
  };
  const where = (box: Box) => `x ${Math.round(box.left)}..${Math.round(box.right)}, y ${Math.round(box.top)}..${Math.round(box.bottom)}`;
  const matchesAny = (element: Element, selectors: readonly string[]) => selectors.some((selector) => element.closest(selector) !== null);
  const MODAL = '[aria-modal="true"], dialog:modal';

  // The outermost fixed or sticky elements on screen; what they hold floats with them.
  const floating: Array<{ element: Element; box: Box; position: string }> = [];
  const skipped: Element[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (floating.some((known) => known.element.contains(element)) || skipped.some((known) => known.contains(element))) continue;
    const style = getComputedStyle(element);
    if (style.position !== 'fixed' && style.position !== 'sticky') continue;
    const box = intersect(element.getBoundingClientRect(), viewport);
    if (matchesAny(element, options.notCovering) || element.matches(MODAL) || element.querySelector(MODAL) !== null || style.visibility === 'hidden' || style.opacity === '0' || !box) {
      skipped.push(element);
      continue;
    }
    floating.push({ element, box, position: style.position });
  }
  if (floating.length === 0) return [];

  // What the viewer sees of a box: cut by the viewport and every ancestor that clips overflow
  // (a visually hidden label is a 1 px box that clips its text), nothing of a hidden or transparent one.
  const seen = (element: Element, box: Box): Box | null => {
    let visible = intersect(box, viewport);
    for (let node: Element | null = element; node && visible; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.opacity === '0' || (node === element && style.visibility === 'hidden')) return null;
      // Clipped away (the visually hidden pattern): nothing a viewer sees.
      if (style.clipPath !== 'none' || (style.clip !== '' && style.clip !== 'auto')) return null;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') visible = intersect(visible, node.getBoundingClientRect());
      // Overflow clipping of ancestors stops at a fixed element: only the viewport holds it.
      if (style.position === 'fixed') break;
    }
    return visible;
  };
  const problems: string[] = [];
  const report = (target: Element, kind: string, box: Box): boolean => {
    for (const cover of floating) {
      if (cover.element.contains(target) || !intersect(cover.box, box)) continue;
      const visible = seen(target, box);
      const overlap = visible && intersect(cover.box, visible);
      if (!overlap) continue;
      problems.push(`${cover.position} ${describe(cover.element)} covers ${kind} ${describe(target)} at ${where(overlap)}`);
      return true;
    }
    return false;
  };

  const CONTROL = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="tab"]';
  for (const control of Array.from(document.body.querySelectorAll(CONTROL))) {
    if (problems.length >= options.limit) break;
    if (matchesAny(control, options.notChecked)) continue;
    report(control, control.matches('a[href], [role="link"]') ? 'link' : control.matches('input, select, textarea') ? 'field' : 'button', control.getBoundingClientRect());
  }
  // Text outside controls, line by line (a paragraph's box is wider than its last line).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node && problems.length < options.limit; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim() || parent.closest(`${CONTROL}, script, style, noscript, template`) || matchesAny(parent, options.notChecked)) continue;
    range.selectNodeContents(node);
    if (!floating.some((cover) => intersect(cover.box, range.getBoundingClientRect()))) continue;
    for (const line of Array.from(range.getClientRects())) if (report(parent, 'text in', line)) break;
  }
  return problems;
}

/** Runs {@link floatingOverlaps} in the page (one evaluate: the scroll, two frames and the geometry). */
export async function overlapProblems(page: Page, options: OverlapOptions = OVERLAP_OPTIONS): Promise<string[]> {
  return page.evaluate(floatingOverlaps, options);
}

/** The cookies notice (a remind bar) and its Accept button (the one without an aria-label; Close has one). */
const COOKIE_BAR = '[data-remind-bar="cookies"]';
const COOKIE_CONSENT_COOKIE = 'cookie_consent_at';

/**
 * A failed click's first line and the last step of its call log, which says what held it
 * ("... intercepts pointer events", "element is not stable"): a timeout alone does not say.
 */
function clickFailure(message: string): string {
  const lines = message.split('\n').map((line) => line.trim());
  const last = lines.filter((line) => line.startsWith('- ')).pop();
  return last ? `${lines[0]} (${last.slice(2)})` : (lines[0] ?? message);
}

/**
 * The overlap check as a check of a walk: the page as loaded (for a new visitor, with the cookies
 * notice), and when the notice shows, again after the visitor accepts it in the page (the bar
 * goes, what floated above it comes down). The consent cookie is then dropped, so the next route
 * loads with the notice again: every route is checked both ways (decision in docs/decisions.md;
 * the whole check measured about 0.13 s a route on main).
 */
export function overlapCheck(): (page: Page) => Promise<string[]> {
  return async (page) => {
    const bar = page.locator(COOKIE_BAR);
    const shown = (await bar.count()) > 0;
    const problems = (await overlapProblems(page)).map((problem) => (shown ? `with the cookie bar: ${problem}` : problem));
    if (!shown) return problems;
    // Bounded: an Accept button something lies over would otherwise wait for the test's timeout.
    const accepted = await page
      .locator('section', { has: bar })
      .locator('button:not([aria-label])')
      .click({ timeout: 5_000 })
      .then(() => null, (error: Error) => clickFailure(error.message));
    if (accepted !== null) return [...problems, `the cookie bar's Accept button cannot be clicked: ${accepted}`];
    await expect(bar).toHaveCount(0);
    problems.push(...(await overlapProblems(page)).map((problem) => `after accepting the cookie bar: ${problem}`));
    await page.context().clearCookies({ name: COOKIE_CONSENT_COOKIE });
    return problems;
  };
}
