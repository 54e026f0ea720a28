import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_TAGS } from './wcag-tags';

/**
 * axe on a Playwright page at the project's level ({@link WCAG_TAGS}). Legacy mode runs the scan in
 * the page's own frames: the default mode opens one more blank page per scan to merge the
 * frames' results, which cost seconds a scan on a loaded 2-core CI machine, and the pages and
 * stories scanned here hold no cross-origin frame that would need it.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
}
