/**
 * Lighthouse part of `npm run bench`: builds the anchor (a bare React 19 page, tools/bench/anchor)
 * and scores it through the same preview (nginx, production config, the release's precompressed
 * files) with the same settings, then for each site starts `npm run preview` on a copy of its
 * production build whose translation CDN base is the page's own origin (production's CDN works;
 * main's registry host does not resolve here), runs Lighthouse's default mobile config several
 * times per page, each in a fresh Debian Chromium, and returns the side-by-side table with pass or
 * miss against targets relative to the anchor. Without arguments it measures the "HTML first"
 * acceptance's pages (main's home, not-found, referral and trade; every other site's home),
 * `ACCEPTANCE_RUNS` runs each, and writes docs/lighthouse.md (as `--doc` does for any other
 * run). Never fails on the figures, only on a broken harness.
 *
 * Other pages and subsets (for iterating): `--site main,eu --page home,account --runs 1` (or
 * LIGHTHOUSE_SITES / LIGHTHOUSE_RUNS); `--site` alone takes the acceptance's pages of those sites.
 * The median run's HTML report of each page goes to dist/lighthouse/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSite, isHiddenRoute, isSiteKey } from '@exchange/site-registry';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../ci/system-deps';
import { brotliStaticModule } from '../preview/nginx-host';
import {
  ACCEPTANCE_RUNS,
  anchorFigures,
  formatLighthouseDoc,
  formatLighthouseTable,
  keptNotes,
  lighthousePages,
  median,
  medianRunIndex,
  PAGE_NAMES,
  runFromLhr,
  topCauses,
  type AuditLike,
  type LighthouseRow,
  type LighthouseRun,
} from './lighthouse-table';
import { simulatedPaintPaths, type PaintPaths, type RunArtifacts } from './paint-path';
import { childEnv, toolsEnvNumber } from '../env/tools-env';
import { APP_SITES } from '../sites/app-sites';

const root = path.resolve(__dirname, '../..');
const ALL_SITES: string[] = [...APP_SITES];
/** Ports 27301-27306, one per site, 27300 the anchor, so a preview left behind by a crash never blocks the next. */
const BASE_PORT = toolsEnvNumber('LIGHTHOUSE_BASE_PORT', 27301);
const ANCHOR_PORT = BASE_PORT - 1;
const ANCHOR_DIST = path.join(root, 'dist/bench/anchor');
const REPORT_DIR = path.join(root, 'dist/lighthouse');
const DOC = path.join(root, 'docs/lighthouse.md');

/** The flags every run uses; chrome-launcher adds its own defaults and a fresh --user-data-dir. */
const LIGHTHOUSE_CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function waitFor(url: string, timeoutMs: number, server: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`preview exited with ${server.exitCode} before ${url} came up`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** What is running now, so Ctrl-C (or a kill of the bench) stops the preview and Chromium too. */
const running = {
  preview: undefined as ChildProcess | undefined,
  chrome: undefined as { kill(): void; pid?: number } | undefined,
  profile: undefined as string | undefined,
};

function stopOnSignal(signal: NodeJS.Signals): void {
  if (running.preview) stopPreview(running.preview);
  running.chrome?.kill();
  if (running.profile) fs.rmSync(running.profile, { recursive: true, force: true });
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/**
 * The tsx CLI SIGKILLs the bench when a signal finds its event loop busy (Lighthouse's trace
 * processing), so no handler runs. A small detached shell watches the bench's pid instead and,
 * once it is gone, stops the process groups named in the state file (preview, Chromium).
 */
const REAPER = `while kill -0 "$1" 2>/dev/null; do sleep 1; done
[ -f "$2" ] || exit 0
read -r preview chrome profile < "$2"
[ "$preview" != "-" ] && kill -TERM -- "-$preview" 2>/dev/null
[ "$chrome" != "-" ] && kill -KILL -- "-$chrome" 2>/dev/null
[ "$profile" != "-" ] && rm -rf "$profile"
rm -f "$2"`;

function startReaper(stateFile: string): ChildProcess {
  const reaper = spawn('sh', ['-c', REAPER, 'lighthouse-reaper', String(process.pid), stateFile], { stdio: 'ignore', detached: true });
  reaper.unref();
  return reaper;
}

/** Set while a bench runs; the reaper reads it. */
let reaperState = '';

function writeReaperState(stateFile: string): void {
  const fields = [running.preview?.pid, running.chrome?.pid, running.profile].map((value) => (value === undefined ? '-' : String(value)));
  fs.writeFileSync(stateFile, `${fields.join(' ')}\n`);
}

/** Builds the anchor page with the apps' Vite (a few seconds). */
export function buildAnchor(): void {
  const built = spawnSync('npx', ['vite', 'build', '-c', 'tools/bench/anchor/vite.config.ts'], {
    cwd: root,
    env: childEnv({ VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0 || !fs.existsSync(path.join(ANCHOR_DIST, 'index.html'))) throw new Error('the anchor page did not build (tools/bench/anchor)');
}

/**
 * The runtime-env block the deploy script writes: an empty CDN base loads catalogues from the
 * page's origin, empty ws hosts stream from the preview's own `/ws/market` (the registry's hosts
 * do not resolve here; a failing socket would poll once a second and Lighthouse would wait out
 * its 45 s load limit on every chart page).
 */
const SAME_ORIGIN_CDN_BLOCK = '<script type="application/json" id="exchange-env">{"cdnBase":"","ws":{"spot":"","futures":""}}</script>';

/**
 * A site's build as a release ships it (no mock toolbar: `EXCHANGE_DEV_TOOLBAR=0`, as
 * tools/release builds) whose translation CDN is the page's own origin (the env block a
 * deployment writes), in a temporary folder the preview serves with PREVIEW_DIST. The preview's
 * own build carries the toolbar for e2e, which a visitor never downloads.
 */
function sameOriginCdnCopy(site: string): string {
  const dist = path.join(root, 'dist/bench/apps', site);
  const built = spawnSync('npx', ['vite', 'build', '--configLoader', 'runner', '-c', `apps/${site}/vite.config.ts`], {
    cwd: root,
    env: childEnv({ EXCHANGE_DEV_TOOLBAR: '0', EXCHANGE_OUT_DIR: dist, CI: '1' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0 || !fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`release-like build of ${site} failed`);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `exchange-bench-${site}-`));
  fs.cpSync(dist, copy, { recursive: true });
  const index = path.join(copy, 'index.html');
  const html = fs.readFileSync(index, 'utf8').replace(/<script type="application\/json" id="exchange-env">[\s\S]*?<\/script>/, '');
  fs.writeFileSync(index, html.replace('</head>', `  ${SAME_ORIGIN_CDN_BLOCK}\n  </head>`));
  return copy;
}

/** `SITE=<site> PORT=<port> npm run preview` in its own process group, so stopping it stops nginx too. */
async function startPreview(site: string, port: number, distOverride?: string): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'tools/preview/preview.ts'], {
    cwd: root,
    env: childEnv({ SITE: site, PORT: String(port), ...(distOverride && { PREVIEW_DIST: distOverride }) }),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  running.preview = server;
  if (reaperState) writeReaperState(reaperState);
  try {
    // A missing build is built by the preview first (`nx run <site>:build`), hence the long wait.
    await waitFor(`http://127.0.0.1:${port}/`, 600_000, server);
  } catch (error) {
    stopPreview(server);
    throw error;
  }
  return server;
}

function stopPreview(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

interface MeasuredRun {
  run: LighthouseRun;
  audits: Record<string, AuditLike>;
  html: string;
  lighthouseVersion: string;
  /** Lighthouse's own measure of how fast this machine was during the run. */
  benchmarkIndex: number;
  /** What ends this run's simulated first and largest paints. */
  paintPaths: PaintPaths;
}

/**
 * Logs the fresh browser in as `scenario` through the embedded backend: the login answers with
 * the session's cookies and a redirect to a static file, so no page of the app runs (and nothing
 * else it would leave behind, such as the fonts cookie, is set). Lighthouse clears the cache and
 * the origin's storage before its load but keeps cookies, as a returning customer has them.
 */
async function logIn(port: number, url: string, scenario: string): Promise<void> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const login = new URL(`/__mock/login?scenario=${encodeURIComponent(scenario)}&redirect=${encodeURIComponent('/favicon.svg')}`, url);
    const response = await page.goto(login.href);
    const cookies = await browser.cookies();
    if (!response?.ok() || !cookies.some((cookie) => cookie.name === 'uid')) throw new Error(`logging in as ${scenario} at ${login.href} set no session`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a fresh Chromium with a fresh profile, removed afterwards. */
async function measureOnce(url: string, loginAs?: string): Promise<MeasuredRun> {
  // ESM-only packages, loaded here so the bench's other parts never pay for them.
  const { default: lighthouse } = await import('lighthouse');
  const { Launcher } = await import('chrome-launcher');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-lighthouse-'));
  running.profile = profile;
  const chrome = new Launcher({
    chromePath: CHROMIUM_PATH,
    userDataDir: profile,
    chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  // Known before the launch finishes, so a signal during the launch still stops this Chromium.
  running.chrome = chrome;
  try {
    await chrome.launch();
    if (reaperState) writeReaperState(reaperState);
    if (loginAs && chrome.port) await logIn(chrome.port, url, loginAs);
    // ignoreStatusCode: the not-found page answers 404 on purpose and is scored like any page.
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: ['performance', 'seo'], ignoreStatusCode: true });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const paintPaths = await simulatedPaintPaths(result.artifacts as unknown as RunArtifacts, lhr.configSettings);
    return {
      paintPaths,
      run: runFromLhr(lhr),
      audits: lhr.audits as unknown as Record<string, AuditLike>,
      html: String(result.report),
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    running.chrome = undefined;
    running.profile = undefined;
    if (reaperState) writeReaperState(reaperState);
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Attempts per run: on a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART). */
const ATTEMPTS = 3;

async function measureWithRetries(url: string, loginAs?: string): Promise<MeasuredRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, loginAs);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      process.stderr.write(`[lighthouse] ${url}: ${error instanceof Error ? error.message : String(error)}; trying again\n`);
    }
  }
}

function chromiumVersion(): string {
  const out = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return out.stdout.trim() || 'unknown Chromium';
}

function machineNote(benchmarkIndex: number | undefined): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
    `${os.type()} ${os.release()}`,
    `node ${process.version}`,
    `load average at the end ${load} (1 / 5 / 15 min)`,
    benchmarkIndex ? `Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)} (median over all runs)` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** What one Lighthouse bench measures; every field defaults to the "HTML first" acceptance's run. */
export interface LighthouseBenchOptions {
  /** Every site when unset. */
  sites?: string[];
  /** Short page names (any of `PAGE_NAMES`); unset, each site's pages in the acceptance. */
  pages?: string[];
  /** Runs per page; {@link ACCEPTANCE_RUNS} when unset. */
  runs?: number;
  /** Write docs/lighthouse.md even when the run is partial. */
  writeDoc?: boolean;
}

/** Lighthouse runs of one URL, with progress on stderr. */
async function measurePage(label: string, url: string, runsPerPage: number, loginAs?: string): Promise<MeasuredRun[]> {
  const measured: MeasuredRun[] = [];
  for (let i = 0; i < runsPerPage; i += 1) {
    const one = await measureWithRetries(url, loginAs);
    measured.push(one);
    process.stderr.write(`[lighthouse] ${label} run ${i + 1}/${runsPerPage}: performance ${one.run.performance}, FCP ${Math.round(one.run.fcpMs)} ms, LCP ${Math.round(one.run.lcpMs)} ms, TBT ${Math.round(one.run.tbtMs)} ms, CLS ${one.run.cls.toFixed(3)}\n`);
  }
  return measured;
}

/** Scores the anchor through the preview (main's nginx config serving the anchor's folder). */
async function measureAnchor(runsPerPage: number): Promise<MeasuredRun[]> {
  const server = await startPreview('main', ANCHOR_PORT, ANCHOR_DIST);
  try {
    return await measurePage('anchor', `http://localhost:${ANCHOR_PORT}/`, runsPerPage);
  } finally {
    stopPreview(server);
    running.preview = undefined;
    writeReaperState(reaperState);
  }
}

const hiddenOn = (site: string, pathname: string) => isSiteKey(site) && pathname !== '/' && isHiddenRoute(pathname, getSite(site));

/** Runs every page, prints progress to stderr, returns the markdown table (and writes the doc on a full run or with `writeDoc`). */
export async function runLighthouseBench(options: LighthouseBenchOptions = {}): Promise<string> {
  const sites = options.sites ?? ALL_SITES;
  const unknown = sites.filter((site) => !ALL_SITES.includes(site));
  if (unknown.length) throw new Error(`--site: unknown site(s) ${unknown.join(', ')}; one of ${ALL_SITES.join(', ')}`);
  const unknownPages = (options.pages ?? []).filter((page) => !PAGE_NAMES.includes(page));
  if (unknownPages.length) throw new Error(`--page: unknown page(s) ${unknownPages.join(', ')}; one of ${PAGE_NAMES.join(', ')}`);
  const runsPerPage = options.runs ?? ACCEPTANCE_RUNS;
  const pages = lighthousePages(sites, options.pages, hiddenOn);
  const rows: LighthouseRow[] = [];
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = '';
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const started = Date.now();
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  reaperState = path.join(os.tmpdir(), `exchange-lighthouse-${process.pid}.state`);
  writeReaperState(reaperState);
  const reaper = startReaper(reaperState);

  buildAnchor();
  // The anchor is scored before and after the sites, so a machine that slows down during a long
  // run moves the anchor as it moves the pages.
  const anchorRuns: LighthouseRun[] = (await measureAnchor(runsPerPage)).map((m) => m.run);

  for (const site of sites) {
    const port = BASE_PORT + ALL_SITES.indexOf(site);
    const copy = sameOriginCdnCopy(site);
    const server = await startPreview(site, port, copy);
    try {
      for (const page of pages.filter((p) => p.site === site)) {
        // localhost, as in e2e: the app's WebAuthn code refuses an IP address as RP id.
        const measured = await measurePage(`${site} ${page.page}`, `http://localhost:${port}${page.path}`, runsPerPage, page.loginAs);
        const runs = measured.map((m) => m.run);
        const middle = measured[medianRunIndex(runs)];
        lighthouseVersion = middle.lighthouseVersion;
        benchmarkIndexes.push(...measured.map((m) => m.benchmarkIndex));
        fs.writeFileSync(path.join(REPORT_DIR, `${site}-${page.page}.html`), middle.html);
        rows.push({ page, runs, causes: topCauses(middle.audits, 20), paintPaths: middle.paintPaths });
      }
    } finally {
      stopPreview(server);
      running.preview = undefined;
      writeReaperState(reaperState);
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }
  if (sites.length > 1) anchorRuns.push(...(await measureAnchor(runsPerPage)).map((m) => m.run));
  fs.rmSync(reaperState, { force: true });
  if (reaper.pid !== undefined) process.kill(reaper.pid, 'SIGTERM');

  const anchor = anchorFigures(anchorRuns);
  const table = formatLighthouseTable(rows, anchor);
  const full = sites.length === ALL_SITES.length && options.pages === undefined && runsPerPage === ACCEPTANCE_RUNS;
  const minutes = `${((Date.now() - started) / 60_000).toFixed(1)} min`;
  const pageList = options.pages ? `pages ${options.pages.join(', ')}` : "the acceptance's pages";
  const partial = full ? undefined : `sites ${sites.join(', ')}; ${pageList}; ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} per page`;
  if (full || options.writeDoc) {
    const doc = formatLighthouseDoc(rows, {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      machine: machineNote(benchmarkIndexes.length ? median(benchmarkIndexes) : undefined),
      chromium: chromiumVersion(),
      lighthouse: lighthouseVersion,
      runsPerPage,
      anchorRuns,
      duration: minutes,
      partial,
      compression: brotliStaticModule()
        ? 'brotli, precompressed as a release ships them (tools/release/precompress.ts)'
        : 'gzip made on the fly: this nginx has no brotli module, so the figures are for larger transfers than a release sends',
    }, fs.existsSync(DOC) ? keptNotes(fs.readFileSync(DOC, 'utf8')) : '');
    fs.writeFileSync(DOC, doc);
  }
  const note = full ? 'written to docs/lighthouse.md' : options.writeDoc ? `partial run (${partial}) written to docs/lighthouse.md, marked partial` : `partial run (${partial}): docs/lighthouse.md left as it was (--doc writes it)`;
  return `Anchor (bare React 19 page): median FCP ${Math.round(anchor.fcpMs)} ms, LCP ${Math.round(anchor.lcpMs)} ms, score ${Math.round(anchor.performance)}, TBT ${Math.round(anchor.tbtMs)} ms (runs' scores: ${anchorRuns.map((run) => run.performance).join(' ')})\n\n${table}\n\n${runsPerPage} runs per page, median of each figure; ${minutes}; ${note}; median-run reports in dist/lighthouse/.`;
}
