import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ci/system-deps';

/**
 * Runs only the XSS spec and the link corpus, which need no preview server (they serve their own
 * page through `page.route`): `npx playwright test -c tools/xss/playwright.config.ts`.
 */
export default defineConfig({
  testDir: path.resolve(__dirname, '../e2e/specs'),
  testMatch: ['compliance-xss.e2e.ts', 'link-corpus.e2e.ts'],
  outputDir: path.resolve(__dirname, '../../dist/xss-results'),
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  use: { browserName: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
});
