import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { BrowserContext, Page } from '@playwright/test';
import { WCAG_TAGS } from './wcag-tags';

/** Contexts that evaluate axe at every document start ({@link preloadAxe}). */
const preloaded = new WeakSet<BrowserContext>();

/**
 * Makes every page of `context` evaluate axe-core as it starts, once per document. Without it each
 * scan sends axe's 550 KB source over CDP and evaluates it twice (AxeBuilder's analyze and its
 * legacy-mode inject): that was four fifths of a story's scan.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
  preloaded.add(context);
}

/**
 * axe on a Playwright page at the project's level ({@link WCAG_TAGS}). Legacy mode runs the scan in
 * the page's own frames: the default mode opens one more blank page per scan to merge the
 * frames' results, which cost seconds a scan on a loaded 2-core CI machine, and the pages and
 * stories scanned here hold no cross-origin frame that would need it. On a preloaded context
 * ({@link preloadAxe}) the builder injects nothing. Only violations are gathered in full (axe's
 * `resultTypes`): every gate here reads violations alone, and collecting every passing node as
 * well doubled each scan's time.
 */
export function axeFor(page: Page): AxeBuilder {
  const axeSource = preloaded.has(page.context()) ? 'void 0' : undefined;
  return new AxeBuilder({ page, ...(axeSource && { axeSource }) })
    // First: `options()` replaces every option set before it, the tags included.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
}
