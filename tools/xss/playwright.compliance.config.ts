import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ci/system-deps';
import { toolsEnv } from '../env/tools-env';

/**
 * Runs the compliance specs against a preview that is already running (no web server started):
 * `SITE=main PORT=47901 npx tsx tools/preview/preview.ts` in one shell, then
 * `E2E_BASE_URL=http://localhost:47901 npx playwright test -c tools/xss/playwright.compliance.config.ts`.
 */
export default defineConfig({
  // A stray test.only must not shrink CI's run to one test.
  forbidOnly: !!process.env.CI,
  testDir: path.resolve(__dirname, '../e2e/specs'),
  testMatch: ['compliance*.e2e.ts'],
  outputDir: path.resolve(__dirname, '../../dist/compliance-e2e-results'),
  timeout: 60_000,
  expect: { timeout: 7_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: toolsEnv('E2E_BASE_URL') ?? 'http://localhost:47901',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
