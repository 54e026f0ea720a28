/**
 * The committed incremental file (tools/mutation/stryker-incremental.json) read as a record: which
 * in-scope files it describes as they are in the tree, and the mutation score it holds. The
 * mutation runner, the CI stage and the test that keeps the file current all read it here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inScopeFiles, isInScope, testsFor } from './scope.cjs';

export const INCREMENTAL_FILE = path.join(__dirname, 'stryker-incremental.json');

/** What of Stryker's incremental report (mutation-testing-report-schema) the record reads. */
export interface IncrementalReport {
  files: Record<string, { source: string; mutants: Array<{ status: string }> }>;
  testFiles?: Record<string, { source?: string }>;
}

/** The committed report, or an empty one when there is none yet. */
export function readRecord(file = INCREMENTAL_FILE): IncrementalReport {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as IncrementalReport) : { files: {}, testFiles: {} };
}

const relative = (root: string, name: string) => (path.isAbsolute(name) ? path.relative(root, name) : name).split(path.sep).join('/');
const current = (root: string, file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined);

/** The record's sources and test sources by path relative to `root`. */
export function recordedSources(root: string, report: IncrementalReport): { files: Map<string, string>; tests: Map<string, string | undefined> } {
  return {
    files: new Map(Object.entries(report.files).map(([name, file]) => [relative(root, name), file.source])),
    tests: new Map(Object.entries(report.testFiles ?? {}).map(([name, file]) => [relative(root, name), file.source])),
  };
}

/** Recorded files that are out of scope or gone. */
export function strayFiles(root: string, report: IncrementalReport): string[] {
  return [...recordedSources(root, report).files.keys()].filter((file) => !isInScope(file) || current(root, file) === undefined);
}

/** In-scope files the record holds no results for (never run, or new). */
export function unrecordedFiles(root: string, report: IncrementalReport): string[] {
  const { files } = recordedSources(root, report);
  return inScopeFiles(root).filter((file) => !files.has(file));
}

/**
 * Recorded in-scope files a run has to test again: changed since, or with one of their tests
 * (scope.cjs testsFor) changed or not recorded. Every other recorded file's results stand.
 */
export function staleFiles(root: string, report: IncrementalReport): string[] {
  const { files, tests } = recordedSources(root, report);
  return inScopeFiles(root).filter(
    (file) =>
      files.has(file) &&
      (files.get(file) !== current(root, file) ||
        testsFor(root, [file]).some((test) => !tests.has(test) || (tests.get(test) !== undefined && tests.get(test) !== current(root, test)))),
  );
}

/** Mutant counts by Stryker's status, and the mutation score Stryker reports for them. */
export interface RecordScore {
  counts: Record<string, number>;
  /** (killed + timed out) / (killed + timed out + survived + no coverage), in percent; ignored and erroring mutants do not count (Stryker's definition). */
  score: number;
}

/** The score of the record's mutants in `files` (every recorded file when omitted). */
export function recordScore(root: string, report: IncrementalReport, files?: readonly string[]): RecordScore {
  const counts: Record<string, number> = {};
  for (const [name, file] of Object.entries(report.files)) {
    if (files && !files.includes(relative(root, name))) continue;
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { counts, score: valid === 0 ? 100 : (detected / valid) * 100 };
}
