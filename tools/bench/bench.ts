/**
 * `npm run bench`: every performance figure in one run, printed side by side with ratios.
 * Never fails on time (only on a broken harness). Needs `npm run build-storybook` for the
 * browser figures; builds it when missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowserAndNginx } from '../ci/system-deps';
import { runChartBench } from './chart-bench';
import { runChartBrowserBench } from './chart-browser-bench';

const root = path.resolve(__dirname, '../..');
const STORYBOOK_PORT = 47211;

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
  console.log('# Benchmarks\n');
  console.log('## Indicators (node, 1M candles)\n');
  console.log(await runChartBench());

  ensureBrowserAndNginx();
  if (!fs.existsSync(path.join(root, 'dist/storybook/index.json'))) {
    spawnSync('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet'], { cwd: root, stdio: 'inherit' });
  }
  let server: ChildProcess | undefined;
  try {
    server = spawn('npx', ['tsx', 'tools/visual/serve-static.ts', 'dist/storybook', String(STORYBOOK_PORT)], { cwd: root, stdio: 'ignore', detached: true });
    await waitFor(`http://127.0.0.1:${STORYBOOK_PORT}/index.json`, 30_000);
    console.log('\n## Chart in the browser (Chromium, 10k bars, MACD + KDJ panes, 1,000 markers)\n');
    console.log(await runChartBrowserBench(`http://127.0.0.1:${STORYBOOK_PORT}`));
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
