import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ci/system-deps';
import { E2E_SITES, e2eBaseUrl, e2ePort } from './sites';
import { setToolsEnv, toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
/** `E2E_SITES=main,eu` runs a subset of the sites (local iteration); CI runs all six. */
const only = toolsEnv('E2E_SITES')?.split(',');
const sites = E2E_SITES.filter((site) => !only || only.includes(site));
if (!toolsEnv('E2E_BASE_URL')) setToolsEnv('E2E_BASE_URL', e2eBaseUrl('main'));

/**
 * e2e against the production build of every site behind nginx (`npm run preview`), one project
 * per site. Shared specs (libs/*\/e2e and tools/e2e/specs) run against main; tools/e2e/all-sites
 * runs against every site.
 */
export default defineConfig({
  // A stray test.only must not shrink CI's run to one test.
  forbidOnly: !!process.env.CI,
  testDir: root,
  outputDir: path.join(root, 'dist/e2e-results'),
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{projectName}/{arg}{ext}',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: toolsEnv('CI') ? 1 : 0,
  reporter: [['list'], [path.join(__dirname, '../ci/failures-reporter.ts')]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'off',
  },
  // `E2E_PART=phones` runs only the phone-width walk (its own stage in npm test); otherwise it is left out.
  testIgnore: toolsEnv('E2E_PART') === 'phones' ? [] : ['**/all-sites/phones.e2e.ts', '**/specs/phones-main.e2e.ts'],
  projects: sites.map((site) => ({
    name: site,
    testMatch:
      site === 'main'
        ? ['apps/main/e2e/**/*.e2e.ts', 'libs/*/e2e/**/*.e2e.ts', 'tools/e2e/specs/**/*.e2e.ts', 'tools/e2e/all-sites/**/*.e2e.ts']
        : [`apps/${site}/e2e/**/*.e2e.ts`, 'tools/e2e/all-sites/**/*.e2e.ts'],
    use: { baseURL: e2eBaseUrl(site) },
    ...(toolsEnv('E2E_PART') === 'phones' && {
      testMatch: ['tools/e2e/all-sites/phones.e2e.ts', ...(site === 'main' ? ['tools/e2e/specs/phones-main.e2e.ts'] : [])],
    }),
  })),
  webServer: sites.map((site) => ({
    command: `npx tsx tools/preview/preview.ts`,
    cwd: root,
    // The preview build (Nx builds it before this stage: tools:ci-e2e depends on build-preview).
    env: { SITE: site, PORT: String(e2ePort(site)), PREVIEW_DIST: path.join(root, 'dist/preview', site) },
    url: `http://127.0.0.1:${e2ePort(site)}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
