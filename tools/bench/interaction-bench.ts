/**
 * Interaction part of `npm run bench`: Chromium through Playwright with CDP's 4x CPU
 * throttling, latencies read with the Event Timing API as the web-vitals library's INP
 * attribution reads them, for three interactions of main's production build (opening the deposit
 * drawer, confirming a compliance dialog, switching the chart's resolution) beside a button click
 * on the anchor page (tools/bench/anchor), in the same run, run after run interleaved.
 * Reported, never enforced.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ci/system-deps';
import { formatInteractionTable, interactionLatency, type EventTimingRecord, type InteractionRow } from './interaction-table';
import { buildAnchor } from './lighthouse';
import { childEnv, toolsEnvNumber } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
/** Main's preview and the anchor's, on their own ports (the Lighthouse part uses 27300-27306). */
const MAIN_PORT = toolsEnvNumber('INTERACTION_BASE_PORT', 27321);
const ANCHOR_PORT = MAIN_PORT + 1;
const CPU_SLOWDOWN = 4;
const DEFAULT_RUNS = 5;

function startPreview(port: number, dist?: string): ChildProcess {
  return spawn('npx', ['tsx', 'tools/preview/preview.ts'], {
    cwd: root,
    env: childEnv({ SITE: 'main', PORT: String(port), ...(dist && { PREVIEW_DIST: dist }) }),
    stdio: 'ignore',
    detached: true,
  });
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    if (server.exitCode !== null) throw new Error(`preview exited before ${url} came up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function stop(server: ChildProcess | undefined): void {
  if (server?.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // gone
  }
}

/** Records every `event` entry with an interaction id, from before the page's own scripts run. */
const RECORD_EVENT_TIMING = () => {
  const records: Array<{ interactionId: number; name: string; duration: number }> = [];
  (window as unknown as { __eventTiming: typeof records }).__eventTiming = records;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) records.push({ interactionId: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

interface Interaction {
  name: string;
  /** Loads the page and waits until the control is ready (not measured). */
  prepare(page: Page, base: string): Promise<void>;
  /** The interaction itself, through real input events, and what shows it took effect. */
  act(page: Page): Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'deposit drawer open (user)',
    async prepare(page, base) {
      await page.goto(`${base}/?mock_scenario=user`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Deposit', exact: true }).waitFor();
    },
    async act(page) {
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.getByRole('dialog', { name: 'Fund wallet' }).waitFor();
    },
  },
  {
    name: 'compliance dialog confirm (nl-company)',
    async prepare(page, base) {
      await page.goto(`${base}/?mock_scenario=nl-company`);
      await page.getByRole('dialog', { name: 'Notice to users in the Netherlands' }).getByRole('button', { name: 'Confirm' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
    async act(page) {
      await page.getByRole('dialog', { name: 'Notice to users in the Netherlands' }).getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('dialog', { name: 'Notice to users in the Netherlands' }).waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'chart resolution switch (trade)',
    async prepare(page, base) {
      await page.goto(`${base}/trade/BTC_USDT`);
      await page.locator('[data-ready="true"]').first().waitFor({ timeout: 30_000 });
      await page.getByRole('combobox', { name: 'Resolution' }).focus();
    },
    async act(page) {
      // A key on the focused select changes the resolution with trusted input (Event Timing ignores synthetic events).
      const history = page.waitForResponse((response) => response.url().includes('/chart/history'), { timeout: 15_000 }).catch(() => undefined);
      await page.keyboard.press('ArrowDown');
      await history;
    },
  },
];

const ANCHOR_CLICK: Interaction = {
  name: 'anchor button click',
  async prepare(page, base) {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: /Clicked 0 times/ }).waitFor();
  },
  async act(page) {
    await page.getByRole('button', { name: /Clicked/ }).click();
    await page.getByRole('button', { name: /Clicked 1 times/ }).waitFor();
  },
};

/** One measurement in a fresh context: prepare, throttle the CPU, act, let the next paint report. */
async function measureOnce(browser: Browser, interaction: Interaction, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_EVENT_TIMING);
    await interaction.prepare(page, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => (window as unknown as { __eventTiming: unknown[] }).__eventTiming.length);
    await interaction.act(page);
    // Event Timing reports an entry after the frame that followed the handlers has been presented.
    await page.waitForTimeout(1_000);
    const records = await page.evaluate((from) => (window as unknown as { __eventTiming: EventTimingRecord[] }).__eventTiming.slice(from), before);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return interactionLatency(records);
  } finally {
    await context.close();
  }
}

/** Runs the interactions and the anchor click `runs` times each, interleaved, and returns the table. */
export async function runInteractionBench(options: { runs?: number } = {}): Promise<string> {
  const runs = options.runs ?? DEFAULT_RUNS;
  buildAnchor();
  if (!fs.existsSync(path.join(root, 'dist/preview/main/index.html'))) throw new Error('no preview build of main: run `npx nx run main:build-preview` first');
  let main: ChildProcess | undefined;
  let anchor: ChildProcess | undefined;
  let browser: Browser | undefined;
  const started = Date.now();
  try {
    main = startPreview(MAIN_PORT);
    anchor = startPreview(ANCHOR_PORT, path.join(root, 'dist/bench/anchor'));
    await waitFor(`http://127.0.0.1:${MAIN_PORT}/`, main);
    await waitFor(`http://127.0.0.1:${ANCHOR_PORT}/`, anchor);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const anchorRuns: number[] = [];
    const rows: InteractionRow[] = INTERACTIONS.map((interaction) => ({ name: interaction.name, runs: [] }));
    for (let i = 0; i < runs; i += 1) {
      anchorRuns.push(await measureOnce(browser, ANCHOR_CLICK, `http://localhost:${ANCHOR_PORT}`));
      for (const [index, interaction] of INTERACTIONS.entries()) rows[index].runs.push(await measureOnce(browser, interaction, `http://localhost:${MAIN_PORT}`));
      process.stderr.write(`[interaction] run ${i + 1}/${runs}: anchor ${anchorRuns[i]} ms, ${rows.map((row) => `${row.name.split(' (')[0]} ${row.runs[i]} ms`).join(', ')}\n`);
    }
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    return `${formatInteractionTable(rows, anchorRuns)}\n\nChromium with CDP CPU throttling ${CPU_SLOWDOWN}x, 1280x800, ${runs} runs each (median), each in a fresh context; Event Timing entries (durationThreshold 16 ms, so 16 means "16 or less"); ${minutes} min.`;
  } finally {
    await browser?.close();
    stop(main);
    stop(anchor);
  }
}
