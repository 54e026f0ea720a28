import { expect, test, type Page } from '@playwright/test';
import { axeViolations, qualityCheck, watch } from '../../../tools/e2e/quality-walk';

// Proves the quality walk's gates are live on the real nginx-served build: the same watcher and
// the same axe check, on a page broken on purpose, must report what they exist to catch.

/**
 * Waits until the app has taken over the page the build sent: its root is marked once the app
 * has drawn it (the shell's first effects). Elements a probe adds before then are React's to
 * remove, since hydrating finds children the page it renders does not have.
 */
async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.locator('#root[data-theme-ready]')).toHaveCount(1);
}

test('an inline script and an eval are CSP violations the walk would report', async ({ page }, testInfo) => {
  const { errors } = await watch(page, testInfo.project.name);
  await page.goto('/?mock_scenario=visitor');
  await appReady(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    // Under Trusted Types a string cannot even become a script's text: that refusal is the
    // first violation; without them, script-src refuses the inline script once it is added.
    try {
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
    } catch {
      // refused by require-trusted-types-for
    }
    // A string timer compiles code in the page's own realm (Playwright's evaluate itself is exempt
    // from CSP): Trusted Types refuse the string (and throw); without them, script-src without
    // 'unsafe-eval' must refuse it.
    try {
      window.setTimeout('window.__evalRan = true;' as unknown as () => void, 0);
    } catch {
      // refused by require-trusted-types-for
    }
  });
  await page.waitForTimeout(300);
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __inlineRan?: boolean; __evalRan?: boolean };
    return { inline: w.__inlineRan === true, eval: w.__evalRan === true };
  });
  expect(ran, 'the policy blocks both').toEqual({ inline: false, eval: false });
  // The watcher logs `CSP violation: <directive> <blocked URI>`; the walk fails on any such line.
  await expect
    .poll(() => errors.some((e) => e.includes('CSP violation: script-src-elem inline') || e.includes('CSP violation: require-trusted-types-for')), 'the inline script is reported')
    .toBe(true);
  await expect
    .poll(() => errors.some((e) => e.includes('CSP violation: script-src eval') || (e.includes('CSP violation: require-trusted-types-for') && e.includes('__evalRan'))), 'the eval is reported')
    .toBe(true);
});

test('an unlabelled field and low-contrast text on an app route are axe violations', async ({ page }) => {
  await page.goto('/?mock_scenario=visitor');
  await appReady(page);
  await page.evaluate(() => {
    const main = document.querySelector('#main-content');
    const input = document.createElement('input');
    input.type = 'text';
    const faint = document.createElement('p');
    faint.textContent = 'Faint text nobody can read';
    faint.style.cssText = 'color: #eeeeee; background: #ffffff;';
    main?.append(input, faint);
  });
  const violations = await axeViolations(page);
  expect(violations.some((v) => v.startsWith('label:'))).toBe(true);
  expect(violations.some((v) => v.startsWith('color-contrast:'))).toBe(true);
});

test("the walk's gate scans the shell's header on a walk's first route and each route's own content after", async ({ page }, testInfo) => {
  const check = await qualityCheck(page, testInfo.project.name);
  await page.goto('/?mock_scenario=visitor');
  await appReady(page);
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'unlabelled-in-header';
    document.querySelector('a[href="#main-content"] ~ header')?.append(field);
  });
  expect((await check(page)).filter((problem) => problem.startsWith('axe label:'))).toEqual(['axe label: #unlabelled-in-header']);
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'unlabelled-in-main';
    document.querySelector('#main-content')?.append(field);
  });
  // The header's field is the frame's, already scanned; the page's own is reported.
  expect((await check(page)).filter((problem) => problem.startsWith('axe label:'))).toEqual(['axe label: #unlabelled-in-main']);
});
