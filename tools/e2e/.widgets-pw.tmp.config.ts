import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ci/system-deps';

export default defineConfig({
  testDir: '/work/main/tools/e2e/specs',
  testMatch: ['widgets.e2e.ts'],
  outputDir: '/tmp/widgets-e2e-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL: 'http://localhost:47902',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
