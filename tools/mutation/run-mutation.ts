/**
 * `npm run mutation`: StrykerJS over the in-scope files (scope.json), one file per Stryker run,
 * each run with only that file's tests (scope.cjs testsFor). One run over every file took hours:
 * a static mutant (a module-level constant or pattern) is covered by no single test, so Stryker
 * runs all the tests related to its file, and through the libs' front doors nearly every in-scope
 * test is related to every in-scope file. Run per file, a static mutant runs that file's tests.
 *
 * Without `--force` it tests only the stale files (changed, or with changed tests, since the
 * committed incremental file; mutation-record.ts), and within them only the mutants whose code or
 * covering tests changed. Every run keeps the other files' results in the incremental file, so the
 * last run's HTML report (dist/mutation/index.html) covers every file.
 *
 *   npm run mutation [-- --force] [--concurrency 2] [--files a.ts,b.ts]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Stryker } from '@stryker-mutator/core';
import { readRecord, recordScore, staleFiles, unrecordedFiles } from './mutation-record';
import { inScopeFiles, staticIgnoredFiles, testsFor } from './scope.cjs';

const root = path.resolve(__dirname, '../..');

type PartialStrykerOptions = ConstructorParameters<typeof Stryker>[0];

/** What `npm run mutation` was asked for. */
export interface MutationArgs {
  force: boolean;
  concurrency?: number;
  /** In-scope files the record does not hold yet are tested only when there are at most this many (CI: a new rules file or two). */
  newFiles?: number;
  files?: string[];
}

/** Reads `--force`, `--concurrency N` and `--files a,b`; anything else is refused. */
export function parseMutationArgs(argv: readonly string[]): MutationArgs {
  const args: MutationArgs = { force: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[(i += 1)];
    if (flag === '--force') args.force = true;
    else if (flag === '--concurrency') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error('--concurrency needs a whole number of runners, 1 or more');
      args.concurrency = n;
    } else if (flag === '--new-files') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error('--new-files needs a whole number of files, 0 or more');
      args.newFiles = n;
    } else if (flag === '--files') {
      const list = value();
      if (!list) throw new Error('--files needs a comma-separated list of in-scope files');
      args.files = list.split(',').filter(Boolean);
    } else throw new Error(`unknown option ${argv[i]} (npm run mutation [-- --force] [--concurrency N] [--files a.ts,b.ts] [--new-files N])`);
  }
  return args;
}

/** The Stryker options of one file's run: the config's, that file's mutants and tests, reporters as asked. */
export function fileRunOptions(
  base: PartialStrykerOptions,
  file: string,
  tests: readonly string[],
  last: boolean,
  args: MutationArgs,
  ignoreStaticIn: readonly string[] = staticIgnoredFiles,
): PartialStrykerOptions {
  const jest = (base.jest ?? {}) as Record<string, unknown>;
  return {
    ...base,
    mutate: [file],
    // scope.json names the files whose static mutants cost hours, with its reason; the report counts them as ignored.
    ...(ignoreStaticIn.includes(file) && { ignoreStatic: true }),
    force: args.force,
    ...(args.concurrency && { concurrency: args.concurrency }),
    jest: { ...jest, config: { testMatch: tests.map((test) => `<rootDir>/${test}`) } },
    // The score is checked once, over the record (below): a run's own may count files not tested yet.
    thresholds: { ...base.thresholds, break: null },
    // Each run logs warnings only; the HTML report once, by the last run (it holds every file).
    logLevel: 'warn' as PartialStrykerOptions['logLevel'],
    reporters: last ? ['html', 'json', 'clear-text'] : ['json'],
  };
}

async function main(): Promise<void> {
  const args = parseMutationArgs(process.argv.slice(2));
  const configUrl = pathToFileURL(path.join(__dirname, 'stryker.config.mjs')).href;
  const base = ((await import(configUrl)) as { default: PartialStrykerOptions }).default;
  // Stryker's core is ESM only: imported when run, not at load (the unit tests load this file).
  const { Stryker } = await import('@stryker-mutator/core');
  const inScope = inScopeFiles(root);
  const unknown = (args.files ?? []).filter((file) => !inScope.includes(file));
  if (unknown.length > 0) throw new Error(`not in scope (tools/mutation/scope.json): ${unknown.join(', ')}`);
  const record = readRecord();
  const unrecorded = unrecordedFiles(root, record);
  // More unrecorded files than --new-files means no full run is committed: name them, test none
  // (thousands of never-run mutants would run CI past its budget).
  const taken = args.newFiles === undefined || unrecorded.length <= args.newFiles ? unrecorded : [];
  if (!args.files && !args.force && taken.length < unrecorded.length) {
    console.warn(`[mutation] ${unrecorded.length} in-scope files have no recorded results, more than --new-files allows: none is tested here (\`npm run mutation\` records them):\n  ${unrecorded.filter((file) => !taken.includes(file)).join('\n  ')}`);
  }
  const stale = args.files ?? (args.force ? inScope : inScope.filter((file) => taken.includes(file) || staleFiles(root, record).includes(file)));
  // Nothing stale: one run that reuses every result (no mutant tested) still writes the report.
  const files = stale.length > 0 ? stale : inScope.slice(0, 1);
  const started = Date.now();
  console.log(
    stale.length > 0
      ? `[mutation] ${stale.length} of ${inScope.length} in-scope files to test${args.force ? ' (--force: every mutant)' : ' (changed since the record, or their tests)'}`
      : `[mutation] no file to test (the ${inScope.length - unrecorded.length} recorded ones are as they are): the report is written from the record`,
  );
  for (const [index, file] of files.entries()) {
    const tests = testsFor(root, [file]);
    const fileStarted = Date.now();
    const results = await new Stryker(fileRunOptions(base, file, tests, index === files.length - 1, args)).runMutationTest();
    const tested = results.filter((mutant) => path.relative(root, mutant.fileName).split(path.sep).join('/') === file);
    const { counts, score } = recordScore(root, readRecord(), [file]);
    const seconds = Math.round((Date.now() - fileStarted) / 1000);
    console.log(
      `[mutation] ${index + 1}/${files.length} ${file}: ${tested.length} mutants, ${score.toFixed(2)} % ` +
        `(${counts.Survived ?? 0} survived, ${counts.NoCoverage ?? 0} without coverage), ${tests.length} test files, ${seconds} s`,
    );
  }
  const final = readRecord();
  const { counts, score } = recordScore(root, final);
  const breakAt = base.thresholds?.break ?? 0;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `[mutation] score ${score.toFixed(2)} % over ${Object.keys(final.files).length} files, ${total} mutants ` +
      `(${JSON.stringify(counts)}); break under ${breakAt}; ${Math.round((Date.now() - started) / 1000)} s. Report: dist/mutation/index.html`,
  );
  if (score < breakAt) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[mutation] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
