/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { childEnv } from '../env/tools-env';
import { inSlots, selectStages, stageBatches, STAGES, stageCommand, stageEnv, stageLine, stageLogFilter, type Stage } from './test';

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

describe("npm test's log", () => {
  const unit = STAGES.find((s) => s.name === 'unit')!;

  it('asks every tool for no colour when the log is not a terminal, and for colour when it is', () => {
    expect(stageEnv(unit, false)).toMatchObject({ FORCE_COLOR: '0', NO_COLOR: '1' });
    expect(stageEnv(unit, true).FORCE_COLOR).toBe('1');
    expect(stageEnv(unit, true).NO_COLOR).toBeUndefined();
  });

  it("streams a stage without Nx's project prefix on every line", () => {
    for (const stage of STAGES) expect(stageCommand(stage)).toMatch(/--outputStyle=stream-without-prefixes$/);
  });

  it("keeps a stage's own lines, drops colour codes off a terminal, and drops Nx's report and recommendations", () => {
    const keep = stageLogFilter(false);
    expect(keep('\u001b[32m✓\u001b[39m zh: 371/371')).toBe('✓ zh: 371/371');
    expect(keep(' NX   Successfully ran target ci-i18n for project tools')).toBe(' NX   Successfully ran target ci-i18n for project tools');
    expect(keep('  Run duration:      4.5s')).toBeUndefined();
    expect(keep('  Recommendations:')).toBeUndefined();
    expect(stageLogFilter(true)('\u001b[32mok\u001b[39m')).toBe('\u001b[32mok\u001b[39m');
  });

  it('closes each stage with one line: its time against its budget and where it is in the run', () => {
    expect(stageLine('unit', true, 312, 10, '[6/14]')).toBe('[test] ✓ unit 5:12 of its 10:00 budget (52%) [6/14]');
    expect(stageLine('e2e', false, 0, 35, '[10/14]')).toBe('[test] ✗ e2e 0:00 of its 35:00 budget (0%) [10/14]');
  });
});

describe('stages side by side', () => {
  const stage = (name: string, group?: string): Stage => ({ name, command: 'true', budgetMinutes: 1, ...(group && { group }) });

  it('runs consecutive stages of one group together and every other stage alone, in list order', () => {
    const batches = stageBatches([stage('graph'), stage('lint', 'static'), stage('typecheck', 'static'), stage('unit'), stage('a', 'x'), stage('b', 'y'), stage('c', 'x')]);
    expect(batches.map((batch) => batch.map((s) => s.name))).toEqual([['graph'], ['lint', 'typecheck'], ['unit'], ['a'], ['b'], ['c']]);
  });

  it("CI's list: typecheck, lint, knip and i18n run together after the graph stage; no browser stage shares its cores", () => {
    const batches = stageBatches(STAGES).map((batch) => batch.map((s) => s.name));
    expect(batches.slice(0, 2)).toEqual([['graph'], ['typecheck', 'lint', 'knip', 'i18n']]);
    for (const batch of stageBatches(STAGES)) if (batch.length > 1) expect(batch.filter((s) => s.browser || /playwright|preview|nginx/.test(s.command))).toEqual([]);
    // ONLY keeps the grouping of what it selects.
    expect(stageBatches(selectStages('lint,typecheck,unit')).map((batch) => batch.map((s) => s.name))).toEqual([['typecheck', 'lint'], ['unit']]);
  });
});

describe('a group shares two slots', () => {
  it('starts the items in order, never more than two at once, and returns their results in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await inSlots([30, 5, 5, 5], async (ms) => {
      started.push(ms);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 10, 10]);
    expect(most).toBe(2);
    expect(started).toEqual([30, 5, 5, 5]);
  });
});
