/** @jest-environment node */
import { getSite, SITE_LIST, type SiteConfig } from '@exchange/site-registry';
import { siteDocumentsPlugin } from './site-documents';

/** What the site's build gets from the plugin: file name -> HTML. */
function builtFiles(site: SiteConfig): Map<string, string> {
  const files = new Map<string, string>();
  const generateBundle = siteDocumentsPlugin(site).generateBundle as unknown as (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void;
  generateBundle.call({ emitFile: ({ fileName, source }) => void files.set(fileName, source) });
  return files;
}

describe('site documents (spec 2 §3 docs links; spec 1 §2 /docs/agreement.html)', () => {
  it.each(SITE_LIST.map((site) => [site.key, site] as const))('every docs link of %s answers with its document, in its own build', (_key, site) => {
    const files = builtFiles(site);
    for (const href of Object.values(site.docs)) {
      expect(href.startsWith('/')).toBe(true);
      const html = files.get(href.slice(1));
      expect([href, html?.startsWith('<!doctype html>')]).toEqual([href, true]);
      expect(html).toContain(`| ${site.name}</title>`);
    }
    expect(files.size).toBe(Object.keys(site.docs).length);
  });

  it("Hong Kong's only footer link, the agreement document, is the user agreement naming the site", () => {
    const hk = getSite('hk');
    const html = builtFiles(hk).get('docs/agreement.html') ?? '';
    expect(html).toContain('<h1>User agreement</h1>');
    expect(html).toContain(`between you and ${hk.name}`);
    expect(html).toContain(hk.contacts.support);
    // A whole page on its own: no script and no file to load.
    expect(html).not.toMatch(/<script|<link|src=/);
  });
});
