import path from 'node:path';
import { playwrightConfig } from '../ci/playwright-base';
import { getSite } from '@exchange/site-registry';
import { E2E_SITES, e2eBaseUrl, e2ePort, HIDES_REFERRAL_TAG } from './sites';
import { setToolsEnv, toolsEnv } from '../env/tools-env';
import { ALL_SERVING } from '../preview/preview-sites';

const root = path.resolve(__dirname, '../..');
/** `E2E_SITES=main,eu` runs a subset of the sites (local iteration); CI runs all six. */
const only = toolsEnv('E2E_SITES')?.split(',');
const sites = E2E_SITES.filter((site) => !only || only.includes(site));
if (!toolsEnv('E2E_BASE_URL')) setToolsEnv('E2E_BASE_URL', e2eBaseUrl('main'));

/**
 * e2e against the production build of every site behind nginx (`npm run preview`), one project
 * per site. A spec that runs on one site lives in that app's e2e/ folder (apps/<site>/e2e); a spec
 * that runs on every site lives in tools/e2e/all-sites. tools/e2e holds no other spec, only helpers.
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
  testIgnore: toolsEnv('E2E_PART') === 'phones' ? [] : ['**/all-sites/phones.e2e.ts', '**/apps/main/e2e/phones-main.e2e.ts'],
  projects: sites.map((site) => ({
    name: site,
    testMatch: [`apps/${site}/e2e/**/*.e2e.ts`, 'tools/e2e/all-sites/**/*.e2e.ts'],
    use: { baseURL: e2eBaseUrl(site) },
    // Tests that need a site hiding referral run on those sites only.
    ...(!getSite(site).hiddenReferral && { grepInvert: new RegExp(HIDES_REFERRAL_TAG) }),
    ...(toolsEnv('E2E_PART') === 'phones' && {
      testMatch: ['tools/e2e/all-sites/phones.e2e.ts', ...(site === 'main' ? ['apps/main/e2e/phones-main.e2e.ts'] : [])],
    }),
  })),
  // One web server starting every site's preview side by side (six start-ups in a row were half a
  // minute of the stage); it prints its line once each site answers through nginx. The preview
  // builds are Nx's (tools:ci-e2e depends on build-preview). Each preview prints when it is ready
  // and how long it took: a timeout names the site and the step that held it.
  webServer: {
    command: 'node --import tsx tools/preview/preview-sites.ts',
    cwd: root,
    env: { PREVIEWS: sites.map((site) => `${site}:${e2ePort(site)}`).join(','), PREVIEW_DIST_ROOT: path.join(root, 'dist/preview') },
    url: `http://127.0.0.1:${e2ePort(sites[0])}/`,
    wait: { stdout: new RegExp(ALL_SERVING) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
