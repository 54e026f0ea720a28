import path from 'node:path';
import { playwrightConfig } from '../ci/playwright-base';
import { toolsEnv, toolsEnvNumber } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
const port = toolsEnvNumber('VISUAL_PORT', 27201);
/** The static Storybook build to shoot (`STORYBOOK_DIR` lets two checkouts' builds coexist). */
const storybookDir = toolsEnv('STORYBOOK_DIR') ?? 'dist/storybook';

/**
 * Visual regression: a screenshot of every Storybook story (the static build in dist/storybook)
 * compared with the committed baselines. Animations are disabled and fonts come from packages,
 * so a rerun on the same browser gives zero diffs. `threshold` ignores anti-aliasing noise
 * (colour distance per pixel); `maxDiffPixels: 0` makes any moved edge fail.
 * Update baselines on purpose with: npx playwright test -c tools/visual/playwright.config.ts --update-snapshots
 */
export default playwrightConfig({
  testDir: __dirname,
  testMatch: ['*.visual.ts'],
  resultsDir: 'visual-results',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  timeout: 30_000,
  workers: 2,
  // As in e2e: one retry in CI absorbs a canvas that painted a frame late on a loaded 2-core
  // machine; a real change fails both tries.
  fullyParallel: true,
  updateSnapshots: toolsEnv('CI') ? 'none' : 'missing',
  // A loaded 2-core machine can take seconds for one stable screenshot (a real diff is reported
  // when this runs out).
  expect: { timeout: 15_000, toHaveScreenshot: { threshold: 0.2, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `npx tsx tools/visual/serve-static.ts ${storybookDir} ${port}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
