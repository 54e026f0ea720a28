/**
 * `npm test`: every check CI runs, in order, each stage with its own time budget (a stage that
 * runs past it is stopped and fails, so a hung browser cannot eat CI's 90 minutes). Builds every
 * app and Storybook once; e2e and visual regression reuse those outputs.
 *
 * ONLY=<stage,stage> runs a subset (e.g. `ONLY=e2e npm test` after a build).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { FAILURES_DIR, failuresFile } from './failures-reporter';
import { ensureBrowserAndNginx, ensureEngines } from './system-deps';

const root = path.resolve(__dirname, '../..');

interface Stage {
  name: string;
  command: string;
  budgetMinutes: number;
}

const STAGES: Stage[] = [
  // The project graph, then the house's rules: floors inside the shell and no circle in libs/ (.dependency-cruiser.cjs).
  { name: 'graph', command: 'npx nx show projects && npm run graph --silent', budgetMinutes: 3 },
  { name: 'lint', command: 'npx eslint . --max-warnings=0', budgetMinutes: 6 },
  // Front doors list only what other projects import; no unused file, export or dependency (knip.json).
  { name: 'knip', command: 'npm run knip --silent', budgetMinutes: 2 },
  { name: 'typecheck', command: 'npx tsc -p tsconfig.json --noEmit', budgetMinutes: 5 },
  { name: 'i18n', command: 'npx tsx tools/i18n/extract.ts --check', budgetMinutes: 3 },
  // --json writes the results to a file for the summary; the usual report still goes to the terminal.
  { name: 'unit', command: `npx jest --ci --maxWorkers=2 --json --outputFile=${failuresFile('unit', 'json')}`, budgetMinutes: 10 },
  { name: 'build', command: 'npx nx run-many -t build --projects=tag:type:app --parallel=2 --outputStyle=static', budgetMinutes: 8 },
  { name: 'size', command: 'npx tsx tools/size/check-size.ts', budgetMinutes: 2 },
  { name: 'build-storybook', command: 'npx storybook build -o dist/storybook --quiet', budgetMinutes: 6 },
  // 23.5 min on a loaded 2-core machine on 2026-11-25, 11.8 min on a fresh clone on 2026-11-27 (all of
  // npm test 25.8 min): the budget leaves room for a loaded machine.
  { name: 'e2e', command: 'npx playwright test -c tools/e2e/playwright.config.ts', budgetMinutes: 35 },
  // Every inventory route of every site from 320 to 992 px (issue 26): a stage of its own so the e2e budget holds.
  // Its own ports: servers a timed-out e2e stage leaves behind cannot block it.
  { name: 'phones', command: 'E2E_PART=phones E2E_BASE_PORT=27401 npx playwright test -c tools/e2e/playwright.config.ts', budgetMinutes: 15 },
  // Gecko and WebKit beside Chromium (issue 54): every inventory route of main, home and trade of
  // every other site, at 390 and 1280 px, on its own ports (tools/engines/walk.ts).
  { name: 'engines', command: 'E2E_BASE_PORT=27501 npx tsx tools/engines/walk.ts', budgetMinutes: 15 },
  // About 520 story checks (screenshot and axe): 3.8 min on a 2-core machine (2026-11-26) since a
  // check switches stories without reloading Storybook's preview (10.8 min before).
  { name: 'visual', command: 'npx playwright test -c tools/visual/playwright.config.ts', budgetMinutes: 20 },
  // main's release tarball served from a fresh folder with only its packaged config (issue 24).
  { name: 'release', command: 'npx playwright test -c tools/release/playwright.config.ts', budgetMinutes: 8 },
];

function runStage(stage: Stage): Promise<{ ok: boolean; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { cwd: root, shell: true, stdio: 'inherit', detached: true, env: { ...process.env, CI: process.env.CI ?? '1', CI_STAGE: stage.name } });
    const timer = setTimeout(() => {
      console.error(`\n[test] stage "${stage.name}" exceeded its budget of ${stage.budgetMinutes} min: stopping it`);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, stage.budgetMinutes * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

/** Jest's JSON results: files that did not run and tests that failed. */
interface JestResults {
  testResults?: Array<{ name: string; status: string; message?: string; assertionResults?: Array<{ fullName: string; status: string }> }>;
}

/**
 * The failed (and, from Playwright, flaky) tests a stage recorded, one line each: CI keeps only
 * the tail of the log, so the summary names them again.
 */
function namedFailures(stage: string): string[] {
  const txt = failuresFile(stage, 'txt');
  if (fs.existsSync(txt)) return fs.readFileSync(txt, 'utf8').split('\n').filter(Boolean).map((line) => `${stage}: ${line}`);
  const json = failuresFile(stage, 'json');
  if (!fs.existsSync(json)) return [];
  try {
    const results = JSON.parse(fs.readFileSync(json, 'utf8')) as JestResults;
    return (results.testResults ?? []).flatMap((file) => {
      const where = path.relative(root, file.name);
      const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${stage}: FAILED ${where} › ${a.fullName}`);
      const firstLine = stripVTControlCharacters(file.message ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
      return tests.length > 0 || file.status !== 'failed' ? tests : [`${stage}: FAILED ${where}: ${firstLine}`];
    });
  } catch {
    return [`${stage}: results file unreadable (${json})`];
  }
}

async function main(): Promise<void> {
  const only = process.env.ONLY?.split(',').map((s) => s.trim());
  const stages = only ? STAGES.filter((s) => only.includes(s.name)) : STAGES;
  const needsBrowser = stages.some((s) => ['e2e', 'phones', 'visual', 'release'].includes(s.name));
  if (needsBrowser || stages.some((s) => s.name === 'engines')) ensureBrowserAndNginx();
  if (stages.some((s) => s.name === 'engines')) ensureEngines();
  // Last run's lists go, so a stage that dies before writing its own cannot report old failures.
  fs.rmSync(FAILURES_DIR, { recursive: true, force: true });
  fs.mkdirSync(FAILURES_DIR, { recursive: true });

  const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
  for (const stage of stages) {
    console.log(`\n[test] ▶ ${stage.name} (budget ${stage.budgetMinutes} min): ${stage.command}`);
    const result = await runStage(stage);
    results.push({ name: stage.name, ...result });
    console.log(`[test] ${result.ok ? '✓' : '✗'} ${stage.name} in ${result.seconds}s`);
  }

  console.log('\n[test] summary');
  for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(16)} ${r.seconds}s`);
  const named = results.flatMap((r) => namedFailures(r.name));
  if (named.length > 0) console.log(`\n[test] failed and flaky tests\n${named.map((line) => `  ${line}`).join('\n')}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
