/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readRecord, recordedSources, recordScore, staleFiles, strayFiles, unrecordedFiles, type IncrementalReport } from './mutation-record';
import { inScopeFiles, mutationThresholds, testsFor } from './scope.cjs';

/**
 * The committed incremental file (Stryker's last results) describes the sources and tests as they
 * were when it was written; a rerun tests only the mutants whose code or covering tests changed
 * since. Once it describes other sources than the tree's, CI reruns those files on every run:
 * refresh it with `npm run mutation` and commit it.
 */
const root = path.resolve(__dirname, '../..');
const REFRESH = 'refresh it: `npm run mutation`, then commit tools/mutation/stryker-incremental.json';

/** Fails naming every file that differs, and the command that refreshes the record. */
function expectNone(what: string, files: string[]): void {
  if (files.length > 0) throw new Error(`${what}:\n  ${files.join('\n  ')}\n${REFRESH}`);
}

describe('the committed incremental file of mutation testing', () => {
  const report = readRecord();

  it('records results for in-scope files only, each one still there', () => {
    expect(recordedSources(root, report).files.size).toBeGreaterThan(0);
    expectNone('in the incremental file but not in scope (or gone)', strayFiles(root, report));
  });

  it('records each of its files, with its tests, as they are in the tree', () => {
    expectNone('changed (or its tests changed) since the incremental file was written', staleFiles(root, report));
  });

  it("holds a score at or over the stage's threshold (scope.json)", () => {
    expect(recordScore(root, report).score).toBeGreaterThanOrEqual(mutationThresholds.break);
  });
});

describe('the record', () => {
  const file = (source: string, statuses: string[]) => ({ source, mutants: statuses.map((status) => ({ status })) });

  it("scores as Stryker does: killed and timed out over those and the survivors and uncovered; ignored and erroring mutants do not count", () => {
    const report: IncrementalReport = {
      files: {
        'a.ts': file('', ['Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError', 'RuntimeError']),
        'b.ts': file('', ['Survived']),
      },
    };
    expect(recordScore(root, report).score).toBeCloseTo(50);
    expect(recordScore(root, report, ['a.ts']).score).toBeCloseTo(60);
    expect(recordScore(root, { files: {} }).score).toBe(100);
  });

  it('calls a recorded file stale when it changed, or when one of its tests changed or is not recorded', () => {
    const [first] = inScopeFiles(root);
    const tests = testsFor(root, [first]);
    const recordOf = (source: string | undefined, testSource: (test: string) => string | undefined): IncrementalReport => ({
      files: source === undefined ? {} : { [first]: file(source, []) },
      testFiles: Object.fromEntries(tests.flatMap((test) => (testSource(test) === undefined ? [] : [[test, { source: testSource(test) }]]))),
    });
    const current = fs.readFileSync(path.join(root, first), 'utf8');
    const currentTest = (test: string) => fs.readFileSync(path.join(root, test), 'utf8');
    expect(staleFiles(root, recordOf(current, currentTest))).not.toContain(first);
    expect(staleFiles(root, recordOf(undefined, currentTest))).not.toContain(first);
    expect(unrecordedFiles(root, recordOf(undefined, currentTest))).toContain(first);
    expect(unrecordedFiles(root, recordOf(current, currentTest))).not.toContain(first);
    expect(staleFiles(root, recordOf(`${current}\n// changed`, currentTest))).toContain(first);
    expect(staleFiles(root, recordOf(current, (test) => `${currentTest(test) ?? ''}\n// changed`))).toContain(first);
    expect(staleFiles(root, recordOf(current, () => undefined))).toContain(first);
  });
});
