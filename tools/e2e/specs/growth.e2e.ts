import { expect, test } from '@playwright/test';

// The new-user popup is mounted lazily by every app (its code loads after the first render):
// these prove it still opens for the scenarios that call for it, and never for a logged-in user.
test.describe('new-user popup (production build behind nginx)', () => {
  test('newuser-a: a visitor gets the one-prize popup with the prize amount', async ({ page }) => {
    await page.goto('/?mock_scenario=newuser-a');
    const dialog = page.getByRole('dialog', { name: 'New user rewards' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('100');
    await expect(dialog.getByRole('button', { name: 'Sign up now' })).toBeVisible();
  });

  test('newuser-b: a visitor gets the two-step popup', async ({ page }) => {
    await page.goto('/?mock_scenario=newuser-b');
    const dialog = page.getByRole('dialog', { name: 'New user rewards' });
    await expect(dialog).toContainText('Welcome reward when you sign up');
    await expect(dialog).toContainText('More rewards after your first deposit and trade');
  });

  test('user: a logged-in customer never sees it', async ({ page }) => {
    await page.goto('/__mock/login?scenario=user');
    await page.goto('/');
    await expect(page.getByTestId('login-state')).toContainText('Logged in as');
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog', { name: 'New user rewards' })).toHaveCount(0);
  });
});
