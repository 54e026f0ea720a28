import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const indexFile = path.resolve(__dirname, '../../dist/storybook/index.json');
const entries: IndexEntry[] = fs.existsSync(indexFile)
  ? Object.values((JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries)
  : [];
const stories = entries.filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

/** Opens one story alone and waits until it is painted with its fonts. */
async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await page.waitForFunction(() => {
    const root = document.querySelector('#storybook-root');
    return Boolean(root && (root.childElementCount > 0 || document.body.querySelector('[role="dialog"]')));
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(100);
  // A story that throws shows Storybook's error screen: that is a broken story, not a baseline.
  expect(await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')), `story ${id} threw`).toBe(false);
}

test.beforeAll(async ({ browser }) => {
  console.log(`visual regression on ${browser.browserType().name()} ${browser.version()}: ${stories.length} stories`);
});

test('the Storybook index lists stories', () => {
  expect(stories.length, `no stories in ${indexFile}: run npm run build-storybook first`).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.id}`, async ({ page }) => {
    await openStory(page, story.id);
    await expect(page).toHaveScreenshot(`${story.id}.png`);
  });
}

// Proves the gate is live: the same story with one control moved by a single pixel must fail.
const probe = stories.find((s) => s.id.startsWith('ui-button'));
if (probe) {
  test('a control moved by one pixel is a visual diff', async ({ page }) => {
    await openStory(page, probe.id);
    await page.addStyleTag({ content: 'button { position: relative; inset-inline-start: 1px; }' });
    await expect(expect(page).toHaveScreenshot(`${probe.id}.png`, { timeout: 2_000 })).rejects.toThrow();
  });
}
