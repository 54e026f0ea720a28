import { expect, test } from '@playwright/test';
import { formatCopyright, getSite, type SiteKey } from '@exchange/site-registry';
import { headMessages } from '@exchange/shell/seo';
import { knownRoutePatterns } from '@exchange/edge/testing';
import { ROUTE_URLS } from '../routes/route-inventory';

/** Expected footer link labels per footer kind (spec 2 §2 Footers), as a visitor sees them. */
const FOOTER_LABELS: Record<string, string[]> = {
  main: ['About us', 'Download (media kit)', 'User agreement', 'Fee standards'],
  turkey: ['About us'],
  hk: ['Download the agreement'],
  'eu-us-japan': ['About us', 'User agreement', 'Fee standards'],
};

/**
 * The smoke test every app runs against its own production build behind nginx: its site name,
 * its footer links and copyright line, a not-found page for unknown routes, no page errors.
 */
export function defineSiteSmoke(key: SiteKey): void {
  const site = getSite(key);
  // The footer labels below are English: sites whose default language is not English are read under /en/.
  const home = site.defaultLang.startsWith('en') ? '/' : '/en/';

  test.describe(`${site.name} (${key})`, () => {
    test('home shows the site name, its footer links and the copyright line', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(home);
      await expect(page.getByTestId('site-name')).toHaveText(site.name);
      // The home page's own title (the served head's, kept once scripts run), in English.
      await expect(page).toHaveTitle(headMessages.homeTitle.defaultMessage.replace('{site}', site.name));
      const footer = page.getByRole('contentinfo');
      const labels = FOOTER_LABELS[site.footer];
      await expect(footer.getByRole('link')).toHaveText(labels);
      await expect(footer).toContainText(formatCopyright(site, new Date().getUTCFullYear()));
      expect(errors).toEqual([]);
    });

    test('an unknown route shows the not-found page with status 404', async ({ page }) => {
      const response = await page.goto(`${home}this/route/does-not-exist`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    });

    test('every route of the inventory answers 200, with and without a language prefix', async ({ request }) => {
      const prefix = `/${site.languages.find((lang) => lang !== site.defaultLang) ?? site.defaultLang}`;
      const failures: string[] = [];
      for (const pattern of knownRoutePatterns(key)) {
        const url = ROUTE_URLS[pattern];
        for (const target of [url, `${prefix}${url === '/' ? '' : url}`]) {
          const response = await request.get(target, { maxRedirects: 0 });
          // Protected pages send a visitor to /login with a 302; that is the route answering.
          if (![200, 302].includes(response.status())) failures.push(`${target}: ${response.status()}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test('an unknown static file is a real 404 from nginx', async ({ request }) => {
      const response = await request.get('/assets/does-not-exist-1234.js');
      expect(response.status()).toBe(404);
    });
  });
}
