import { expect, test } from '@playwright/test';
import corpus from '../../../libs/platform/src/links/fixtures/link-corpus.json';
import { buildXssHarness } from '../../../tools/xss/build-harness';

/**
 * The link policy in real Chromium against the committed corpus of URL-parser tricks (the same
 * cases the unit stage runs in jsdom): every case gives the expected href, and an anchor carrying
 * a same-site result, clicked for real, stays on the site's host.
 */

const ORIGIN = corpus.origin;
let bundle = '';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  bundle = await buildXssHarness();
});

test('every trick of the link corpus gives the expected link in Chromium, and no path leaves the site', async ({ page }) => {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: bundle });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><script src="/harness.js"></script><body></body>' });
  });
  await page.route(/^(?!https:\/\/www\.exchange\.test\/).*/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${ORIGIN}/`);
  const results = await page.evaluate(
    ({ cases, externalHosts, origin }) => {
      const policy = (window as unknown as { xssHarness: { resolveLink(url: string, options: object): { kind: string; href: string } | null } }).xssHarness;
      return cases.map((c) => {
        const link = policy.resolveLink(c.input, { origin, native: true, contact: true, externalHosts });
        let host = '';
        if (link?.kind === 'path') {
          const anchor = document.createElement('a');
          anchor.href = link.href;
          host = anchor.host;
        }
        return { id: c.id, input: c.input, got: link?.href ?? null, kind: link?.kind ?? null, host };
      });
    },
    { cases: corpus.cases, externalHosts: corpus.externalHosts, origin: ORIGIN },
  );
  expect(results.length).toBeGreaterThanOrEqual(100);
  const wrong = results.filter((r, i) => r.got !== corpus.cases[i].expect).map((r, i) => `${r.id} ${JSON.stringify(r.input)}: ${JSON.stringify(r.got)} (expected ${JSON.stringify(corpus.cases[i].expect)})`);
  expect(wrong).toEqual([]);
  expect(results.filter((r) => r.kind === 'path' && r.host !== new URL(ORIGIN).host).map((r) => r.id)).toEqual([]);

  // The reported `//` forms, followed for real: a click on each result lands on the site.
  for (const input of ['/.//evil.example/login', `${ORIGIN}//evil.example`, '/a/..//evil.example', '/%2e//evil.example', '/https://evil.example/']) {
    const href = results.find((r) => r.input === input)?.got ?? null;
    if (href === null) continue;
    await page.goto(`${ORIGIN}/`);
    await page.evaluate((h) => {
      const anchor = document.createElement('a');
      anchor.href = h;
      anchor.textContent = 'go';
      document.body.append(anchor);
    }, href);
    await Promise.all([page.waitForURL(/./), page.click('a')]);
    expect(new URL(page.url()).origin).toBe(ORIGIN);
  }
});
