import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { loadStories, openStory, test } from './story-index';

/**
 * Stories speak the chosen locale: the toolbar's locale loads that locale's real catalogues, so a
 * designer reviewing Arabic or Japanese sees their words, not the English defaults.
 */
const STORY_ID = 'shell-compliance-remindbar--withdraw-only';
const MESSAGES = ['compliance.remindBar.withdrawOnly', 'compliance.remindBar.createTicket'];
const localesDir = path.resolve(__dirname, '../../libs/shell/src/i18n/locales');

function catalogueText(folder: string, id: string): string {
  const messages = JSON.parse(fs.readFileSync(path.join(localesDir, folder, 'shell.json'), 'utf8')) as Record<string, string>;
  return messages[id];
}

test('the remind bar story is in the Storybook index', () => {
  expect(loadStories().some((s) => s.id === STORY_ID)).toBe(true);
});

for (const locale of ['ar', 'ja'] as const) {
  test(`a story rendered in ${locale} shows the ${locale} catalogue's text, in the locale's direction`, async ({ page }) => {
    await openStory(page, STORY_ID, { locale });
    for (const id of MESSAGES) {
      const text = catalogueText(locale, id);
      expect(text, `${locale} has ${id}`).toBeTruthy();
      expect(text).not.toBe(catalogueText('en', id));
      await expect(page.locator('#storybook-root')).toContainText(text);
    }
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  });
}

test('the toolbar offers all 21 site locales', async ({ page }) => {
  await openStory(page, STORY_ID);
  const items = await page.evaluate(async () => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue?: { userGlobals?: unknown }; storyStore?: unknown } }).__STORYBOOK_PREVIEW__;
    const store = (preview as unknown as { storyStoreValue: { projectAnnotations: { globalTypes: { locale: { toolbar: { items: Array<{ value: string }> } } } } } }).storyStoreValue;
    return store.projectAnnotations.globalTypes.locale.toolbar.items.map((item) => item.value);
  });
  expect(items).toHaveLength(21);
  expect(items).toEqual(expect.arrayContaining(['en', 'ar', 'ja', 'zh', 'tw', 'vn', 'en-eu', 'it-eu', 'en-us']));
});

test('the TurboSnap stats file is written beside the Storybook build', () => {
  // Chromatic's onlyChanged (chromatic.config.json) reads which stories a change touches from it.
  const stats = path.resolve(__dirname, '../../dist/storybook/preview-stats.json');
  expect(fs.existsSync(stats), 'dist/storybook/preview-stats.json (storybook build --stats-json)').toBe(true);
  expect(JSON.parse(fs.readFileSync(stats, 'utf8')).modules?.length).toBeGreaterThan(0);
});
