import path from 'node:path';
import { playwrightConfig } from '../ci/playwright-base';
import { E2E_SITES, e2eBaseUrl, e2ePort } from './sites';

const root = path.resolve(__dirname, '../..');
/** `E2E_SITES=main,eu` runs a subset of the sites (local iteration); CI runs all six. */
const sites = E2E_SITES.filter((site) => !process.env.E2E_SITES || process.env.E2E_SITES.split(',').includes(site));
process.env.E2E_BASE_URL ??= e2eBaseUrl('main');

/**
 * e2e against the production build of every site behind nginx (`npm run preview`), one project
 * per site. Shared specs (libs/*\/e2e and tools/e2e/specs) run against main; tools/e2e/all-sites
 * runs against every site.
 */
export default playwrightConfig({
  testDir: root,
  resultsDir: 'e2e-results',
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{projectName}/{arg}{ext}',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  use: {
    trace: 'off',
    screenshot: 'off',
  },
  // `E2E_PART=phones` runs only the phone-width walk (its own stage in npm test); otherwise it is left out.
  testIgnore: process.env.E2E_PART === 'phones' ? [] : ['**/all-sites/phones.e2e.ts', '**/specs/phones-main.e2e.ts'],
  projects: sites.map((site) => ({
    name: site,
    testMatch:
      site === 'main'
        ? ['apps/main/e2e/**/*.e2e.ts', 'libs/*/e2e/**/*.e2e.ts', 'tools/e2e/specs/**/*.e2e.ts', 'tools/e2e/all-sites/**/*.e2e.ts']
        : [`apps/${site}/e2e/**/*.e2e.ts`, 'tools/e2e/all-sites/**/*.e2e.ts'],
    use: { baseURL: e2eBaseUrl(site) },
    ...(process.env.E2E_PART === 'phones' && {
      testMatch: ['tools/e2e/all-sites/phones.e2e.ts', ...(site === 'main' ? ['tools/e2e/specs/phones-main.e2e.ts'] : [])],
    }),
  })),
  webServer: sites.map((site) => ({
    command: `npx tsx tools/preview/preview.ts`,
    cwd: root,
    env: { SITE: site, PORT: String(e2ePort(site)) },
    url: `http://127.0.0.1:${e2ePort(site)}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
