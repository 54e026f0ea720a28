import path from 'node:path';
import { playwrightConfig } from '../ci/playwright-base';

/**
 * Runs only the XSS spec and the link corpus, which need no preview server (they serve their own
 * page through `page.route`): `npx playwright test -c tools/xss/playwright.config.ts`.
 */
export default playwrightConfig({
  testDir: path.resolve(__dirname, '../../apps/main/e2e'),
  testMatch: ['compliance-xss.e2e.ts', 'link-corpus.e2e.ts'],
  resultsDir: 'xss-results',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  retries: 0,
});
