import { expect, test, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineSiteSmoke } from '../e2e/site-smoke';
import { ENVIRONMENTS, RELEASE_CONTROL_PORT, RELEASE_VERSIONS } from './serve-release';

const root = path.resolve(__dirname, '../..');
const work = (version: string) => path.join(root, 'dist/release/work', `main-${version}`);

interface Manifest {
  version: string;
  files: Array<{ path: string; sha256: string; bytes: number }>;
}
const manifestOf = (version: string) => JSON.parse(fs.readFileSync(path.join(work(version), 'manifest.json'), 'utf8')) as Manifest;

async function switchTo(label: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${RELEASE_CONTROL_PORT}/switch/${label}`, { method: 'POST' });
  expect(response.status, await response.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => switchTo('current'));

// The site smoke, served from the unpacked tarball with only its packaged config.
defineSiteSmoke('main');

test.describe('the release tarball', () => {
  test('its manifest hashes match its files, no served file names a source map, no bundle holds the mock toolbar', () => {
    const version = RELEASE_VERSIONS.current;
    const manifest = manifestOf(version);
    expect(manifest.version).toBe(version);
    const wrong = manifest.files.filter((file) => {
      const data = fs.readFileSync(path.join(work(version), file.path));
      return crypto.createHash('sha256').update(data).digest('hex') !== file.sha256;
    });
    expect(wrong).toEqual([]);
    const served = manifest.files.filter((file) => file.path.startsWith('static/'));
    expect(served.filter((file) => file.path.endsWith('.map'))).toEqual([]);
    const text = served.filter((file) => /\.(js|css|html)$/.test(file.path));
    const naming = text.filter((file) => fs.readFileSync(path.join(work(version), file.path), 'utf8').includes('sourceMappingURL'));
    expect(naming).toEqual([]);
    const toolbar = text.filter((file) => /Mock scenario|mock_scenario|__mock\/login/.test(fs.readFileSync(path.join(work(version), file.path), 'utf8')));
    expect(toolbar.map((file) => file.path)).toEqual([]);
    expect(served.some((file) => file.path.endsWith('.js.br'))).toBe(true);
    expect(served.some((file) => file.path.endsWith('.js.gz'))).toBe(true);
  });

  for (const [label, environment] of [
    ['current', 'production'],
    ['current-staging', 'staging'],
  ] as const) {
    test(`one tarball, ${environment} environment: the served CSP and the page follow its file`, async ({ request }) => {
      await switchTo(label);
      const { ws, cdn } = ENVIRONMENTS[environment];
      const response = await request.get('/');
      const csp = response.headers()['content-security-policy'];
      expect(csp).toContain(`connect-src 'self' ${cdn} ${ws}`);
      const other = environment === 'production' ? ENVIRONMENTS.staging : ENVIRONMENTS.production;
      expect(csp).not.toContain(other.ws);
      const html = await response.text();
      const block = /<script type="application\/json" id="exchange-env">([^<]+)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(block ?? '{}')).toMatchObject({ cdnBase: cdn, ws: { spot: `${ws}/v4/ws/spot` } });
      await switchTo('current');
    });
  }
});

/** Script and catalogue URLs one page load fetched. */
async function loadAndRecord(page: Page): Promise<{ scripts: string[]; catalogues: string[] }> {
  const scripts: string[] = [];
  const catalogues: string[] = [];
  const onRequest = (request: { url: () => string; resourceType: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/locales/')) catalogues.push(url.pathname);
    else if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.push(url.pathname);
  };
  page.on('request', onRequest);
  await page.goto('/zh/fee');
  await expect(page.getByTestId('site-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return { scripts, catalogues };
}

test('deploys and rollbacks never mix builds: N, then N-1, then N again, for a returning visitor', async ({ page }) => {
  const files = (version: string) => new Set(manifestOf(version).files.map((file) => `/${file.path.replace(/^static\//, '')}`));
  const steps = [
    ['current', RELEASE_VERSIONS.current, RELEASE_VERSIONS.previous],
    ['previous', RELEASE_VERSIONS.previous, RELEASE_VERSIONS.current],
    ['current', RELEASE_VERSIONS.current, RELEASE_VERSIONS.previous],
  ] as const;
  for (const [label, live, other] of steps) {
    await switchTo(label);
    const { scripts, catalogues } = await loadAndRecord(page);
    const own = files(live);
    const others = files(other);
    expect(scripts.length, `${live}: scripts loaded`).toBeGreaterThan(0);
    expect(scripts.filter((script) => !own.has(script)), `${live}: scripts of another build`).toEqual([]);
    // The two builds differ, and this load ran the live one's own code.
    expect(scripts.some((script) => own.has(script) && !others.has(script)), `${live}: a script only ${live} has`).toBe(true);
    expect(catalogues.length, `${live}: catalogues loaded`).toBeGreaterThan(0);
    expect(catalogues.filter((url) => !url.startsWith(`/locales/${live}/`)), `${live}: catalogues of another build`).toEqual([]);
  }
});
