/**
 * `npm run bench`: every performance figure in one run, printed side by side with ratios.
 * Never fails on time (only on a broken harness). Needs `npm run build-storybook` for the
 * browser figures; builds it when missing. The Lighthouse part measures the production builds in
 * dist/apps (a missing one is built by the preview) and rewrites docs/lighthouse.md.
 *
 * `BENCH_ONLY=lighthouse` (or `indicators`, `chart`, `masker`, `interaction`, `load`; comma-separated) runs
 * only those parts. `-- --site main --page home,trade --runs 1 [--doc]` measures a subset
 * (Lighthouse; `--runs` also sets the interaction part's runs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowserAndNginx } from '../ci/system-deps';
import { runChartBench } from './chart-bench';
import { parseBenchArgs } from './bench-args';
import { runChartBrowserBench, runLiveMarketBench } from './chart-browser-bench';
import { runInteractionBench } from './interaction-bench';
import { runLighthouseBench } from './lighthouse';
import { runLoadBench } from './load-bench';
import { runMaskBench } from './mask-bench';
import { runStreamBench } from './stream-bench';
import { toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
const STORYBOOK_PORT = 27211;
const PARTS = ['indicators', 'stream', 'masker', 'chart', 'lighthouse', 'interaction', 'load'] as const;
type Part = (typeof PARTS)[number];

/** The parts `BENCH_ONLY` asks for; all of them when it is unset. */
function selectedParts(): Set<Part> {
  const only = toolsEnv('BENCH_ONLY')?.split(',').map((part) => part.trim()).filter(Boolean);
  if (!only?.length) return new Set(PARTS);
  const unknown = only.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; one or more of ${PARTS.join(', ')}`);
  return new Set(only as Part[]);
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function main(): Promise<void> {
  const parts = selectedParts();
  const args = parseBenchArgs(process.argv.slice(2), { LIGHTHOUSE_RUNS: toolsEnv('LIGHTHOUSE_RUNS'), LIGHTHOUSE_SITES: toolsEnv('LIGHTHOUSE_SITES') });
  console.log('# Benchmarks\n');
  if (parts.has('indicators')) {
    console.log('## Indicators (node, 1M candles)\n');
    console.log(await runChartBench());
  }
  if (parts.has('stream')) {
    console.log('\n## Market stream client (node): decode and apply per message\n');
    await runStreamBench();
  }
  if (parts.has('masker')) {
    console.log('\n## Monitoring masker (node, 20 KB event)\n');
    console.log(await runMaskBench());
  }
  if (parts.has('chart') || parts.has('lighthouse') || parts.has('interaction') || parts.has('load')) ensureBrowserAndNginx();
  if (parts.has('chart')) await chartInBrowser();
  if (parts.has('lighthouse')) {
    console.log('\n## Lighthouse (mobile, `npm run preview` of each site)\n');
    console.log(await runLighthouseBench({ sites: args.sites, pages: args.pages, runs: args.runs, writeDoc: args.doc }));
  }
  if (parts.has('interaction')) {
    console.log('\n## Interactions (Chromium, 4x CPU throttling, Event Timing; main beside the anchor)\n');
    console.log(await runInteractionBench({ runs: args.runs }));
  }
  if (parts.has('load')) {
    console.log('\n## Load (autocannon on loopback; the rendered release beside a bare nginx and the upstream direct)\n');
    console.log(await runLoadBench());
  }
}

async function chartInBrowser(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist/storybook/index.json'))) {
    spawnSync('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet'], { cwd: root, stdio: 'inherit' });
  }
  let server: ChildProcess | undefined;
  try {
    server = spawn('npx', ['tsx', 'tools/visual/serve-static.ts', 'dist/storybook', String(STORYBOOK_PORT)], { cwd: root, stdio: 'ignore', detached: true });
    await waitFor(`http://127.0.0.1:${STORYBOOK_PORT}/index.json`, 30_000);
    console.log('\n## Chart in the browser (Chromium, 10k bars, MACD + KDJ panes, 1,000 markers)\n');
    console.log(await runChartBrowserBench(`http://127.0.0.1:${STORYBOOK_PORT}`));
    console.log(await runLiveMarketBench(`http://127.0.0.1:${STORYBOOK_PORT}`));
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
