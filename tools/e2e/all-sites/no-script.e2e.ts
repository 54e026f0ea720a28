import { expect, test } from '@playwright/test';
import { getSite, getSiteLanguages, isRtlLocale, isSiteKey, type LocaleCode, type SiteKey } from '@exchange/site-registry';
import { LOCALE_BCP47 } from '@exchange/platform';

/**
 * The page a visitor whose scripts are blocked or fail receives (the HTML-first rule): the
 * site's home in its default language and one more, and on main `/zh/` and `/ar/`, each with
 * its main heading, navigation and footer in that language and direction, before any script.
 */
test.use({ javaScriptEnabled: false });

/** Han: a Chinese page's text is written in it. */
const HAN = /[\u4e00-\u9fff]/;
/** Arabic script. */
const ARABIC = /[\u0600-\u06ff]/;

function siteOf(name: string): SiteKey {
  if (!isSiteKey(name)) throw new Error(`project ${name} is not a site`);
  return name;
}

/** The languages shown: main's Chinese and Arabic, every other site's default and its next language. */
function languagesOf(site: SiteKey): LocaleCode[] {
  const config = getSite(site);
  const languages = getSiteLanguages(site);
  if (site === 'main') return [config.defaultLang, 'zh', 'ar'].filter((code) => languages.includes(code as LocaleCode)) as LocaleCode[];
  return [config.defaultLang, ...languages.filter((code) => code !== config.defaultLang).slice(0, 1)];
}

test('home without scripts: heading, navigation and footer in the page language and direction', async ({ page }, testInfo) => {
  const site = siteOf(testInfo.project.name);
  const config = getSite(site);
  for (const code of languagesOf(site)) {
    const path = code === config.defaultLang ? '/' : `/${code}/`;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('lang', LOCALE_BCP47[code]);
    await expect(page.locator('html'), path).toHaveAttribute('dir', isRtlLocale(code) ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation').first(), path).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first(), path).toBeVisible();
    const body = await page.locator('body').innerText();
    if (code === 'zh') expect(body, `${path} has Chinese text`).toMatch(HAN);
    if (code === 'ar') expect(body, `${path} has Arabic text`).toMatch(ARABIC);
  }
});

test('the not-found page without scripts keeps its 404 and says so', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
