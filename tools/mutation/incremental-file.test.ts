/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { isInScope } from './scope.cjs';

/**
 * The committed incremental file (Stryker's last results) describes the sources and tests as they
 * were when it was written; a rerun tests only the mutants whose code or covering tests changed
 * since. Once it describes other sources than the tree's, CI reruns those mutants on every run:
 * refresh it with `npm run mutation` and commit it. (An in-scope file it does not record yet is
 * not stale: the next run tests all of that file's mutants and records them.)
 */
const root = path.resolve(__dirname, '../..');
const INCREMENTAL = path.join(__dirname, 'stryker-incremental.json');
const REFRESH = 'refresh it: `npm run mutation`, then commit tools/mutation/stryker-incremental.json';

interface IncrementalReport {
  files: Record<string, { source: string; mutants: unknown[] }>;
  testFiles?: Record<string, { source?: string }>;
}

const report = JSON.parse(fs.readFileSync(INCREMENTAL, 'utf8')) as IncrementalReport;
const relative = (name: string) => (path.isAbsolute(name) ? path.relative(root, name) : name).split(path.sep).join('/');
const current = (file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined);

/** Fails naming every file that differs, and the command that refreshes the record. */
function expectNone(what: string, files: string[]): void {
  if (files.length > 0) throw new Error(`${what}:\n  ${files.join('\n  ')}\n${REFRESH}`);
}

describe('the committed incremental file of mutation testing', () => {
  const recorded = new Map(Object.entries(report.files).map(([name, file]) => [relative(name), file.source]));
  const recordedTests = new Map(Object.entries(report.testFiles ?? {}).map(([name, file]) => [relative(name), file.source]));

  it('records results for in-scope files only, each one still there', () => {
    expect(recorded.size).toBeGreaterThan(0);
    expectNone('in the incremental file but not in scope (or gone)', [...recorded.keys()].filter((file) => !isInScope(file) || current(file) === undefined));
  });

  it('records each of its files as it is in the tree', () => {
    expectNone('changed since the incremental file was written', [...recorded].filter(([file, source]) => current(file) !== source).map(([file]) => file));
  });

  it('records each test it ran as it is in the tree', () => {
    expect(recordedTests.size).toBeGreaterThan(0);
    expectNone('tests changed since the incremental file was written', [...recordedTests].filter(([file, source]) => source !== undefined && current(file) !== source).map(([file]) => file));
  });
});
