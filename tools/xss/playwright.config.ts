import path from 'node:path';
import { playwrightConfig } from '../ci/playwright-base';

/**
 * Runs only the XSS spec, which needs no preview server (it serves its own page through
 * `page.route`): `npx playwright test -c tools/xss/playwright.config.ts`.
 */
export default playwrightConfig({
  testDir: path.resolve(__dirname, '../../apps/main/e2e'),
  testMatch: ['compliance-xss.e2e.ts'],
  resultsDir: 'xss-results',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  retries: 0,
});
