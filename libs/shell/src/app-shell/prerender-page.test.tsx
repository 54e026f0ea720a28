/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { I18N_NAMESPACES } from '../i18n/catalogues';
import { mergeWithFallback, type Messages } from '../i18n/load-messages';
import { prerenderPage } from './prerender-page';

jest.setTimeout(60_000);

function catalogue(folder: string): Messages {
  const read = (namespace: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../i18n/locales', folder, `${namespace}.json`), 'utf8')) as Messages;
  return Object.assign({}, ...I18N_NAMESPACES.map(read)) as Messages;
}

describe('a page prerendered at build time (outside any browser)', () => {
  it('/zh/ holds the header, the home page and the footer in Chinese, with their styles', async () => {
    const page = await prerenderPage({ site: 'main', routes: [] }, '/zh/', mergeWithFallback(catalogue('en'), catalogue('zh')));
    expect(page.html).toMatch(/<h1[^>]*>欢迎来到 Gate<\/h1>/);
    expect(page.html).toMatch(/<nav aria-label="主导航"/);
    expect(page.html).toMatch(/<footer[^>]*>.*费率标准/s);
    // Rendered before any paint: the parts that wait for it are not in the page.
    expect(page.styles).toMatch(/^<style data-emotion="css [\w -]+">.+<\/style>$/s);
    expect(page.html).not.toContain('<style');
  });

  it('the not-found page renders its heading', async () => {
    const page = await prerenderPage({ site: 'main', routes: [] }, '/404', catalogue('en'));
    expect(page.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });
});
