import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { toolsEnv } from '../env/tools-env';

/**
 * Writes each failed and flaky test of a Playwright stage to `dist/ci-failures/<stage>.txt`, one
 * line each, so `npm test` can repeat them under its summary: CI keeps only the tail of the log,
 * and a failure scrolled out of it cannot be fixed.
 */
export default class FailuresReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(_result: FullResult): void {
    const lines: string[] = [];
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'unexpected') lines.push(`FAILED ${describe(test)}: ${firstError(test)}`);
      else if (outcome === 'flaky') lines.push(`flaky  ${describe(test)} (passed on retry): ${firstError(test)}`);
    }
    const stage = toolsEnv('CI_STAGE') ?? 'playwright';
    const file = failuresFile(stage, 'txt');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, lines.join('\n'));
    fs.writeFileSync(slowestFile(stage), slowestSpecs(this.suite?.allTests() ?? []));
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** The folder of every stage's failures (emptied by tools/ci/test.ts before the first stage). */
export const FAILURES_DIR = path.resolve(__dirname, '../../dist/ci-failures');

/** Where a stage's failures go (read back by tools/ci/test.ts). */
export function failuresFile(stage: string, ext: 'txt' | 'json'): string {
  return path.join(FAILURES_DIR, `${stage}.${ext}`);
}

/** Where a stage's slowest spec files go (one line, printed under the summary by tools/ci/test.ts). */
export function slowestFile(stage: string): string {
  return path.join(FAILURES_DIR, `${stage}.slowest`);
}

/** How many spec files the slowest line names. */
const SLOWEST_COUNT = 8;

/**
 * The spec files that took the most worker time (every attempt counted), slowest first: where a
 * stage's minutes go, in CI's own log, since a shared machine's local timings do not transfer.
 */
export function slowestSpecs(tests: TestCase[]): string {
  const seconds = new Map<string, number>();
  for (const test of tests) {
    const file = path.relative(path.resolve(__dirname, '../..'), test.location.file);
    const spent = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
    seconds.set(file, (seconds.get(file) ?? 0) + spent);
  }
  return [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST_COUNT)
    .map(([file, spent]) => `${file} ${Math.round(spent)}s`)
    .join(', ');
}

function describe(test: TestCase): string {
  const [, project, ...titles] = test.titlePath();
  return `[${project}] ${path.relative(path.resolve(__dirname, '../..'), test.location.file)}:${test.location.line} › ${titles.slice(1).join(' › ')}`;
}

function firstError(test: TestCase): string {
  const error = test.results.map((result) => result.error).find(Boolean);
  const text = stripVTControlCharacters(error?.message ?? error?.value ?? '');
  return text.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
}
