/**
 * @jest-environment node
 *
 * A clone of this repository alone is enough: no doc or code names a path outside it. The one
 * exception is CI's entry point, which may hand the specifications' folder beside the clone to
 * the spec-coverage check through EXCHANGE_SPEC_DIR; Stryker's incremental file is data it writes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// Stryker's incremental file is its own record of a run: the failure messages it keeps name the
// folders the mutants ran in, and nothing reads them as paths.
const ALLOWED = new Set(['.ci/run', 'tools/docs/stands-alone.test.ts', 'tools/mutation/stryker-incremental.json']);
/** A path up out of the clone into a sibling folder, or a machine's own absolute folders. */
const OUTSIDE_PATH = /(?:\.\.\/)+shared\b|(?<![\w.])\/(?:work|home|root|Users)\/[\w.-]+/;

describe('the repository stands alone', () => {
  it('the pattern finds the paths it is for, and not URLs or in-repo paths', () => {
    expect(OUTSIDE_PATH.test('see ../shared/spec/x.md')).toBe(true);
    expect(OUTSIDE_PATH.test('Spec: /work/shared/spec/a.md')).toBe(true);
    expect(OUTSIDE_PATH.test('cd /home/dev/exchange')).toBe(true);
    expect(OUTSIDE_PATH.test('https://example.com/work/x and libs/shell/src/a.ts')).toBe(false);
  });

  it('no tracked text file names a path outside the repository', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const offending = files
      .filter((file) => !ALLOWED.has(file) && /\.(md|ts|tsx|js|mjs|cjs|json|conf|sh|html)$|^\.ci\//.test(file) && !file.endsWith('package-lock.json'))
      .filter((file) => fs.existsSync(path.join(root, file)))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (OUTSIDE_PATH.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
      );
    expect(offending).toEqual([]);
  });
});
