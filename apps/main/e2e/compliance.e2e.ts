import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { afterFrames, settledAfter } from '../../../tools/e2e/phone-layout';

/**
 * Compliance e2e on the main site's production build with the embedded backend: for every
 * compliance scenario of CONTRACT.md, the right dialog, bar or redirect appears, its buttons do
 * what the spec says, and it does or does not come back after a reload and after Playwright's
 * clock moves past the repeat period.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NL_REPEAT_MS = 2_592_000_000;
const KYC_UPGRADE_REPEAT_MS = 43_200_000;

// Page time starts at the real time: cookies written by the page get real-future expiries, so
// only the value compare (the rule under test) decides after the clock moves.
let T0 = 0;

async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent_at', value: String(Date.now()), url: baseURL ?? 'http://localhost' }]);
}

test.beforeEach(async ({ page, context, baseURL }) => {
  T0 = Date.now();
  await page.clock.install({ time: T0 });
  await acceptCookies(context, baseURL);
});

/** Opens `path` as `scenario` (logging in for logged-in scenarios) and waits for the session calls. */
async function open(page: Page, scenario: string, path = '/'): Promise<void> {
  await settled(page, () => page.goto(`${path}${path.includes('?') ? '&' : '?'}mock_scenario=${scenario}`));
}

/**
 * Runs the load, then waits until the session calls and the lazy dialogs' code are in (the network
 * quiet) and two frames have drawn what they decided, so a dialog or bar that is not there was not
 * shown (rather than not shown yet). Playwright's `networkidle` and a fixed pause cost 0.8 s per load.
 */
async function settled(page: Page, load: () => Promise<unknown>): Promise<void> {
  await settledAfter(page, async () => {
    await load();
  });
  await afterFrames(page, 2, () => undefined);
}

async function reload(page: Page): Promise<void> {
  await settled(page, () => page.reload());
}

/** Moves page time to `T0 + ms` and reloads. */
async function travel(page: Page, ms: number): Promise<void> {
  await page.clock.setSystemTime(T0 + ms);
  await reload(page);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const bar = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * With a modal open the page behind neither scrolls (a wheel over the backdrop and Page Down) nor
 * takes focus: everything outside the dialog is inert.
 */
async function expectPageLockedBehind(page: Page): Promise<void> {
  // The page is taller than the screen, so there is something that could scroll.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, 8);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const reachable = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('#root a[href]');
    link?.focus();
    return { found: Boolean(link), focused: document.activeElement === link, rootInert: document.getElementById('root')?.inert };
  });
  expect(reachable).toEqual({ found: true, focused: false, rootInert: true });
}

test.describe('restricted location', () => {
  test('restricted-visitor on a 390 px phone: modal with the spec message, the page behind locked; I Acknowledge closes it; it comes back on reload', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'restricted-visitor');
    const modal = dialog(page, 'Restricted Location');
    await expect(modal).toBeVisible();
    await expectPageLockedBehind(page);
    await expect(modal).toContainText('It seems that you are attempting to access our services from a Restricted Location');
    await expect(modal).toContainText('United States, Canada, Cambodia, Thailand, Cuba, Iran, North Korea');
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'I Acknowledge' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page, 'Notice')).toContainText('prohibited countries');
    await reload(page);
    await expect(dialog(page, 'Restricted Location')).toBeVisible();
  });

  test('restricted-user: I Acknowledge sends a logged-in user to withdraw', async ({ page }) => {
    await open(page, 'restricted-user');
    await dialog(page, 'Restricted Location').getByRole('button', { name: 'I Acknowledge' }).click();
    await expect(page).toHaveURL(/\/myaccount\/withdraw\/USDT$/);
  });
});

test.describe('compliance redirect and tips', () => {
  test('limit-country: any page goes to /state_compliance_tips', async ({ page }) => {
    await open(page, 'limit-country', '/trade/BTC_USDT');
    await expect(page).toHaveURL(/\/state_compliance_tips$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This service is not available in your region');
  });

  test('feature-restricted: futures and C2C redirect, other pages stay', async ({ page }) => {
    await open(page, 'feature-restricted', '/futures/usdt');
    await expect(page).toHaveURL(/\/state_compliance_tips$/);
    await page.goto('/c2c/market');
    await expect(page).toHaveURL(/\/state_compliance_tips$/);
    await settled(page, () => page.goto('/myaccount/security'));
    await expect(page).toHaveURL(/\/myaccount\/security$/);
  });

  test('feature-tips: the page stays and shows the tips bar', async ({ page }) => {
    await open(page, 'feature-tips', '/futures/usdt');
    await expect(page).toHaveURL(/\/futures\/usdt$/);
    const tips = bar(page, 'Compliance tips');
    await expect(tips).toContainText('not available in your region');
    await tips.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(/\/state_compliance_tips$/);
  });

  test('deposit-restricted: the card purchase page redirects', async ({ page }) => {
    await open(page, 'deposit-restricted', '/crypto/buy/with-credit-card?method=card');
    await expect(page).toHaveURL(/\/state_compliance_tips$/);
  });
});

test.describe('Netherlands', () => {
  test('nl-retail (tier 5): confirm goes to withdraw; shown again after reload', async ({ page }) => {
    await open(page, 'nl-retail');
    const nl = dialog(page, 'Notice to users in the Netherlands');
    await expect(nl).toContainText('2024');
    await nl.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/myaccount\/withdraw\/USDT$/);
    await reload(page);
    await expect(dialog(page, 'Notice to users in the Netherlands')).toBeVisible();
  });

  test('nl-company (tier 5, verified 3): confirm stays and stores; tier 5 still sees it on reload', async ({ page }) => {
    await open(page, 'nl-company');
    await dialog(page, 'Notice to users in the Netherlands').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(Number(await page.evaluate(() => localStorage.getItem('compliance:nl_confirmed_at')))).toBeGreaterThanOrEqual(T0);
    await reload(page);
    await expect(dialog(page, 'Notice to users in the Netherlands')).toBeVisible();
  });

  test('nl-vip (tier 12): gone after confirming, still gone just before 30 days, back at 30 days', async ({ page }) => {
    await open(page, 'nl-vip');
    await dialog(page, 'Notice to users in the Netherlands').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/$/);
    const stored = Number(await page.evaluate(() => localStorage.getItem('compliance:nl_confirmed_at')));
    expect(stored).toBeGreaterThanOrEqual(T0);
    await reload(page);
    await expect(dialog(page, 'Notice to users in the Netherlands')).toBeHidden();
    await page.clock.setSystemTime(stored + NL_REPEAT_MS - 60_000);
    await reload(page);
    await expect(dialog(page, 'Notice to users in the Netherlands')).toBeHidden();
    await page.clock.setSystemTime(stored + NL_REPEAT_MS);
    await reload(page);
    await expect(dialog(page, 'Notice to users in the Netherlands')).toBeVisible();
  });
});

test.describe('tier and KYC level unknown on pages that fetch no user info', () => {
  // Several page loads each, on a machine the whole suite shares.
  test.describe.configure({ timeout: 90_000 });
  test('nl-vip confirmed a minute ago: no Netherlands dialog on /404 either', async ({ page }) => {
    await open(page, 'nl-vip');
    await dialog(page, 'Notice to users in the Netherlands').getByRole('button', { name: 'Confirm' }).click();
    await settled(page, () => page.goto('/404'));
    await expect(dialog(page, 'Notice to users in the Netherlands')).toBeHidden();
    await expect(page).toHaveURL(/\/404$/);
  });

  test('nl-vip never confirmed: on /404 the dialog shows and Confirm stays on the page (no withdraw for an unknown tier)', async ({ page }) => {
    await open(page, 'nl-vip', '/404');
    await dialog(page, 'Notice to users in the Netherlands').getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog(page, 'Notice to users in the Netherlands')).toBeHidden();
    await expect(page).toHaveURL(/\/404$/);
  });
});

test.describe('HK and Uzbekistan', () => {
  test('hk: gone after confirming, back after 1 day', async ({ page }) => {
    await open(page, 'hk');
    await dialog(page, 'Notice to users in Hong Kong').getByRole('button', { name: 'I understand' }).click();
    await reload(page);
    await expect(dialog(page, 'Notice to users in Hong Kong')).toBeHidden();
    await travel(page, DAY - 60_000);
    await expect(dialog(page, 'Notice to users in Hong Kong')).toBeHidden();
    await travel(page, DAY + 60_000);
    await expect(dialog(page, 'Notice to users in Hong Kong')).toBeVisible();
  });

  test('uzbekistan: shown once', async ({ page }) => {
    await open(page, 'uzbekistan');
    const uz = dialog(page, 'Notice to users in Uzbekistan');
    await expect(uz).toContainText('2024');
    await uz.getByRole('button', { name: 'I understand' }).click();
    await reload(page);
    await expect(dialog(page, 'Notice to users in Uzbekistan')).toBeHidden();
    await travel(page, 400 * DAY);
    await expect(dialog(page, 'Notice to users in Uzbekistan')).toBeHidden();
  });

  test('uzbekistan-assets (tier 5): confirm goes to withdraw; shown again after reload', async ({ page }) => {
    await open(page, 'uzbekistan-assets');
    await dialog(page, 'Notice to users in Uzbekistan').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/myaccount\/withdraw\/USDT$/);
    await reload(page);
    await expect(dialog(page, 'Notice to users in Uzbekistan')).toBeVisible();
  });
});

test.describe('other country notices (always shown)', () => {
  for (const [scenario, name] of [
    ['brazil', 'Notice to users in Brazil'],
    ['italy', 'Notice to users in Italy'],
    ['ltw', 'Regional notice'],
    ['uk', 'Notice to UK consumers'],
  ] as const) {
    test(`${scenario}: closes on confirm and comes back on reload`, async ({ page }) => {
      await open(page, scenario);
      await dialog(page, name).getByRole('button', { name: 'I understand' }).click();
      await expect(dialog(page, name)).toBeHidden();
      await reload(page);
      await expect(dialog(page, name)).toBeVisible();
    });
  }

  test('uk in Chinese: the not-for-UK-persons modal', async ({ page }) => {
    await open(page, 'uk', '/zh/trade/BTC_USDT');
    await expect(page.getByRole('dialog')).toContainText(/United Kingdom|英国/);
  });
});

test.describe('KYC', () => {
  test('kyc-incomplete: KYC bar, dismissed for the session', async ({ page, browser, baseURL }) => {
    await open(page, 'kyc-incomplete');
    const kyc = bar(page, 'Identity verification');
    await expect(kyc.getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', /\/myaccount\/kyc2$/);
    await kyc.getByRole('button', { name: /close/i }).click();
    await expect(kyc).toBeHidden();
    await reload(page);
    await expect(bar(page, 'Identity verification')).toBeHidden();
    // A new session (new context) shows it again.
    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await open(second, 'kyc-incomplete');
    await expect(bar(second, 'Identity verification')).toBeVisible();
    await other.close();
  });

  test('user (KYC level 3): no KYC bar, no compliance dialog', async ({ page }) => {
    await open(page, 'user');
    await expect(bar(page, 'Identity verification')).toBeHidden();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('user (KYC level 3): no KYC bar on the pages that fetch no user info either', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, 'user');
    for (const path of ['/404', '/login', '/login/rebind', '/bind']) {
      await settled(page, () => page.goto(path));
      await expect(bar(page, 'Identity verification'), path).toBeHidden();
    }
  });

  test('kyc-upgrade: once per 12 hours', async ({ page }) => {
    await open(page, 'kyc-upgrade');
    await expect(dialog(page, 'Upgrade your verification')).toBeVisible();
    const shownAt = Number((await page.context().cookies()).find((c) => c.name === 'kyc_upgrade_notice_at')?.value);
    expect(shownAt).toBeGreaterThanOrEqual(T0);
    await dialog(page, 'Upgrade your verification').getByRole('button', { name: 'Later' }).click();
    await reload(page);
    await expect(dialog(page, 'Upgrade your verification')).toBeHidden();
    await page.clock.setSystemTime(shownAt + KYC_UPGRADE_REPEAT_MS - 60_000);
    await reload(page);
    await expect(dialog(page, 'Upgrade your verification')).toBeHidden();
    await page.clock.setSystemTime(shownAt + KYC_UPGRADE_REPEAT_MS);
    await reload(page);
    await expect(dialog(page, 'Upgrade your verification')).toBeVisible();
  });

  test('risk-user (frequency 0, closable): closable, and back on every load', async ({ page }) => {
    await open(page, 'risk-user');
    const risk = dialog(page, 'Account risk notice');
    await expect(risk).toContainText('risk questionnaire');
    await risk.getByRole('button', { name: /close/i }).click();
    await expect(risk).toBeHidden();
    await reload(page);
    await expect(dialog(page, 'Account risk notice')).toBeVisible();
  });

  test('risk-user-daily (24 h, not closable): no close, guide link, back after 24 hours', async ({ page }) => {
    await open(page, 'risk-user-daily');
    const risk = dialog(page, 'Account risk notice');
    await expect(risk).toBeVisible();
    await expect(risk.getByRole('button', { name: /close/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(risk).toBeVisible();
    await risk.getByRole('button', { name: 'View guide' }).click();
    await expect(page).toHaveURL(/\/myaccount\/kyc_home$/);
    await reload(page);
    await expect(dialog(page, 'Account risk notice')).toBeHidden();
    await travel(page, 24 * HOUR - 60_000);
    await expect(dialog(page, 'Account risk notice')).toBeHidden();
    await travel(page, 24 * HOUR + 60_000);
    await expect(dialog(page, 'Account risk notice')).toBeVisible();
  });

  test('low-kyc-limited: Go certified goes to /myaccount/security', async ({ page }) => {
    await open(page, 'low-kyc-limited');
    await dialog(page, 'Verification required').getByRole('button', { name: 'Go certified' }).click();
    await expect(page).toHaveURL(/\/myaccount\/security$/);
  });
});

test.describe('withdraw-only', () => {
  test('notice and a bar offering a ticket; the bar stays closed for the session', async ({ page }) => {
    await open(page, 'withdraw-only');
    await dialog(page, 'Withdraw-only account').getByRole('button', { name: 'Later' }).click();
    const remind = bar(page, 'Notice');
    await expect(remind).toContainText('can only withdraw');
    await expect(remind.getByRole('link', { name: 'Create ticket' })).toHaveAttribute('href', /\/myaccount\/tickets$/);
    await remind.getByRole('button', { name: /close/i }).click();
    await expect(remind).toBeHidden();
    await reload(page);
    await expect(bar(page, 'Notice')).toBeHidden();
    await expect(dialog(page, 'Withdraw-only account')).toBeVisible();
  });
});

test.describe('business notice', () => {
  test('text links, sanitised content, router to the site, back on reload', async ({ page }) => {
    await open(page, 'business-notice');
    const notice = dialog(page, 'Important notice');
    await expect(notice.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/myaccount\/security$/);
    await reload(page);
    await expect(dialog(page, 'Important notice')).toBeVisible();
    await dialog(page, 'Important notice').getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, 'Important notice')).toBeHidden();
  });
});

test.describe('site tip and bars', () => {
  test('withdraw-tips: the footer tips check shows a tip on the withdraw page', async ({ page }) => {
    await open(page, 'withdraw-tips', '/myaccount/withdraw/USDT');
    const tip = bar(page, 'Site notice');
    await expect(tip).toContainText('withdrawals');
    await tip.getByRole('button', { name: /close/i }).click();
    await expect(tip).toBeHidden();
  });

  test('visitor: the cookie notice until accepted, then never again', async ({ page, context }) => {
    await context.clearCookies();
    await open(page, 'visitor');
    const notice = bar(page, 'Notice');
    await expect(notice).toContainText('We use cookies');
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await reload(page);
    await expect(bar(page, 'Notice')).toBeHidden();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  for (const scenario of ['api-down', 'api-garbage']) {
    test(`${scenario}: no compliance dialog or redirect, the page still renders`, async ({ page }) => {
      await open(page, scenario, '/futures/usdt');
      await expect(page).toHaveURL(/\/futures\/usdt$/);
      await expect(page.getByRole('dialog', { name: /Restricted|Notice|risk/i })).toHaveCount(0);
    });
  }
});
