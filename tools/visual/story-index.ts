import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { axeFor, preloadAxe } from '../a11y/axe';
import { PAGE_LEVEL_RULES } from '../a11y/wcag-tags';

/** One entry of Storybook's static `index.json`. */
export interface StoryEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** The static Storybook build every visual spec reads. */
export const STORYBOOK_INDEX = path.resolve(__dirname, '../../dist/storybook/index.json');

/** Every entry of the static build, docs pages included (empty when Storybook has not been built). */
export function loadEntries(): StoryEntry[] {
  if (!fs.existsSync(STORYBOOK_INDEX)) return [];
  const index = JSON.parse(fs.readFileSync(STORYBOOK_INDEX, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries);
}

/** Every story of the static build (empty when Storybook has not been built). */
export function loadStories(): StoryEntry[] {
  return loadEntries().filter((e) => e.type === 'story');
}

/**
 * Stories carrying the `matrix` tag (dialogs, drawers, bars and pages): also screenshotted in both
 * themes, en and ar, at phone and desktop width.
 */
export const MATRIX_TAG = 'matrix';

/** Toolbar globals a story URL can set (see .storybook/preview.tsx). */
export interface StoryGlobals {
  theme?: 'light' | 'dark';
  locale?: string;
}

/** URL of one story alone in the iframe, with optional toolbar globals. */
function storyUrl(id: string, globals: StoryGlobals = {}): string {
  const pairs = Object.entries(globals)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}:${String(value)}`);
  return `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${pairs.length ? `&globals=${pairs.join(';')}` : ''}`;
}

/** What a reused story page shows, so the next story can be switched to without a reload. */
interface OpenStory {
  id: string;
  globals: string;
  /** False once a test may have changed the document (a probe's style, a failure's half-done state). */
  clean: boolean;
}

const openStories = new WeakMap<Page, OpenStory>();

interface StoryChannel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
}

/**
 * Opens one story alone and waits until it is painted with its fonts.
 *
 * `reuse: true` promises that the caller leaves the document as the story drew it. Then, when the
 * page already shows another story with the same globals, the story is switched through Storybook's
 * own channel (as its manager does) instead of reloading the preview: a reload downloads and
 * compiles the whole preview again, half of a story check's time on two cores.
 */
export async function openStory(page: Page, id: string, globals: StoryGlobals = {}, options: { reuse?: boolean } = {}): Promise<void> {
  const globalsKey = JSON.stringify(globals);
  const shown = openStories.get(page);
  const canSwitch = options.reuse && shown?.clean && shown.globals === globalsKey && shown.id !== id && page.url().includes('/iframe.html');
  openStories.set(page, { id, globals: globalsKey, clean: Boolean(options.reuse) });
  if (canSwitch) {
    await page.evaluate(async (storyId) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
      const settled = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing', 'playFunctionThrewException'];
      await new Promise<void>((resolve) => {
        const done = () => {
          for (const event of settled) channel.off(event, done);
          resolve();
        };
        for (const event of settled) channel.on(event, done);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      });
    }, id);
  } else {
    await page.goto(storyUrl(id, globals));
  }
  await page.waitForFunction(() => {
    const root = document.querySelector('#storybook-root');
    return Boolean(root && (root.childElementCount > 0 || document.body.querySelector('[role="dialog"]')));
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(100);
  // A story that throws shows Storybook's error screen: that is a broken story, not a baseline.
  expect(await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')), `story ${id} threw`).toBe(false);
}

/**
 * `test` whose `page` is one page per worker, reused from story to story: a fresh browser context
 * per story would download and compile the whole preview bundle and register the mock service
 * worker again each time (seconds per story on two cores). Cookies and storage are cleared before
 * every test, so no story sees another's state; the viewport is reset to the project's. axe is
 * preloaded in that context, so a story's scan does not send axe's source again.
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, reducedMotion });
      await preloadAxe(context);
      const page = await context.newPage();
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyPage, viewport }, provide, testInfo) => {
    await storyPage.context().clearCookies();
    await storyPage.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // about:blank has no storage.
      }
    });
    if (viewport) await storyPage.setViewportSize(viewport);
    await provide(storyPage);
    const shown = openStories.get(storyPage);
    if (shown && testInfo.status !== testInfo.expectedStatus) shown.clean = false;
  },
});


/** axe's WCAG 2.1 AA and 2.2 target-size violations on the open story, one line each: `rule: targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Storybook's accessibility addon may be scanning the story itself (its panel's run after a
  // render): axe runs one scan at a time per page, so ours waits for that one to finish.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await axeFor(page).disableRules(PAGE_LEVEL_RULES).analyze();
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    } catch (error) {
      if (attempt >= 10 || !/Axe is already running/.test(String(error))) throw error;
      await page.waitForTimeout(200);
    }
  }
}
