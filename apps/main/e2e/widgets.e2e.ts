import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeFor } from '../../../tools/a11y/axe';

/**
 * Shell widgets e2e on the main site's production build with the embedded backend: the deposit
 * drawer under compliance restrictions, the fund-password settings dialog against query_safe, the
 * not-found page, the app-download banner and the chat-room at their breakpoints.
 */

async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent_at', value: String(Date.now()), url: baseURL ?? 'http://localhost' }]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL);
});

/** Opens `path` as `scenario` (logging in for logged-in scenarios) and waits for the session calls. */
async function open(page: Page, scenario: string, path = '/'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock_scenario=${scenario}`);
  await page.waitForLoadState('networkidle');
}

/** axe WCAG 2.1 AA violations inside `selector` (the widget under test). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = await axeFor(page).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openDepositDrawer(page: Page) {
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Fund wallet' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('deposit drawer', () => {
  test('user: both sections with card, bank and C2C; Escape closes it', async ({ page }) => {
    await open(page, 'user');
    const drawer = await openDepositDrawer(page);
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(414);
    await expect(drawer.getByRole('link', { name: /On-chain deposit/ })).toHaveAttribute('href', '/myaccount/deposit/USDT');
    await expect(drawer.getByRole('link', { name: /Gate code deposit/ })).toHaveAttribute('href', '/myaccount/deposit_gatecode');
    const second = drawer.getByRole('region', { name: "Don't have assets" });
    await expect(second.getByRole('link', { name: /Credit card/ })).toHaveAttribute('href', '/crypto/buy/with-credit-card?method=card');
    await expect(second.getByRole('link', { name: /Bank transfer/ })).toHaveAttribute('href', '/crypto/buy/with-bank-account?method=bank');
    await expect(second.getByRole('link', { name: /C2C trade/ })).toHaveAttribute('href', '/c2c/market');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeFocused();
  });

  test('deposit-restricted: the "Don\'t have assets" section is hidden', async ({ page }) => {
    await open(page, 'deposit-restricted');
    const drawer = await openDepositDrawer(page);
    await expect(drawer.getByRole('region', { name: 'Have assets' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: "Don't have assets" })).toHaveCount(0);
  });

  test('uk: no card, bank or P2P', async ({ page }) => {
    await open(page, 'uk');
    // The UK consumer notice opens first (a compliance dialog); acknowledge it, then test the drawer.
    const notice = page.getByRole('dialog', { name: 'Notice to UK consumers' });
    const noticeShown = await notice.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (noticeShown) await notice.getByRole('button', { name: 'I understand' }).click();
    const drawer = await openDepositDrawer(page);
    await expect(drawer.getByRole('link', { name: /On-chain deposit/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Credit card|Bank transfer|C2C trade/ })).toHaveCount(0);
  });
});

test.describe('fund-password settings', () => {
  test('a wrong fund password shows the server message; Confirm waits for both fields', async ({ page }) => {
    await open(page, 'user');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Fund password settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fund password settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'One hour' })).toBeChecked();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Fund password', { exact: true }).fill('not-the-password');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Google verification code').fill('123456');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Fund password is incorrect')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the right fund password saves the new validity; reopening shows it', async ({ page }) => {
    await open(page, 'user');
    const openSettings = async () => {
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Fund password settings' }).click();
      return page.getByRole('dialog', { name: 'Fund password settings' });
    };
    let dialog = await openSettings();
    await expect(dialog.getByRole('radio', { name: 'One hour' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Never' }).check();
    // MOCK_FUND_PASSWORD of the embedded backend.
    await dialog.getByLabel('Fund password', { exact: true }).fill('123456');
    await dialog.getByLabel('Google verification code').fill('123456');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    dialog = await openSettings();
    await expect(dialog.getByRole('radio', { name: 'Never' })).toBeChecked();
    await expect(dialog.getByLabel('Fund password', { exact: true })).toHaveValue('');
  });
});

test.describe('not-found page', () => {
  test('an unknown route shows the title, the return-home button and every link', async ({ page }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    const helpful = page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link');
    await expect(helpful).toHaveCount(7);
    const helpfulHrefs = await helpful.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(helpfulHrefs).toEqual(['/learn', '/blog', '/live', '/nft', '/post', '/price', '/how-to-buy']);
    const trending = page.getByRole('navigation', { name: 'Trending stories' }).getByRole('link');
    const trendingHrefs = await trending.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(trendingHrefs).toEqual(['/explore/bitcoin-halving-countdown', '/price/bitcoin', '/price/ethereum']);
  });

  test('sits in the middle of a 1920 px screen: its content centred within a few px, at a readable measure', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/this/route/does-not-exist');
    const notFound = page.getByTestId('not-found-page');
    await expect(notFound).toHaveAttribute('data-layout', 'desktop');
    // The content's box: the union of what the page draws (the message and the link columns).
    const content = await notFound.evaluate((node) => {
      const boxes = [...node.children].map((child) => child.getBoundingClientRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      return { left, right, viewport: document.documentElement.clientWidth };
    });
    expect(Math.abs((content.left + content.right) / 2 - content.viewport / 2)).toBeLessThanOrEqual(4);
    // A readable measure, not the screen's whole width.
    expect(content.right - content.left).toBeLessThan(1200);
    expect(content.right - content.left).toBeGreaterThan(600);
  });

  test('a sparse page (/about-us with its side menu, home) sits in the middle of a 1920 px screen as well; the information pages\' side menu is the second variant at its breakpoints', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const path of ['/about-us', '/']) {
      await page.goto(path);
      const article = page.getByRole('main').getByRole('article').first();
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      // An information page and its side menu are centred as one.
      const menu = path === '/about-us' ? (await page.getByRole('main').getByRole('navigation', { name: 'About us' }).boundingBox())! : undefined;
      const box = (await article.boundingBox())!;
      const left = Math.min(box.x, menu?.x ?? box.x);
      const right = box.x + box.width;
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      expect(Math.abs((left + right) / 2 - viewport / 2), path).toBeLessThanOrEqual(4);
      expect(box.width, path).toBeLessThan(1200);
      if (path !== '/about-us') continue;
      // Spec 2 §2's second variant: 288 px expanded, 96 px collapsed below 1248, a bar below 768.
      const nav = page.getByRole('main').getByRole('navigation', { name: 'About us' });
      for (const [width, mode, size] of [[1920, 'expanded', 288], [1248, 'expanded', 288], [1247, 'collapsed', 96], [768, 'collapsed', 96], [767, 'dropdown', undefined]] as const) {
        await page.setViewportSize({ width, height: 1080 });
        await expect(nav, `${width} px`).toHaveAttribute('data-mode', mode);
        await expect(nav).toHaveAttribute('data-variant', 'compact');
        if (size) expect(((await nav.boundingBox())!.width), `${width} px`).toBe(size);
      }
      await page.setViewportSize({ width: 1920, height: 1080 });
    }
  });

  test('keeps the language prefix under /zh', async ({ page }) => {
    await page.goto('/zh/this/route/does-not-exist');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('not-found-page').locator('a[href="/zh/learn"]')).toHaveCount(1);
  });
});

test.describe('app-download banner', () => {
  test('appears at 390 px on / and not on /trade/BTC_USDT', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Download the app' });
    await expect(banner).toBeVisible();
    await page.goto('/trade/BTC_USDT');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Download the app' })).toHaveCount(0);
  });

  test('does not appear at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Download the app' })).toHaveCount(0);
  });
});

test.describe('chat-room', () => {
  test('opens from ?chatroom=1 at 1280 px and loads the chat app', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?chatroom=1');
    const panel = page.getByRole('region', { name: 'Chat room' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-state', 'visible');
    await expect(panel.locator('iframe')).toHaveAttribute('src', /^\/groupchat\/chatroom\?platform=web/);
  });

  test('does not open at 700 px', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/?chatroom=1');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Chat room' })).toHaveCount(0);
  });
});

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('the deposit drawer and the fund-password settings dialog', async ({ page }) => {
    await open(page, 'user');
    await openDepositDrawer(page);
    await page.waitForTimeout(400);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Fund password settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Fund password settings' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the not-found page', async ({ page }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    expect(await axeViolations(page, '[data-testid="not-found-page"]')).toEqual([]);
  });

  test('the app-download banner and the chat-room', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Download the app' })).toBeVisible();
    expect(await axeViolations(page, 'section[aria-label="Download the app"]')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?chatroom=1');
    await expect(page.getByRole('region', { name: 'Chat room' })).toHaveAttribute('data-state', 'visible');
    expect(await axeViolations(page, 'section[aria-label="Chat room"]')).toEqual([]);
  });
});
