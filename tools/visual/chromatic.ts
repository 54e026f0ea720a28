/**
 * `npm run chromatic`: the hosted visual review, when a project token is present
 * (CHROMATIC_PROJECT_TOKEN). Without one it says so and exits 0; CI here runs the local
 * Playwright comparison (`npm run visual`) instead.
 *
 * TurboSnap (`onlyChanged` in chromatic.config.json) snapshots only the stories a change touches,
 * which it reads from the build's stats file: the Storybook build is made with `--stats-json`, and
 * a build without the file is made again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { toolsEnv } from '../env/tools-env';

/** The Storybook build Chromatic uploads, and the stats file TurboSnap reads in it. */
export const STORYBOOK_DIR = 'dist/storybook';
export const STATS_FILE = path.join(STORYBOOK_DIR, 'preview-stats.json');
/** The build command: the same flags as `npm run build-storybook` and the build-storybook stage. */
export const STORYBOOK_BUILD_ARGS = ['storybook', 'build', '-o', STORYBOOK_DIR, '--quiet', '--stats-json', STORYBOOK_DIR];

function main(): void {
  if (!toolsEnv('CHROMATIC_PROJECT_TOKEN')) {
    console.log('chromatic: no CHROMATIC_PROJECT_TOKEN; skipping the hosted run (npm run visual compares locally).');
    process.exit(0);
  }
  if (!fs.existsSync(path.join(STORYBOOK_DIR, 'index.json')) || !fs.existsSync(STATS_FILE)) {
    spawnSync('npx', STORYBOOK_BUILD_ARGS, { stdio: 'inherit' });
  }
  const run = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json', '--storybook-build-dir', STORYBOOK_DIR], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

if (require.main === module) main();
