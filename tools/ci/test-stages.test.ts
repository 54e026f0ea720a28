/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { childEnv } from '../env/tools-env';
import { selectStages } from './test';

const root = path.resolve(__dirname, '../..');

describe('ONLY picks stages of npm test', () => {
  it('runs every stage when unset, and the named ones in CI order when set', () => {
    expect(selectStages(undefined).map((s) => s.name)).toEqual(expect.arrayContaining(['lint', 'unit', 'e2e']));
    expect(selectStages('unit, lint').map((s) => s.name)).toEqual(['lint', 'unit']);
  });

  it('refuses a name no stage has, and an empty list, instead of running nothing', () => {
    expect(() => selectStages('lint,unti')).toThrow(/ONLY names no known stage: unti/);
    expect(() => selectStages('')).toThrow(/ONLY names no known stage/);
  });

  it('makes npm test exit non-zero on an unknown stage name', () => {
    const run = spawnSync('npx', ['tsx', 'tools/ci/test.ts'], { cwd: root, env: childEnv({ ONLY: 'no-such-stage' }), encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/ONLY names no known stage: no-such-stage/);
  });
});
