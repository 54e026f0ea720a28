/**
 * The one base of every Playwright config in the repository: Debian's Chromium with the one flag
 * list, results under dist/, the failures reporter beside the list, a retry on CI. Each config
 * names only what is its own (which specs, its server, its timeouts).
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './system-deps';
import { toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

/** What a config gives the base: its own settings, and the folder under dist/ its results go to. */
export type PlaywrightConfigOptions = Omit<PlaywrightTestConfig, 'outputDir'> & {
  /** Folder under dist/ for traces and failure output, e.g. `e2e-results`. */
  resultsDir: string;
};

/** A Playwright config on the shared base; `use` is merged, everything else given wins. */
export function playwrightConfig({ resultsDir, use, ...own }: PlaywrightConfigOptions): PlaywrightTestConfig {
  return defineConfig({
    outputDir: path.join(root, 'dist', resultsDir),
    // A stray test.only must not shrink CI's run to one test.
    forbidOnly: !!toolsEnv('CI'),
    retries: toolsEnv('CI') ? 1 : 0,
    reporter: [['list'], [path.join(__dirname, 'failures-reporter.ts')]],
    ...own,
    use: {
      browserName: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      ...use,
    },
  });
}
