/**
 * StrykerJS's options for the files that hold spec rules and security policy (scope.json).
 * `npm run mutation` (run-mutation.ts) runs Stryker with them once per in-scope file, each with that
 * file's tests; the incremental file beside this one is committed, so a rerun tests only the
 * mutants whose code or covering tests changed (`npm run mutation -- --force` runs every mutant).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const rel = (file) => path.relative(root, path.join(here, file));
const scope = JSON.parse(fs.readFileSync(path.join(here, 'scope.json'), 'utf8'));

export default {
  packageManager: 'npm',
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner'],
  jest: { projectType: 'custom', configFile: rel('jest.config.cjs'), enableFindRelatedTests: true },
  testRunnerNodeArgs: ['--require', path.join(here, 'node-environment-hook.cjs')],
  // Each mutant runs only the tests that cover it (`--coverageAnalysis off` runs all its file's related tests).
  coverageAnalysis: 'perTest',
  mutate: scope.mutate,
  ignorePatterns: ['dist', '.nx', 'tmp', 'test-results', 'playwright-report', 'tools/visual/baselines', 'coverage'],
  // One test runner: the CI machine's two cores also run Nx's other work (`--concurrency 2` on a quiet machine).
  concurrency: 1,
  incremental: true,
  incrementalFile: rel('stryker-incremental.json'),
  reporters: ['progress', 'html', 'clear-text', 'json'],
  htmlReporter: { fileName: 'dist/mutation/index.html' },
  jsonReporter: { fileName: 'dist/mutation/mutation.json' },
  // The score the stage holds (scope.json): under `break` it fails.
  thresholds: scope.thresholds,
  timeoutMS: 10000,
  // Outside the repository: a sandbox inside it would hand every other jest run a second copy of
  // each workspace package (jest's haste map refuses duplicates). Named after the checkout, not the
  // process: Stryker writes this option into the committed incremental file, so a name that changed
  // with every run would leave the tree changed after each one.
  tempDirName: path.join(os.tmpdir(), `exchange-mutation-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`),
  cleanTempDir: 'always',
  checkers: [],
};
