/**
 * Browser benchmark of the chart: in Chromium (Playwright), on the `Chart/Bench` story (10k bars,
 * MACD and KDJ panes, volume, 1,000 markers), measures setData-to-painted time and the frame
 * interval p95 while one tick per frame streams in. Prints figures; never fails on time.
 *
 * Run: `npx tsx tools/bench/chart-browser-bench.ts <base-url>` where <base-url> is a Storybook
 * (e.g. http://localhost:6106, or a static build served anywhere) or a full page URL that
 * exposes `window.__chartBench`.
 */
import os from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ci/system-deps';
import { toolsEnv } from '../env/tools-env';

/** Story id of `Chart/Bench` → `Default`. */
export const CHART_BENCH_STORY_PATH = '/iframe.html?id=chart-bench--default&viewMode=story';
/** The bare lightweight-charts page the live-market figure is compared with (`Chart/BareBench`). */
export const BARE_BENCH_STORY_PATH = '/iframe.html?id=chart-barebench--default&viewMode=story';

/** Ticks a second of the live market, and how long each page streams them. */
export const LIVE_RATE_PER_SECOND = 10;
export const LIVE_STREAM_SECONDS = 15;
/** The targets: p95 frame interval at most 1.25x the bare page's, and 20 ms on a quiet run. */
export const LIVE_TARGETS = { ratioToBare: 1.25, quietP95Ms: 20 } as const;

const STREAM_FRAMES = 600;
const SET_DATA_RUNS = 5;

/** The browser targets (reported beside the figures; the bench never fails on time). */
export const BROWSER_TARGETS = {
  /** Frame interval p95 while streaming one tick per frame, ms (at most). */
  frameIntervalP95Ms: 25,
  /** setData of 10k bars to painted, ms (under). */
  setDataToPaintedMs: 300,
} as const;

/** "meets" / "misses" a target: `value` at most `limit` (or under it when `strict`). */
export function verdict(value: number, limit: number, strict = false): string {
  const ok = strict ? value < limit : value <= limit;
  return ok ? 'meets' : 'misses';
}

interface RateResult {
  intervals: number[];
  tickCosts: number[];
}

interface BenchWindow {
  __bareChartBench?: { streamAtRate(perSecond: number, seconds: number): Promise<RateResult> };
  __chartBench?: {
    streamAtRate(perSecond: number, seconds: number): Promise<RateResult>;
    bars: number;
    markers: number;
    setDataToPainted(): Promise<number>;
    streamTicks(frames: number): Promise<{ intervals: number[]; tickCosts: number[] }>;
  };
}

/** A page URL from a base URL: a Storybook root gets the bench story path appended. */
export function benchPageUrl(base: string): string {
  const url = new URL(base);
  if (url.pathname.endsWith('.html') || url.search) return url.toString();
  return new URL(CHART_BENCH_STORY_PATH.slice(1), url.toString().replace(/\/?$/, '/')).toString();
}

/** Value at quantile `q` (0..1) of `values`, nearest-rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Runs the browser benchmark against `base` and returns the report. */
export async function runChartBrowserBench(base: string): Promise<string> {
  const url = benchPageUrl(base);
  // Loaded here so the pure helpers above can be imported (and tested) without Playwright.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as BenchWindow).__chartBench !== undefined, undefined, { timeout: 120_000 });
    const info = await page.evaluate(() => {
      const bench = (window as unknown as BenchWindow).__chartBench!;
      return { bars: bench.bars, markers: bench.markers };
    });
    const setData: number[] = [];
    for (let i = 0; i < SET_DATA_RUNS; i++) {
      setData.push(await page.evaluate(() => (window as unknown as BenchWindow).__chartBench!.setDataToPainted()));
    }
    const { intervals, tickCosts } = await page.evaluate(
      (frames) => (window as unknown as BenchWindow).__chartBench!.streamTicks(frames),
      STREAM_FRAMES,
    );
    const mean = intervals.reduce((sum, v) => sum + v, 0) / intervals.length;
    const f = (v: number) => `${v.toFixed(1)} ms`;
    const setDataMedian = quantile(setData, 0.5);
    const p95 = quantile(intervals, 0.95);
    return [
      `Chart browser benchmark: ${url}`,
      `  ${info.bars.toLocaleString('en')} bars, MACD + KDJ panes, volume, ${info.markers.toLocaleString('en')} markers`,
      `  figure                                   measured     target       `,
      `  setData to painted, 10k bars (median)  ${f(setDataMedian).padStart(10)}   < ${f(BROWSER_TARGETS.setDataToPaintedMs).padEnd(9)}  ${verdict(setDataMedian, BROWSER_TARGETS.setDataToPaintedMs, true)}`,
      `  frame interval p95, 1 tick per frame   ${f(p95).padStart(10)}   <= ${f(BROWSER_TARGETS.frameIntervalP95Ms).padEnd(8)}  ${verdict(p95, BROWSER_TARGETS.frameIntervalP95Ms)}`,
      `  setData to painted (${SET_DATA_RUNS} runs): median ${f(setDataMedian)}, best ${f(Math.min(...setData))}, worst ${f(Math.max(...setData))}`,
      `  streaming 1 tick per frame (${intervals.length} frames): frame interval p95 ${f(p95)}, p50 ${f(quantile(intervals, 0.5))}, mean ${f(mean)}, max ${f(Math.max(...intervals))}`,
      `  JS cost per tick (indicators + series.update): p95 ${f(quantile(tickCosts, 0.95))}, p50 ${f(quantile(tickCosts, 0.5))}`,
      `  (a 60 Hz display paints every 16.7 ms; p95 near that means ticks cost less than a frame)`,
      `  (load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')} on ${os.cpus().length} cores; software rendering with --disable-gpu)`,
    ].join('\n');
  } finally {
    await browser.close();
  }
}

/** The live-market line: our chart beside the bare page at 10 updates a second. */
export function liveMarketLines(ours: RateResult, bare: RateResult): string[] {
  const f = (v: number) => `${v.toFixed(1)} ms`;
  const oursP95 = quantile(ours.intervals, 0.95);
  const bareP95 = quantile(bare.intervals, 0.95);
  const ratio = oursP95 / bareP95;
  return [
    `  live market, ${LIVE_RATE_PER_SECOND} updates/s for ${LIVE_STREAM_SECONDS} s (MACD, KDJ, TD, 1,000 markers) beside a bare lightweight-charts page:`,
    `    frame interval p95: ours ${f(oursP95)}, bare ${f(bareP95)}, ratio ${ratio.toFixed(2)}x (target <= ${LIVE_TARGETS.ratioToBare}x: ${verdict(ratio, LIVE_TARGETS.ratioToBare)}; <= ${f(LIVE_TARGETS.quietP95Ms)} on a quiet run: ${verdict(oursP95, LIVE_TARGETS.quietP95Ms)})`,
    `    JS cost per update: ours p95 ${f(quantile(ours.tickCosts, 0.95))}, bare p95 ${f(quantile(bare.tickCosts, 0.95))}`,
  ];
}

/** Runs both pages at the live market's rate in one browser, one after the other. */
export async function runLiveMarketBench(base: string): Promise<string> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const root = base.replace(/\/?$/, '/');
  try {
    const run = async (storyPath: string, key: '__chartBench' | '__bareChartBench'): Promise<RateResult> => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(new URL(storyPath.slice(1), root).toString(), { waitUntil: 'load', timeout: 120_000 });
      await page.waitForFunction((name) => (window as unknown as Record<string, unknown>)[name] !== undefined, key, { timeout: 120_000 });
      const result = await page.evaluate(
        ([name, rate, seconds]) => (window as unknown as BenchWindow)[name as '__chartBench']!.streamAtRate(rate as number, seconds as number),
        [key, LIVE_RATE_PER_SECOND, LIVE_STREAM_SECONDS] as const,
      );
      await page.close();
      return result;
    };
    const bare = await run(BARE_BENCH_STORY_PATH, '__bareChartBench');
    const ours = await run(CHART_BENCH_STORY_PATH, '__chartBench');
    return [...liveMarketLines(ours, bare), `    (load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')} on ${os.cpus().length} cores)`].join('\n');
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  const base = process.argv[2] ?? toolsEnv('CHART_BENCH_URL') ?? 'http://localhost:6106';
  runChartBrowserBench(base).then(
    (report) => console.log(report),
    (error: unknown) => console.error('chart browser bench could not run:', error),
  );
}
