/**
 * `npm test`: every check CI runs. Each stage is an Nx target (`tools:ci-<stage>`, generated from
 * STAGES into tools/project.json), so Nx hashes its inputs, replays what it may from the cache and
 * runs a stage's prerequisites first. This file keeps only what Nx does not do: the system
 * dependencies (Chromium, nginx), a time budget per stage (a stage that runs past it is stopped,
 * its whole process tree with it, so a hung browser cannot eat CI's time), and the failure summary.
 *
 * ONLY=<stage,stage> runs a subset (e.g. `ONLY=e2e npm test`: Nx builds what e2e serves first).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { FAILURES_DIR, failuresFile, slowestFile } from './failures-reporter';
import { startBackgroundInstalls } from './system-deps';
import { childEnv, toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

/**
 * One stage of `npm test`. Nx runs it as the target `tools:<name>` (tools/project.json, written
 * from this list by tools/ci/stage-targets.ts): adding a stage is one entry here, then
 * `npx tsx tools/ci/stage-targets.ts --write`.
 */
export interface Stage {
  name: string;
  command: string;
  budgetMinutes: number;
  /** Drives a browser or nginx: Nx never replays it from the cache. */
  browser?: boolean;
  /** Environment variables that change the result (Nx hashes them with the files). */
  env?: string[];
  /** What the stage writes, so a cached run restores it. */
  outputs?: string[];
  /**
   * What the stage reads, as Nx inputs (nx.json namedInputs); CODE unless it says otherwise. A
   * change outside them replays the stage from the cache, and never marks `tools` affected.
   */
  reads?: StageInput[];
  /** Targets Nx runs first (e.g. the builds a browser stage serves). */
  dependsOn?: Array<string | { projects: string[]; target: string }>;
  /**
   * Runs at the same time as the stages next to it in the list with the same group: stages that
   * each keep one core busy (a type checker, a linter) share two cores instead of waiting in a
   * row. Each stage's output is printed whole when it ends, so the log reads one stage at a time.
   */
  group?: string;
}

/**
 * A stage that drives a browser or nginx: it gets Chromium and nginx installed first and is never
 * replayed from Nx's cache. An entry may say so (`browser: true`); a command that starts Playwright,
 * the preview or nginx counts as one even when its entry forgets.
 */
export function isBrowserStage(stage: Stage): boolean {
  return stage.browser ?? /\bplaywright\b|tools\/preview\/|\bnginx\b|lighthouse|chromium/i.test(stage.command);
}

/** An Nx input: a named input, a file glob, or every project's named input. */
export type StageInput = string | { input: string; projects: string };

/**
 * Every project's own files (each through its `default` input, so an app's file is hashed without
 * marking `tools` affected by it) and the repository's settings. What most stages read.
 */
export const CODE: StageInput[] = [{ input: 'default', projects: '*' }, 'repoSettings'];
/** The README and docs/: only the stages that read them list them. */
export const DOCS: StageInput = 'docs';

/** The stage that walks Gecko and WebKit: its packages download in the background from the start. */
const ENGINES_STAGE = 'engines';

/** The builds the preview and the e2e serve: their own folders, toolbar and embedded backend asked for. */
const PREVIEW_BUILDS = { projects: ['tag:type:app'], target: 'build-preview' };

export const STAGES: Stage[] = [
  // The project graph, then the house's rules: floors inside the shell and no circle in libs/ (.dependency-cruiser.cjs).
  { name: 'graph', command: 'nx show projects && npm run graph --silent', budgetMinutes: 3 },
  // typecheck, lint, knip and i18n each keep one core busy: they share CI's two cores, two at a
  // time (the longest, typecheck, first; about 95 s in a row on CI's machine). The graph stage
  // before them has computed and cached Nx's project graph.
  // Types, then the front-door reports under api/ (a door changed without its report fails: npm run api:update).
  { name: 'typecheck', command: 'tsc -p tsconfig.json --noEmit && tsx tools/api/api-report.ts --check', budgetMinutes: 6, group: 'static' },
  { name: 'lint', command: 'eslint . --max-warnings=0', budgetMinutes: 6, group: 'static' },
  // Front doors list only what other projects import; no unused file, export or dependency (knip.json);
  // then production mode (tests, stories, e2e and tools are not users): a runtime dependency only they use fails.
  { name: 'knip', command: 'npm run knip --silent && npm run knip:production --silent', budgetMinutes: 2, group: 'static' },
  { name: 'i18n', command: 'tsx tools/i18n/extract.ts --check', budgetMinutes: 3, group: 'static' },
  // --json writes the results to a file for the summary; the usual report still goes to the terminal.
  {
    name: 'unit',
    command: `jest --ci --maxWorkers=2 --json --outputFile=${path.relative(root, failuresFile('unit', 'json'))}`,
    budgetMinutes: 10,
    env: ['EXCHANGE_SPEC_DIR', 'FUZZ_RUNS'],
    // Tests read the docs too (the coverage rules, the contract, the README's claims).
    reads: [...CODE, DOCS],
    outputs: [`{workspaceRoot}/${path.relative(root, failuresFile('unit', 'json'))}`],
  },
  // Mutation testing of the spec rules (tools/mutation/scope.json), incremental: only the in-scope
  // files whose code or tests changed since the committed tools/mutation/stryker-incremental.json
  // run, and in them only the changed mutants; the score over every recorded file is then checked
  // (under scope.json's thresholds.break, 90, it fails). A change to a few rules files is meant to stay within 6
  // minutes; the budget is the kill switch. Report: dist/mutation.
  { name: 'mutation', command: 'tsx tools/mutation/run-mutation.ts --new-files 0', budgetMinutes: 8, outputs: ['{workspaceRoot}/dist/mutation'] },
  // What a visitor receives (dist/apps) and what the preview and e2e serve (dist/preview).
  {
    name: 'build',
    command: 'echo "sites built: dist/apps (release defaults) and dist/preview (toolbar and embedded backend)"',
    budgetMinutes: 12,
    dependsOn: [{ projects: ['tag:type:app'], target: 'build' }, PREVIEW_BUILDS],
  },
  { name: 'size', command: 'tsx tools/size/check-size.ts && tsx tools/size/release-defaults.ts', budgetMinutes: 2, env: ['SIZE_SITES', 'SIZE_DIST_ROOT'], dependsOn: [{ projects: ['tag:type:app'], target: 'build' }, PREVIEW_BUILDS] },
  // --stats-json: Chromatic's TurboSnap reads which stories a change touches from it.
  { name: 'build-storybook', command: 'storybook build -o dist/storybook --quiet --stats-json dist/storybook', budgetMinutes: 6, outputs: ['{workspaceRoot}/dist/storybook'] },
  // The budget is about three times a run on a quiet 2-core machine: room for a loaded one.
  { name: 'e2e', command: 'playwright test -c tools/e2e/playwright.config.ts', budgetMinutes: 35, browser: true, dependsOn: [PREVIEW_BUILDS] },
  // Every inventory route of every site from 320 to 992 px, the link check, the quality gate (axe,
  // CSP, console) and the customer walk: a stage of its own so the e2e budget holds. The budget
  // is a kill switch for a hung browser, with room for the quality gate on two loaded cores.
  // Its own ports: servers a timed-out e2e stage leaves behind cannot block it.
  {
    name: 'phones',
    command: 'E2E_PART=phones E2E_BASE_PORT=${PHONES_BASE_PORT:-27401} playwright test -c tools/e2e/playwright.config.ts',
    budgetMinutes: 25,
    browser: true,
    dependsOn: [PREVIEW_BUILDS],
  },
  // About 520 story checks (screenshot and axe); a check switches stories without reloading
  // Storybook's preview, which is what keeps them within the budget.
  { name: 'visual', command: 'playwright test -c tools/visual/playwright.config.ts', budgetMinutes: 20, browser: true, dependsOn: ['build-storybook'] },
  // main's release tarball served from a fresh folder with only its packaged config.
  { name: 'release', command: 'playwright test -c tools/release/playwright.config.ts', budgetMinutes: 8, browser: true },
  // The smoke walk in Gecko (firefox-esr) and WebKit (WebKitGTK) beside Chromium's stages; its
  // packages download while the earlier stages run. Its own ports; it serves the builds Nx made
  // for it (PREVIEW_DIST_ROOT) instead of asking Nx six times more.
  {
    name: ENGINES_STAGE,
    command: 'E2E_BASE_PORT=${ENGINES_BASE_PORT:-27501} PREVIEW_DIST_ROOT=dist/preview tsx tools/engines/walk.ts',
    budgetMinutes: 12,
    browser: true,
    dependsOn: [PREVIEW_BUILDS],
  },
];

/**
 * The command the orchestrator runs for a stage: Nx runs the stage's target, its output streamed
 * as it comes and without Nx's `tools:` prefix on every line.
 */
export function stageCommand(stage: Stage): string {
  return `npx nx run tools:ci-${stage.name} --outputStyle=stream-without-prefixes`;
}

/**
 * The environment of a stage's process tree. Colour only on a terminal: CI writes the log to a
 * file, where colour codes are noise (jest, Playwright, Nx and tsx honour FORCE_COLOR and NO_COLOR).
 */
export function stageEnv(stage: Stage, terminal: boolean): NodeJS.ProcessEnv {
  const colour = terminal ? { FORCE_COLOR: '1', NO_COLOR: undefined } : { FORCE_COLOR: '0', NO_COLOR: '1' };
  // Plain child processes (no pseudo-terminal), so a stage's tree stays in its process group.
  return childEnv({ CI: toolsEnv('CI') ?? '1', CI_STAGE: stage.name, NX_DAEMON: 'false', NX_NATIVE_COMMAND_RUNNER: 'false', NX_TUI: 'false', ...colour });
}

/**
 * Drops the performance report Nx prints after every run (durations, then "Recommendations"; no
 * setting turns it off) and, off a terminal, any colour code a tool writes regardless. One
 * instance per stream of a stage: once the report starts, the rest of Nx's output is the report.
 * Returns the line to print, or undefined.
 */
export function stageLogFilter(terminal: boolean): (line: string) => string | undefined {
  let inReport = false;
  return (raw) => {
    const line = terminal ? raw : stripVTControlCharacters(raw);
    const plain = stripVTControlCharacters(raw);
    if (/^\s*Run duration:/.test(plain)) inReport = true;
    return inReport ? undefined : line;
  };
}

/** A stage's closing line: its time against its budget, so a stage creeping towards its kill switch shows. */
export function stageLine(name: string, ok: boolean, seconds: number, budgetMinutes: number, position: string): string {
  const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  const share = Math.round((seconds / (budgetMinutes * 60)) * 100);
  return `[test] ${ok ? '✓' : '✗'} ${name} ${clock(seconds)} of its ${clock(budgetMinutes * 60)} budget (${share}%) ${position}`;
}

/** Every process below `pid` (deepest last), read from ps: Nx may start a task in a session of its own. */
function descendants(pid: number): number[] {
  const table = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout ?? '';
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}

/** Whether the log is read on a terminal (colours) or written to a file (CI). */
const terminal = process.stdout.isTTY === true;

/**
 * Runs one stage under its budget. With `held`, its output is kept and printed whole when it ends
 * (stages running side by side), else streamed as it comes.
 */
function runStage(stage: Stage, held = false): Promise<{ ok: boolean; seconds: number }> {
  const started = Date.now();
  const kept: Array<[NodeJS.WriteStream, string]> = [];
  return new Promise((resolve) => {
    const child = spawn(stageCommand(stage), {
      cwd: root,
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      detached: true,
      env: stageEnv(stage, terminal),
    });
    for (const [from, to] of [[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const) {
      const keep = stageLogFilter(terminal);
      readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
        const out = keep(line);
        if (out === undefined) return;
        if (held) kept.push([to, `${out}\n`]);
        else to.write(`${out}\n`);
      });
    }
    const timer = setTimeout(() => {
      console.error(`\n[test] stage "${stage.name}" exceeded its budget of ${stage.budgetMinutes} min: stopping it`);
      const tree = descendants(child.pid!);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone with its group
        }
      }
    }, stage.budgetMinutes * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (held) {
        console.log(`\n[test] ▶ ${stage.name} (ran beside the others of its group; its output):`);
        for (const [to, text] of kept) to.write(text);
      }
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

/**
 * The stages `ONLY` asks for, in CI's order; throws on a name no stage has, so a typo cannot run
 * nothing and pass.
 */
export function selectStages(only: string | undefined, stages: readonly Stage[] = STAGES): Stage[] {
  if (only === undefined) return [...stages];
  const names = only.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((name) => !stages.some((s) => s.name === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`ONLY names no known stage: ${unknown.join(', ') || '(empty)'}. Stages: ${stages.map((s) => s.name).join(', ')}`);
  }
  return stages.filter((s) => names.includes(s.name));
}

/**
 * The stages in the order they run: consecutive stages of the same `group` run together (one
 * entry), every other stage alone.
 */
export function stageBatches(stages: readonly Stage[]): Stage[][] {
  const batches: Stage[][] = [];
  for (const stage of stages) {
    const last = batches[batches.length - 1];
    if (stage.group !== undefined && last?.[0]?.group === stage.group) last.push(stage);
    else batches.push([stage]);
  }
  return batches;
}

/** How many stages of a group run at once: one per core of CI's machine. */
const GROUP_SLOTS = 2;

/** Runs `run` over `items`, at most `slots` at a time, starting them in order; results in order. */
export async function inSlots<T, R>(items: readonly T[], run: (item: T) => Promise<R>, slots = GROUP_SLOTS): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, items.length) }, lane));
  return results;
}

async function main(): Promise<void> {
  let stages: Stage[];
  try {
    stages = selectStages(toolsEnv('ONLY'));
  } catch (error) {
    console.error(`[test] ${(error as Error).message}`);
    process.exit(1);
  }
  // Last run's lists go, so a stage that dies before writing its own cannot report old failures.
  fs.rmSync(FAILURES_DIR, { recursive: true, force: true });
  fs.mkdirSync(FAILURES_DIR, { recursive: true });
  // Chromium, nginx and the engines' packages install while the stages before the first browser
  // stage run (minutes of apt-get on a fresh CI machine).
  const installLog = path.join(FAILURES_DIR, 'system-deps.log');
  const installs = startBackgroundInstalls({ browser: stages.some(isBrowserStage), engines: stages.some((s) => s.name === ENGINES_STAGE) }, installLog);

  const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
  const position = (stage: Stage) => `[${stages.indexOf(stage) + 1}/${stages.length}]`;
  for (const batch of stageBatches(stages)) {
    for (const stage of batch) console.log(`\n[test] ▶ ${stage.name} (budget ${stage.budgetMinutes} min${batch.length > 1 ? `, beside ${batch.filter((s) => s !== stage).map((s) => s.name).join(', ')}` : ''}): ${stage.command}`);
    const waited = Date.now();
    const problem = batch.some(isBrowserStage) ? await installs.browser : undefined;
    // A failed download is no failure yet: the engines walk installs what is missing itself.
    if (batch.some((stage) => stage.name === ENGINES_STAGE)) {
      const download = await installs.engines;
      if (download) console.warn(`[test] downloading the engines' packages failed (${download}); the walk installs them`);
    }
    if (Date.now() - waited > 1_000) console.log(`[test] waited ${Math.round((Date.now() - waited) / 1000)}s for apt-get (log: ${path.relative(root, installLog)})`);
    if (problem) {
      console.error(`[test] ${problem}`);
      for (const stage of batch) results.push({ name: stage.name, ok: false, seconds: 0 });
      continue;
    }
    const ran = await inSlots(batch, (stage) => runStage(stage, batch.length > 1));
    for (const [index, stage] of batch.entries()) {
      results.push({ name: stage.name, ...ran[index] });
      console.log(stageLine(stage.name, ran[index].ok, ran[index].seconds, stage.budgetMinutes, position(stage)));
    }
  }

  console.log('\n[test] summary');
  for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(16)} ${r.seconds}s`);
  // A browser stage's slowest spec files (worker seconds): where its minutes went on CI's machine.
  for (const r of results) {
    const slowest = fs.existsSync(slowestFile(r.name)) ? fs.readFileSync(slowestFile(r.name), 'utf8') : '';
    if (slowest) console.log(`  slowest in ${r.name}: ${slowest}`);
  }
  const named = results.flatMap((r) => namedFailures(r.name));
  if (named.length > 0) console.log(`\n[test] failed and flaky tests\n${named.map((line) => `  ${line}`).join('\n')}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (require.main === module) void main();
