/**
 * @jest-environment node
 *
 * knip is live: on a fixture project it reports a front-door export nobody imports, a file nobody
 * imports and a dependency nobody uses, and exits non-zero, as `npm test`'s knip stage does on the
 * real libs (knip.json).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(__dirname, 'fixtures/knip');

interface KnipIssue {
  file: string;
  exports: Array<{ name: string }>;
  files: Array<{ name: string }>;
  dependencies: Array<{ name: string }>;
}

describe('knip', () => {
  const run = spawnSync(path.join(root, 'node_modules/.bin/knip'), ['--no-progress', '--reporter', 'json'], { cwd: fixture, encoding: 'utf8' });
  const issues = (JSON.parse(run.stdout) as { issues: KnipIssue[] }).issues;

  it('fails on a front-door export that no other project imports', () => {
    expect(issues.find((i) => i.file === 'src/index.ts')?.exports.map((e) => e.name)).toEqual(['neverImported']);
  });

  it('fails on a file nothing imports', () => {
    expect(issues.flatMap((i) => i.files.map((f) => f.name))).toEqual(['src/orphan.ts']);
  });

  it('fails on a dependency nothing uses', () => {
    expect(issues.flatMap((i) => i.dependencies.map((d) => d.name))).toEqual(['left-pad']);
  });

  it('exits non-zero, so the stage fails', () => {
    expect(run.status).not.toBe(0);
  });
});
