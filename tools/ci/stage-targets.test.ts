/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { stageTarget, TOOLS_PROJECT_FILE, toolsProjectText } from './stage-targets';
import { isBrowserStage, STAGES, stageCommand } from './test';

describe('npm test stages as Nx targets', () => {
  it('tools/project.json holds one target per stage, as STAGES says (regenerate with tools/ci/stage-targets.ts --write)', () => {
    expect(fs.readFileSync(TOOLS_PROJECT_FILE, 'utf8')).toBe(toolsProjectText());
  });

  it('the orchestrator asks Nx to run each stage', () => {
    for (const stage of STAGES) expect(stageCommand(stage)).toMatch(new RegExp(`^npx nx run tools:${stageTarget(stage.name)} `));
  });

  it('never replays a stage that drives a browser or nginx from the cache', () => {
    const project = JSON.parse(fs.readFileSync(TOOLS_PROJECT_FILE, 'utf8')) as { targets: Record<string, { cache?: boolean }> };
    for (const name of ['e2e', 'phones', 'visual', 'release']) {
      expect(isBrowserStage(STAGES.find((s) => s.name === name)!)).toBe(true);
      expect(project.targets[stageTarget(name)].cache).toBe(false);
    }
    // A stage whose command starts Playwright counts as a browser stage even when its entry does not say so.
    expect(isBrowserStage({ name: 'new', command: 'playwright test -c x.ts', budgetMinutes: 1 })).toBe(true);
    expect(isBrowserStage({ name: 'new', command: 'tsx tools/preview/preview.ts', budgetMinutes: 1 })).toBe(true);
    expect(isBrowserStage({ name: 'lint', command: 'eslint .', budgetMinutes: 1 })).toBe(false);
  });

  it('caches the other stages, each with the environment variables that change its result as inputs', () => {
    const project = JSON.parse(fs.readFileSync(TOOLS_PROJECT_FILE, 'utf8')) as { targets: Record<string, { cache?: boolean; inputs?: unknown[] }> };
    expect(project.targets[stageTarget('unit')].cache).toBe(true);
    expect(project.targets[stageTarget('unit')].inputs).toContainEqual({ env: 'EXCHANGE_SPEC_DIR' });
  });
});
