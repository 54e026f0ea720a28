import { expect, test } from '@playwright/test';
import { getSite } from '@exchange/site-registry';
import { defineRegionalBasics } from '../../../tools/e2e/regional-basics';

const site = getSite('eu');

test.describe('regional: ' + site.name, () => {
  defineRegionalBasics('eu', { served: 'de', outside: 'zh' }, ['About us', 'User agreement', 'Fee standards']);

  // One load for two rules: links out of the EU offer open the EU modal wherever they are (header,
  // the page's own cards), and a referral link to /login is ignored on a site that hides referral.
  test('links out of the EU offer open the EU modal from the header and from the cards; a /login referral link sets nothing; no floating download menu', async ({ page, context }) => {
    const verifyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rebate/verify_invite_info')) verifyCalls.push(request.url());
    });
    await page.goto('/login?ref_uid=8ABC123&ref_type=1&ref_channel=twitter&group_id=42');
    await page.waitForLoadState('networkidle');
    const dialog = page.getByRole('dialog', { name: 'Not available in the EU' });
    const futures = page.getByRole('banner').getByRole('link', { name: 'Futures' });
    await expect(futures).toHaveAttribute('href', /\/futures\//);
    await futures.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/login\?/);
    await dialog.getByRole('button', { name: `Stay on ${site.name}` }).click();
    expect(verifyCalls).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => /^(ref_|group_id)/.test(name))).toEqual([]);
    await expect(page.getByTestId('floating-download-menu')).toHaveCount(0);
    // The home page's own Futures and Copy trading cards (client navigation from the header's logo).
    await page.getByTestId('site-name').click();
    await expect(page).toHaveURL(/\/$/);
    const main = page.getByRole('main');
    for (const name of ['Futures', 'Copy trading']) {
      await main.getByRole('link', { name }).click();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await dialog.getByRole('button', { name: `Stay on ${site.name}` }).click();
      await expect(dialog).toBeHidden();
    }
  });
});
