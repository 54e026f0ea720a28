import { expect, test } from '@playwright/test';
import { getSite } from '@exchange/site-registry';
import { defineRegionalBasics } from '../../../tools/e2e/regional-basics';

const site = getSite('eu');

test.describe('regional: ' + site.name, () => {
  defineRegionalBasics('eu', { served: 'de', outside: 'zh' }, ['About us', 'User agreement', 'Fee standards']);

  test('links out of the EU offer open the EU modal; no floating download menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Futures' }).click();
    await expect(page.getByRole('dialog', { name: 'Not available in the EU' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('floating-download-menu')).toHaveCount(0);
  });
});
