import { expect } from '@playwright/test';
import { axeViolations, loadStories, openStory, test } from './story-index';

// Every story is checked by axe (WCAG 2.1 AA) in stories.visual.ts, on the same visit as its
// screenshot, and in dark theme in matrix.visual.ts. This file proves that gate is live: the
// same check, on a story with an unlabelled field and low-contrast text injected, must report both.
const probe = loadStories().find((s) => s.id.startsWith('ui-button'));

test('the Storybook index has the probe story', () => {
  expect(probe, 'a ui/Button story').toBeDefined();
});

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
