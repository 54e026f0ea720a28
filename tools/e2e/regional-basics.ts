import { expect, test } from '@playwright/test';
import { formatCopyright, getSite, type SiteKey } from '@exchange/site-registry';

/**
 * The regional checks every English-default site shares: footer links and copyright, its
 * language prefixes (a served locale; one outside its list redirects and resets the lang
 * cookie), and nginx's 302 to /login for account pages.
 */
export function defineRegionalBasics(key: SiteKey, locales: { served: string; outside: string }, footerLabels: string[]): void {
  const site = getSite(key);

  test('footer links and the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText(footerLabels);
    await expect(footer).toContainText(formatCopyright(site, new Date().getUTCFullYear()));
  });

  test(`language prefixes: the default language (${site.defaultLang}) has no prefix, /${locales.served}/ is served`, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await page.goto(`/${locales.served}/fee`);
    await expect(page).toHaveURL(new RegExp(`/${locales.served}/fee$`));
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locales.served}`));
  });

  defineLocaleReset(key, locales.outside);

  test('nginx answers a visitor asking for an account page with a 302 to /login', async ({ request }) => {
    const response = await request.get('/myaccount/security', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/login');
  });
}

/**
 * A locale outside the site's list (`outside`, with a lang cookie naming it) redirects to the
 * unprefixed page and resets the lang cookie to the site's default language. Every site runs it.
 */
export function defineLocaleReset(key: SiteKey, outside: string): void {
  const site = getSite(key);
  test(`a locale outside the site list (${outside}) redirects and resets the lang cookie to ${site.defaultLang}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: outside, url: baseURL ?? '' }]);
    await page.goto(`/${outside}/fee`);
    // The whole path: `/${outside}/fee` also ends in /fee before the redirect.
    await expect(page).toHaveURL((url) => url.pathname === '/fee');
    // The cookie is written from an effect after the redirect's commit: wait for it to land.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(site.defaultLang);
  });
}
