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
    const file = failuresFile(toolsEnv('CI_STAGE') ?? 'playwright', 'txt');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, lines.join('\n'));
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

function describe(test: TestCase): string {
  const [, project, ...titles] = test.titlePath();
  return `[${project}] ${path.relative(path.resolve(__dirname, '../..'), test.location.file)}:${test.location.line} › ${titles.slice(1).join(' › ')}`;
}

function firstError(test: TestCase): string {
  const error = test.results.map((result) => result.error).find(Boolean);
  const text = stripVTControlCharacters(error?.message ?? error?.value ?? '');
  return text.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
}
