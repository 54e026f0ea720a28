import { expect, test, type Page } from '@playwright/test';
import vectors from '../../../libs/shell/src/sanitiser/fixtures/xss-vectors.json';
import { buildXssHarness } from '../../../tools/xss/build-harness';

/**
 * The notice sanitiser in real Chromium against the DOMPurify fixtures and the OWASP filter
 * evasion vectors (libs/shell/src/sanitiser/fixtures, see ATTRIBUTION.md): every vector is
 * sanitised, inserted into a live document, poked with the events handlers listen to, and must
 * cause zero script executions (alert, confirm, prompt, print and a global flag hooked) and leave
 * no javascript:, data: or off-origin link or router target.
 */

const ORIGIN = 'https://exchange.test';
let bundle = '';

// 200+ vectors in one page take longer than the suite's default 30 s.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  bundle = await buildXssHarness();
});

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><script>
  window.__calls = [];
  window.__xss = 0;
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = (...args) => { window.__calls.push(name + ':' + String(args[0])); };
  }
</script><script src="/harness.js"></script></head><body><div id="out"></div></body></html>`;

async function openHarness(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: bundle });
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    return route.fulfill({ status: 404, body: '' });
  });
  // Nothing leaves the test: off-origin loads (e.g. sanitised https images) get an empty answer.
  await page.route(/^(?!https:\/\/exchange\.test\/).*/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${ORIGIN}/`);
}

/** Inserts HTML (sanitised or, for the control, raw), fires the usual triggers, returns what ran. */
async function insertAndPoke(page: Page, html: string, sanitise: boolean): Promise<{ calls: string[]; flag: number; unsafe: string[] }> {
  return page.evaluate(
    async ({ html: input, sanitise: clean, origin }) => {
      const w = window as unknown as {
        __calls: string[];
        __xss: number;
        xssHarness: { sanitize(h: string, o: string, l: Array<{ key: string; link: string }>): string };
      };
      const out = document.getElementById('out')!;
      out.innerHTML = clean ? w.xssHarness.sanitize(input, origin, [{ key: 'XSS', link: input }]) : input;
      for (const element of Array.from(out.querySelectorAll('*'))) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin', 'load', 'error', 'toggle', 'animationstart', 'transitionend', 'begin']) {
          element.dispatchEvent(new Event(type, { bubbles: true }));
        }
        if (element instanceof HTMLElement) element.focus();
      }
      await new Promise((resolve) => setTimeout(resolve, 60));
      const unsafe: string[] = [];
      for (const element of Array.from(out.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) unsafe.push(`${element.tagName} ${attribute.name}`);
        }
        if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'BASE', 'META', 'LINK', 'FORM', 'FRAME'].includes(element.tagName)) unsafe.push(element.tagName);
        const href = element.getAttribute('href');
        if (href !== null) {
          const url = new URL(href, origin);
          if (!(url.origin === origin || ['mailto:', 'tel:', 'gateio:'].includes(url.protocol))) unsafe.push(`href ${href}`);
        }
        const src = element.getAttribute('src');
        if (src !== null && !/^https?:$/.test(new URL(src, origin).protocol)) unsafe.push(`src ${src}`);
      }
      out.innerHTML = '';
      return { calls: [...w.__calls], flag: w.__xss, unsafe };
    },
    { html, sanitise, origin: ORIGIN },
  );
}

test('the detector sees a script execution when nothing sanitises (control)', async ({ page }) => {
  await openHarness(page);
  const result = await insertAndPoke(page, '<img src="/missing.png" onerror="window.__xss++; alert(1)">', false);
  // The handler runs for the synthetic error event and again for the real failed load.
  expect(result.flag).toBeGreaterThan(0);
  expect(result.calls).toContain('alert:1');
});

test(`zero script executions and no unsafe target over ${vectors.vectors.length} vectors`, async ({ page }) => {
  await openHarness(page);
  const failures: string[] = [];
  for (const vector of vectors.vectors) {
    const result = await insertAndPoke(page, vector.payload, true);
    if (result.calls.length || result.flag || result.unsafe.length) {
      failures.push(`${vector.id}: ${JSON.stringify(result)}`);
    }
  }
  // Anything that ran late (timers, navigations) would show up here.
  const late = await page.evaluate(() => {
    const w = window as unknown as { __calls: string[]; __xss: number };
    return { calls: w.__calls, flag: w.__xss };
  });
  expect(failures).toEqual([]);
  expect(late).toEqual({ calls: [], flag: 0 });
  expect(new URL(page.url()).origin).toBe(ORIGIN);
});

test('routers: no vector gives a script, data or off-origin target', async ({ page }) => {
  await openHarness(page);
  const bad = await page.evaluate(
    ({ list, origin }) => {
      const h = (window as unknown as { xssHarness: { safeRouterTarget(u: string, o: string): string | null } }).xssHarness;
      return list
        .map((payload) => [payload, h.safeRouterTarget(payload, origin)] as const)
        .filter(([, target]) => target !== null && !(target.startsWith('/') && new URL(target, origin).origin === origin));
    },
    { list: vectors.vectors.map((v) => v.payload), origin: ORIGIN },
  );
  expect(bad).toEqual([]);
});
