/**
 * `npm run chromatic`: the hosted visual review, when a project token is present
 * (CHROMATIC_PROJECT_TOKEN). Without one it says so and exits 0; CI here runs the local
 * Playwright comparison (`npm run visual`) instead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: no CHROMATIC_PROJECT_TOKEN; skipping the hosted run (npm run visual compares locally).');
  process.exit(0);
}
if (!fs.existsSync('dist/storybook/index.json')) {
  spawnSync('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet'], { stdio: 'inherit' });
}
const run = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
