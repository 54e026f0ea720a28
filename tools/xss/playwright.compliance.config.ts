import path from 'node:path';
import { playwrightConfig } from '../ci/playwright-base';
import { toolsEnv } from '../env/tools-env';

/**
 * Runs the compliance specs against a preview that is already running (no web server started):
 * `SITE=main PORT=47901 npx tsx tools/preview/preview.ts` in one shell, then
 * `E2E_BASE_URL=http://localhost:47901 npx playwright test -c tools/xss/playwright.compliance.config.ts`.
 */
export default playwrightConfig({
  testDir: path.resolve(__dirname, '../../apps/main/e2e'),
  testMatch: ['compliance*.e2e.ts'],
  resultsDir: 'compliance-e2e-results',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  workers: 1,
  reporter: [['list']],
  retries: 0,
  use: {
    baseURL: toolsEnv('E2E_BASE_URL') ?? 'http://localhost:47901',
  },
});
