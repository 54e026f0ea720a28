import { expect, type Page } from '@playwright/test';
import { loadStories, openStory, test } from './story-index';

/**
 * Keyboard paths through every dialog and drawer: each component has a story tagged
 * `keyboard` that opens it from a button. From the keyboard alone: Enter on the button opens it
 * with focus inside; Tab and Shift+Tab go round its controls without leaving it; Escape closes it
 * and focus is back on the button. A story also tagged `keyboard-stays-open` is a dialog the spec
 * makes non-dismissible (restricted location, user agreement): Escape must leave it open.
 */
const stories = loadStories().filter((s) => s.tags?.includes('keyboard'));

/** Whether focus is inside the open dialog (or on the dialog itself). */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement));
  });
}

/** The controls a keyboard user can reach in the dialog (visible, enabled, in the tab order). */
function tabbableCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return 0;
    const candidates = dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable="true"]');
    const radioGroups = new Set<string>();
    return Array.from(candidates).filter((el) => {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.getClientRects().length === 0) return false;
      if (getComputedStyle(el).visibility === 'hidden') return false;
      // A radio group is one stop: Tab lands on its checked radio, arrows move within it.
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        if (radioGroups.has(el.name)) return false;
        radioGroups.add(el.name);
      }
      return true;
    }).length;
  });
}

/** A short description of the focused element, to compare positions in the cycle. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'none';
    const all = Array.from(document.querySelectorAll('*'));
    return `${el.tagName}#${all.indexOf(el)}`;
  });
}

test('every dialog and drawer has a keyboard story', () => {
  // ui Dialog and Drawer, the compliance, regional, widget and footer dialogs, the growth modals.
  expect(stories.length).toBeGreaterThanOrEqual(15);
});

for (const story of stories) {
  const staysOpen = story.tags?.includes('keyboard-stays-open') ?? false;
  test(`keyboard: ${story.id}`, async ({ page }) => {
    await openStory(page, story.id);
    const trigger = page.getByRole('button', { name: 'Open dialog' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInDialog(page), 'focus moves into the dialog on open').toBe(true);

    // Some content arrives after the dialog opens (sanitised server HTML is rendered once the
    // lazy sanitiser loads): count the controls once the number has settled.
    let count = await tabbableCount(page);
    for (let same = 0; same < 3; ) {
      await page.waitForTimeout(250);
      const now = await tabbableCount(page);
      same = now === count ? same + 1 : 0;
      count = now;
    }
    for (const key of ['Tab', 'Shift+Tab']) {
      const start = await focused(page);
      // Round the whole cycle once: every step stays inside, and the last one is back at the start.
      for (let i = 0; i < Math.max(count, 1); i += 1) {
        await page.keyboard.press(key);
        expect(await focusInDialog(page), `${key} #${i + 1} keeps focus inside`).toBe(true);
      }
      if (count > 0) expect(await focused(page), `${count} × ${key} goes round to where it started`).toBe(start);
    }

    await page.keyboard.press('Escape');
    if (staysOpen) {
      await page.waitForTimeout(200);
      await expect(dialog, 'a non-dismissible dialog ignores Escape').toBeVisible();
      expect(await focusInDialog(page)).toBe(true);
    } else {
      await expect(dialog, 'Escape closes it').toHaveCount(0);
      await expect(trigger, 'focus returns to the button that opened it').toBeFocused();
    }
  });
}
