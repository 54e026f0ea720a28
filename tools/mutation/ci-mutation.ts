/**
 * The `mutation` stage of npm test: Stryker, incremental from the committed incremental file, over
 * the in-scope files it records results for, plus up to NEW_FILES_PER_RUN in-scope files it does
 * not record yet (a new rules file is tested from its first change). More unrecorded files than
 * that means no full run was committed: the stage names them and tests the recorded ones, since
 * testing thousands of new mutants would take CI well past its budget.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inScopeFiles } from './scope.cjs';

const root = path.resolve(__dirname, '../..');
const INCREMENTAL = path.join(__dirname, 'stryker-incremental.json');
/** How many unrecorded in-scope files one CI run takes on ("a change touching a few rules files"). */
const NEW_FILES_PER_RUN = 3;

const recorded = new Set(
  fs.existsSync(INCREMENTAL) ? Object.keys((JSON.parse(fs.readFileSync(INCREMENTAL, 'utf8')) as { files: Record<string, unknown> }).files) : [],
);
const inScope = inScopeFiles(root);
const unrecorded = inScope.filter((file) => !recorded.has(file));
const taken = unrecorded.length <= NEW_FILES_PER_RUN ? unrecorded : [];
if (taken.length < unrecorded.length) {
  console.warn(
    `[mutation] ${unrecorded.length} in-scope files have no recorded results; this run tests the ${inScope.length - unrecorded.length} recorded ones.\n` +
      `  Run \`npm run mutation\` once (about 1 s per mutant on a quiet machine) and commit tools/mutation/stryker-incremental.json:\n  ${unrecorded.join('\n  ')}`,
  );
}
const mutate = inScope.filter((file) => recorded.has(file) || taken.includes(file));
const run = spawnSync('npx', ['stryker', 'run', 'tools/mutation/stryker.config.mjs', '--mutate', mutate.join(',')], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
