import { expect } from '@playwright/test';
import { FOUNDATIONS_DOCS, FOUNDATIONS_STORIES } from './foundations';
import { axeViolations, loadEntries, loadStories, openStory, STORYBOOK_INDEX, test } from './story-index';

const stories = loadStories().filter((e) => !e.tags?.includes('no-visual'));

test.beforeAll(async ({ browser }) => {
  console.log(`visual regression on ${browser.browserType().name()} ${browser.version()}: ${stories.length} stories`);
});

test('the Storybook index lists stories', () => {
  expect(stories.length, `no stories in ${STORYBOOK_INDEX}: run npm run build-storybook first`).toBeGreaterThan(0);
});

// The design foundations are docs pages for designers; their stories are checked below like any.
test('the Storybook index has the foundations pages and their stories', () => {
  const ids = new Set(loadEntries().map((e) => e.id));
  expect([...FOUNDATIONS_DOCS, ...FOUNDATIONS_STORIES].filter((id) => !ids.has(id)), `missing from ${STORYBOOK_INDEX}`).toEqual([]);
});

// One visit per story serves both gates: its screenshot against the baseline, then axe WCAG 2.1
// AA on the same render (the probe that proves the axe gate live is in stories-a11y.visual.ts).
for (const story of stories) {
  test(`story ${story.id}`, async ({ page }) => {
    await openStory(page, story.id, {}, { reuse: true });
    await expect.soft(page).toHaveScreenshot(`${story.id}.png`);
    expect(await axeViolations(page), `axe WCAG 2.1 AA violations in ${story.id}`).toEqual([]);
  });
}

// A chart drawn at one width and then resized must look as one created at its final width: an
// indicator pane that kept an earlier paint's x would draw the bar beside the visible range.
const chartStory = stories.find((s) => s.id === 'chart-tradechart--light');
if (chartStory) {
  test('a chart created wider and then narrowed draws as one created at its width', async ({ page, viewport }) => {
    await page.setViewportSize({ width: (viewport?.width ?? 1280) + 120, height: viewport?.height ?? 800 });
    await openStory(page, chartStory.id);
    await page.locator('[data-ready]').waitFor();
    if (viewport) await page.setViewportSize(viewport);
    await expect(page).toHaveScreenshot(`${chartStory.id}.png`);
  });
}

// Proves the gate is live: the same story with one control moved by a single pixel must fail.
const probe = stories.find((s) => s.id.startsWith('ui-button'));
if (probe) {
  test('a control moved by one pixel is a visual diff', async ({ page }) => {
    await openStory(page, probe.id);
    await page.addStyleTag({ content: 'button { position: relative; inset-inline-start: 1px; }' });
    // The failure must be a pixel comparison, not a timeout or a story that did not load.
    await expect(expect(page).toHaveScreenshot(`${probe.id}.png`, { timeout: 2_000 })).rejects.toThrow(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different/);
  });
}
