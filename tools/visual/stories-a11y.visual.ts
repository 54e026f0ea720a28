import { expect } from '@playwright/test';
import { axeViolations, loadStories, openStory, test } from './story-index';

const stories = loadStories();

test('the Storybook index lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`axe: ${story.id}`, async ({ page }) => {
    await openStory(page, story.id);
    await page.waitForTimeout(100);
    expect(await axeViolations(page)).toEqual([]);
  });
}

// Proves the gate is live: the same check on a story with an unlabelled field and low-contrast
// text injected must report both.
const probe = stories.find((s) => s.id.startsWith('ui-button'));
if (probe) {
  test('an unlabelled input and low-contrast text are axe violations', async ({ page }) => {
    await openStory(page, probe.id);
    await page.evaluate(() => {
      const root = document.querySelector('#storybook-root');
      const input = document.createElement('input');
      input.type = 'text';
      const faint = document.createElement('p');
      faint.textContent = 'Faint text nobody can read';
      faint.style.cssText = 'color: #eeeeee; background: #ffffff;';
      root?.append(input, faint);
    });
    const violations = await axeViolations(page);
    expect(violations.some((v) => v.startsWith('label:'))).toBe(true);
    expect(violations.some((v) => v.startsWith('color-contrast:'))).toBe(true);
  });
}
