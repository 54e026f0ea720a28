import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { toolsEnv } from '../../../tools/env/tools-env';

/**
 * Growth e2e against the production build behind nginx with the embedded backend
 * (CONTRACT.md scenarios). Base URL from E2E_BASE_URL.
 */
const BASE = (toolsEnv('E2E_BASE_URL') ?? 'http://localhost:4200').replace(/\/$/, '');
const url = (path: string) => `${BASE}${path}`;

const REFERRAL_COOKIES = ['ref_uid', 'ref_type', 'ref_channel', 'group_id', 'ref_expires'];
const SEVEN_DAYS_S = 604_800;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(BASE)).find((c) => c.name === name);
}

async function popup(page: Page) {
  return page.getByRole('dialog', { name: 'New user rewards' });
}

/** The page rendered (header and main content), so a popup's absence is the rule's, not a blank page's. */
async function expectRendered(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
}

test.describe('new-user rewards popup', () => {
  for (const [scenario, variant] of [
    ['newuser-a', 'A'],
    ['newuser-b', 'B'],
  ] as const) {
    test(`${scenario} shows variant ${variant} to a visitor`, async ({ page }) => {
      await page.goto(url(`/?mock_scenario=${scenario}`));
      const dialog = await popup(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(`[data-variant="${variant}"]`)).toBeVisible();
      await expect(dialog).toContainText('$');
      const stored = await page.evaluate(() => window.localStorage.getItem('newuser_popup_count'));
      expect(stored).toMatch(/^1\/\d+$/);
    });

    test(`${scenario}: confirm hides the popup and goes to sign-up`, async ({ page }) => {
      await page.goto(url(`/?mock_scenario=${scenario}`));
      const dialog = await popup(page);
      await dialog.getByRole('button', { name: 'Sign up now' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    });

    test(`${scenario}: never shown to a logged-in user`, async ({ page, context }) => {
      // Same experiment scenario (the server still sends the variable), plus the two login
      // cookies: the page must judge login by them and never show the popup.
      await context.addCookies([
        { name: 'mock_scenario', value: scenario, url: BASE },
        { name: 'uid', value: '10001', url: BASE },
        { name: 'nickname', value: 'alice', url: BASE },
      ]);
      const prize = page.waitForResponse((r) => r.url().includes('/welfare/newbiePrize'), { timeout: 5_000 }).catch(() => undefined);
      await page.goto(url('/'));
      await prize;
      await page.waitForLoadState('networkidle');
      await expectRendered(page);
      await expect(await popup(page)).toHaveCount(0);
    });
  }

  test('never shown to the logged-in `user` scenario', async ({ page }) => {
    await page.goto(url('/__mock/login?scenario=user'));
    await page.goto(url('/'));
    await page.waitForLoadState('networkidle');
    await expectRendered(page);
    await expect(await popup(page)).toHaveCount(0);
  });

  test('closing hides it, and a reload within 30 minutes does not show it again', async ({ page }) => {
    await page.goto(url('/?mock_scenario=newuser-a'));
    const dialog = await popup(page);
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expectRendered(page);
    await expect(await popup(page)).toHaveCount(0);
  });
});

test.describe('referral attribution on /signup and /login', () => {
  test('a valid code sets the ref cookies only after the server verifies it, for 7 days', async ({ page, context }) => {
    let cookiesBeforeAnswer: string[] = [];
    await page.route('**/api/web/v1/rebate/verify_invite_info**', async (route) => {
      cookiesBeforeAnswer = (await context.cookies(BASE)).map((c) => c.name).filter((n) => REFERRAL_COOKIES.includes(n));
      await route.continue();
    });
    const verified = page.waitForResponse((r) => r.url().includes('/rebate/verify_invite_info'));
    await page.goto(url('/signup?ref_uid=8ABC123&ref_type=1&ref_channel=twitter&group_id=42'));
    const response = await verified;
    expect(new URL(response.url()).searchParams.get('invite_code')).toBe('8ABC123');
    expect(cookiesBeforeAnswer).toEqual([]);
    await expect(page.getByTestId('invite-code')).toHaveText('8ABC123');

    await expect.poll(async () => (await cookie(context, 'ref_uid'))?.value).toBe('8ABC123');
    const now = Date.now() / 1000;
    for (const [name, value] of [
      ['ref_uid', '8ABC123'],
      ['ref_type', '1'],
      ['ref_channel', 'twitter'],
      ['group_id', '42'],
    ]) {
      const c = await cookie(context, name);
      expect(c?.value).toBe(value);
      expect(c?.path).toBe('/');
      expect(c?.sameSite).toBe('Lax');
      expect(c!.expires - now).toBeGreaterThan(SEVEN_DAYS_S - 120);
      expect(c!.expires - now).toBeLessThanOrEqual(SEVEN_DAYS_S + 5);
    }
  });

  // Embedded backend: 4 to 20 letters or digits are valid, KEEPCHANNEL answers 10530135, anything else is invalid.
  test('an invalid code sets no ref cookie', async ({ page, context }) => {
    const verified = page.waitForResponse((r) => r.url().includes('/rebate/verify_invite_info'));
    await page.goto(url('/signup?ref_uid=BAD-CODE&ref_type=1&ref_channel=twitter'));
    await verified;
    await page.waitForLoadState('networkidle');
    for (const name of REFERRAL_COOKIES) expect(await cookie(context, name)).toBeUndefined();
  });

  // One load for three rules: a referral link to /login attributes like /signup (spec 2 §2 entry),
  // code 10530135 updates only channel and group, and they never outlive the stored referral (§5).
  test('a /login referral link: code 10530135 updates only channel and group, within the stored referral\'s remaining hour', async ({ page, context }) => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    await context.addCookies(
      [
        ['ref_uid', 'FIRST1'],
        ['ref_type', '1'],
        ['ref_expires', String(inAnHour)],
      ].map(([name, value]) => ({ name, value, url: BASE, expires: inAnHour, sameSite: 'Lax' as const })),
    );
    const verified = page.waitForResponse((r) => r.url().includes('/rebate/verify_invite_info'));
    await page.goto(url('/login?ref_uid=KEEPCHANNEL&ref_type=1&ref_channel=telegram&group_id=7'));
    expect((await (await verified).json()).code).toBe(10530135);
    await expect.poll(async () => (await cookie(context, 'ref_channel'))?.value).toBe('telegram');
    expect((await cookie(context, 'group_id'))?.value).toBe('7');
    expect((await cookie(context, 'ref_uid'))?.value).toBe('FIRST1');
    for (const name of ['ref_channel', 'group_id']) {
      const expires = (await cookie(context, name))!.expires;
      expect(expires).toBeGreaterThan(inAnHour - 120);
      expect(expires).toBeLessThanOrEqual(inAnHour + 1);
    }
  });

  test('without ref_type the code is stored but channel and group are not', async ({ page, context }) => {
    await page.goto(url('/signup?ref_uid=9XYZ&ref_channel=twitter&group_id=42'));
    await expect.poll(async () => (await cookie(context, 'ref_uid'))?.value).toBe('9XYZ');
    expect(await cookie(context, 'ref_channel')).toBeUndefined();
    expect(await cookie(context, 'group_id')).toBeUndefined();
  });
});

test.describe('growth tabs', () => {
  test('`affiliate` sees the affiliate and broker tabs on /referral', async ({ page }) => {
    await page.goto(url('/__mock/login?scenario=affiliate'));
    await page.goto(url('/referral'));
    const nav = page.getByRole('navigation', { name: 'Rewards and referral' });
    await expect(nav.getByRole('link', { name: 'Affiliate' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Broker' })).toBeVisible();
    await nav.getByRole('link', { name: 'Affiliate' }).click();
    await expect(page).toHaveURL(/\/referral\/affiliate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate' })).toBeVisible();
  });

  test('`user` does not see them', async ({ page }) => {
    await page.goto(url('/__mock/login?scenario=user'));
    const info = page.waitForResponse((r) => r.url().includes('/rebate/get_user_info'));
    await page.goto(url('/referral'));
    await info;
    const nav = page.getByRole('navigation', { name: 'Rewards and referral' });
    await expect(nav.getByRole('link', { name: 'Referral' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Affiliate' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Broker' })).toHaveCount(0);
  });

  test('switching groups adds the channel code', async ({ page }) => {
    await page.goto(url('/rewards_hub'));
    await page.getByRole('navigation', { name: 'Rewards and referral' }).getByRole('link', { name: 'Referral' }).click();
    await expect(page).toHaveURL(/\/referral\?ch=rewards_hub_tab$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referral' })).toBeVisible();
  });
});
