import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

const indexFile = path.resolve(__dirname, '../../dist/storybook/index.json');
const entries: IndexEntry[] = fs.existsSync(indexFile)
  ? Object.values((JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries)
  : [];
/** The shell widgets' stories (issue 5): every state of every widget. */
const widgetStories = entries.filter((e) => e.type === 'story' && e.id.startsWith('shell-widgets-'));

// A story is a fragment, not a page: the page-level landmark and heading rules do not apply.
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

test('the Storybook index lists the widget stories', () => {
  expect(widgetStories.length).toBeGreaterThan(0);
});

for (const story of widgetStories) {
  test(`axe: ${story.id}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 || Boolean(document.querySelector('[role="dialog"]')));
    await page.waitForTimeout(200);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).disableRules(PAGE_LEVEL_RULES).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
