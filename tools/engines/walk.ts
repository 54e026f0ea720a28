/**
 * `npx tsx tools/engines/walk.ts`: the smoke walk in the two engines besides Chromium, Gecko
 * (firefox-esr) and WebKit (WebKitGTK's MiniBrowser), against every site's preview (production
 * build, production nginx config, embedded backend) with the preview's error hook on.
 *
 * Ten routes of main (home, trade, futures, referral, rewards hub, not-found, login, sign-up,
 * launchpool, then the Arabic home; `ENGINE_ROUTES=all`: every inventory route), and home and trade
 * of every other site, are loaded once at 390 px and checked there, then resized to 1280 px and
 * checked again:
 * - no page error; no console error (Gecko; WebKit's classic WebDriver cannot read the console,
 *   so there only what the preview's error hook records counts, see tools/preview/error-hook.ts);
 * - no sideways scroll; the shell's header and footer present;
 * - the header's dialog opens from its button and closes with Escape, focus back on the button;
 * - on trade and futures the chart's canvas is not blank and the last price moves;
 * - on main's home, switching the language to Arabic turns the page right to left.
 *
 * First, in each engine, a fixture page that throws on load must fail the same checks: a walk
 * that cannot see an error proves nothing. Passkey ceremonies stay in Chromium's e2e (they need
 * its virtual authenticator). `ENGINES=gecko` or `ENGINES=webkit` runs one engine;
 * `ENGINE_SITES=main,eu` a subset of the sites, `ENGINE_PATHS=/,/fee` of the paths. Ports: E2E_BASE_PORT (one per site).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { failuresFile } from '../ci/failures-reporter';
import { ensureEngines } from '../ci/system-deps';
import { E2E_SITES, e2eBaseUrl, e2ePort, type E2ESite } from '../e2e/sites';
import { THROWS_ON_LOAD_PATH } from '../preview/error-hook';
import { startPreviews, stopPreviews, type PreviewSpec } from '../preview/preview-sites';
import { launchEngine, type EngineDriver, type EngineName } from './drivers';
import { CHART_DRAWN, COVERING_ELEMENT, DIALOG_STATE, FOCUS_IN_DIALOG, LAST_PRICE, MARK_ARABIC_ITEM, MARK_DIALOG_OPENER, MARK_LANGUAGE_SWITCHER, PAGE_STATE, RESOURCE_COUNT, TWO_FRAMES } from './page-scripts';
import { ENGINE_HEIGHTS, ENGINE_WIDTHS, enginePages, type EnginePage } from './walk-plan';
import { toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
const engines = (toolsEnv('ENGINES') ?? 'gecko,webkit').split(',').map((name) => name.trim()) as EngineName[];
const sites = E2E_SITES.filter((site) => !toolsEnv('ENGINE_SITES') || (toolsEnv('ENGINE_SITES') ?? '').split(',').includes(site));
/** How long the chart gets to draw and the price to move after the page is ready. */
const LIVE_TIMEOUT_MS = 20_000;

interface PageState {
  ready: boolean;
  header: boolean;
  footer: boolean;
  scrollWidth: number;
  clientWidth: number;
  innerWidth: number;
  dir: string;
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
}

/** Whether nothing listens on the port yet (a server left over from another run would answer instead). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A site's preview on its walk port, with the error hook; from the stage's builds when `PREVIEW_DIST_ROOT` names them (npm test built them first), else asked of Nx. */
async function previewSpec(site: E2ESite): Promise<PreviewSpec> {
  if (!(await portIsFree(e2ePort(site)))) throw new Error(`port ${e2ePort(site)} for ${site}'s preview is taken (set E2E_BASE_PORT)`);
  const distRoot = toolsEnv('PREVIEW_DIST_ROOT');
  return { site, port: e2ePort(site), env: { PREVIEW_ERROR_HOOK: '1', ...(distRoot && { PREVIEW_DIST: path.resolve(root, distRoot, site) }) } };
}

/** The checks every page gets at the current width; problems are returned, never thrown. */
async function pageChecks(driver: EngineDriver, width: number): Promise<string[]> {
  const problems: string[] = [];
  const state = await poll(() => driver.evaluate<PageState>(PAGE_STATE), (s) => s.ready, 15_000);
  if (!state.ready) problems.push('the page never showed its main content and header');
  if (state.innerWidth !== width) problems.push(`viewport is ${state.innerWidth} px, not ${width}`);
  if (!state.header) problems.push('no header');
  if (!state.footer) problems.push('no footer');
  if (state.scrollWidth > state.clientWidth) problems.push(`scrolls sideways: ${state.scrollWidth} > ${state.clientWidth}`);
  return problems;
}

async function dialogCheck(driver: EngineDriver): Promise<string[]> {
  const opener = await driver.evaluate<string | null>(MARK_DIALOG_OPENER);
  if (!opener) return [];
  const covered = await driver.evaluate<string | null>(COVERING_ELEMENT, '[data-engines-opener]');
  if (covered) return [`"${opener}" cannot be clicked: ${covered} covers it`];
  await driver.click('[data-engines-opener]');
  const opened = await poll(() => driver.evaluate<{ open: boolean }>(DIALOG_STATE), (s) => s.open, 10_000);
  if (!opened.open) return [`"${opener}" opened no dialog`];
  // A keyboard user presses Escape once focus has moved into the dialog.
  if (!(await poll(() => driver.evaluate<boolean>(FOCUS_IN_DIALOG), Boolean, 3_000))) return [`focus did not move into the "${opener}" dialog`];
  await driver.pressEscape();
  const closed = await poll(
    () => driver.evaluate<{ open: boolean; focusOnOpener: boolean; focused: string }>(DIALOG_STATE),
    (s) => !s.open && s.focusOnOpener,
    3_000,
  );
  if (closed.open) return [`Escape left the "${opener}" dialog open`];
  if (!closed.focusOnOpener) return [`after Escape focus is on ${closed.focused}, not on "${opener}"`];
  return [];
}

async function liveChecks(driver: EngineDriver): Promise<string[]> {
  const problems: string[] = [];
  const chart = await poll(() => driver.evaluate<{ found: boolean; drawn: boolean }>(CHART_DRAWN), (c) => c.drawn, LIVE_TIMEOUT_MS);
  if (!chart.found) problems.push('no chart');
  else if (!chart.drawn) problems.push('the chart canvas stays blank');
  const first = await poll(() => driver.evaluate<string | null>(LAST_PRICE), (p) => Boolean(p), LIVE_TIMEOUT_MS);
  if (!first) problems.push('no last price');
  else {
    const next = await poll(() => driver.evaluate<string | null>(LAST_PRICE), (p) => Boolean(p) && p !== first, LIVE_TIMEOUT_MS);
    if (next === first) problems.push(`the last price stays at ${first} for ${LIVE_TIMEOUT_MS / 1000} s`);
  }
  return problems;
}

async function arabicCheck(driver: EngineDriver): Promise<string[]> {
  if (!(await driver.evaluate<boolean>(MARK_LANGUAGE_SWITCHER))) return ['no language switcher in the header'];
  await driver.click('[data-engines-language]');
  const item = await poll(() => driver.evaluate<boolean>(MARK_ARABIC_ITEM), Boolean, 5_000);
  if (!item) return ['the language menu offers no Arabic'];
  await driver.click('[data-engines-arabic]');
  const state = await poll(() => driver.evaluate<PageState>(PAGE_STATE), (s) => s.dir === 'rtl' && s.ready, 10_000);
  const problems = state.dir === 'rtl' ? [] : [`Arabic left the page ${state.dir}`];
  if (state.scrollWidth > state.clientWidth) problems.push(`Arabic scrolls sideways: ${state.scrollWidth} > ${state.clientWidth}`);
  return problems;
}

/** Loads one page at 390 px, checks it, resizes it to 1280 px and checks it again. */
async function walkPage(driver: EngineDriver, url: string, page: Pick<EnginePage, 'chart'>, options: { arabic?: boolean } = {}): Promise<string[]> {
  const problems: string[] = [];
  const [phone, desktop] = ENGINE_WIDTHS;
  await driver.setViewport(phone, ENGINE_HEIGHTS[phone]);
  try {
    await driver.goto(url);
  } catch (error) {
    return [`did not load: ${(error as Error).message}`];
  }
  const at = (width: number, list: string[]) => list.map((problem) => `${width} px: ${problem}`);
  problems.push(...at(phone, await pageChecks(driver, phone)));
  if (page.chart) problems.push(...at(phone, await liveChecks(driver)));
  problems.push(...at(phone, await dialogCheck(driver)));
  await driver.setViewport(desktop, ENGINE_HEIGHTS[desktop]);
  await driver.evaluate(TWO_FRAMES);
  problems.push(...at(desktop, await pageChecks(driver, desktop)));
  if (page.chart) {
    const chart = await driver.evaluate<{ drawn: boolean }>(CHART_DRAWN);
    if (!chart.drawn) problems.push(`${desktop} px: the chart canvas is blank after the resize`);
  }
  problems.push(...at(desktop, await dialogCheck(driver)));
  if (options.arabic) problems.push(...at(desktop, await arabicCheck(driver)));
  await settleLoads(driver);
  problems.push(...(await driver.takeErrors()));
  return problems;
}

/** How long the page's loads must stay unchanged before the walk leaves it, and the most it waits. */
const LOADS_QUIET_MS = 600;
const LOADS_SETTLE_LIMIT_MS = 4_000;

/**
 * Waits until the page has loaded nothing new for {@link LOADS_QUIET_MS}: the checks' clicks start
 * loads of their own (the first breadcrumb brings the monitoring masker in), and one the next
 * navigation cut off was reported by Gecko as that page's error (a worker's fetch aborted).
 */
async function settleLoads(driver: EngineDriver): Promise<void> {
  const count = () => driver.evaluate<number>(RESOURCE_COUNT).catch(() => -1);
  const deadline = Date.now() + LOADS_SETTLE_LIMIT_MS;
  let last = await count();
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < LOADS_QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await count();
    if (now !== last) quietSince = Date.now();
    last = now;
  }
}

async function walkEngine(name: EngineName, pages: EnginePage[]): Promise<string[]> {
  const started = Date.now();
  const driver = await launchEngine(name);
  const failures: string[] = [];
  try {
    // The negative test: a page that throws on load must fail these checks in this engine.
    const fixture = await walkPage(driver, `${e2eBaseUrl('main')}${THROWS_ON_LOAD_PATH}`, { chart: false });
    if (!fixture.some((problem) => /thrown on load/.test(problem))) {
      failures.push(`${name}: the walk missed a page that throws on load (${THROWS_ON_LOAD_PATH} gave: ${fixture.join('; ') || 'no problem'})`);
    } else console.log(`[engines] ${name}: the page that throws on load fails as it must: ${fixture.find((p) => /thrown on load/.test(p))}`);

    let scenarioSite: E2ESite | undefined;
    for (const page of pages) {
      const base = e2eBaseUrl(page.site);
      if (scenarioSite !== page.site) {
        // The visitor scenario for this origin: the backend sets its cookie and redirects home.
        await driver.goto(`${base}/?mock_scenario=visitor`).catch(() => undefined);
        // Let this visit finish its requests: ones the next navigation cut off were reported as
        // the next page's (fonts, the growth calls).
        await poll(() => driver.evaluate<PageState>(PAGE_STATE).catch(() => ({ ready: false }) as PageState), (s) => s.ready, 15_000);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await driver.takeErrors();
        scenarioSite = page.site;
      }
      const t0 = Date.now();
      const problems = await walkPage(driver, `${base}${page.path}`, page).catch((error: Error) => [`walk broke: ${error.message}`]);
      const label = `${name} ${page.site} ${page.path}`;
      console.log(`[engines] ${problems.length === 0 ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      for (const problem of problems) console.log(`         ${problem}`);
      failures.push(...problems.map((problem) => `${label}: ${problem}`));
    }
    if (pages.some((page) => page.site === 'main' && page.path === '/')) {
      // Last: the language cookie it writes would turn later pages Arabic.
      const problems = await walkPage(driver, `${e2eBaseUrl('main')}/`, { chart: false }, { arabic: true }).catch((error: Error) => [`walk broke: ${error.message}`]);
      console.log(`[engines] ${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name} main / to Arabic`);
      failures.push(...problems.map((problem) => `${name} main / to Arabic: ${problem}`));
    }
  } finally {
    await driver.close().catch(() => undefined);
  }
  console.log(`[engines] ${name}: ${pages.length} pages in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} problems`);
  return failures;
}

async function main(): Promise<void> {
  ensureEngines();
  let previews: ChildProcess[] = [];
  const stop = () => stopPreviews(previews);
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  let failures: string[] = [];
  try {
    previews = await startPreviews(await Promise.all(sites.map(previewSpec)));
    const only = toolsEnv('ENGINE_PATHS')?.split(',');
    const pages = enginePages(sites, { allRoutes: toolsEnv('ENGINE_ROUTES') === 'all' }).filter((page) => !only || only.includes(page.path));
    const results = await Promise.all(engines.map((name) => walkEngine(name, pages).catch((error: Error) => [`${name}: could not run: ${error.stack ?? error.message}`])));
    failures = results.flat();
  } catch (error) {
    failures = [`could not start: ${(error as Error).message}`];
  } finally {
    await stop();
  }
  const file = failuresFile(toolsEnv('CI_STAGE') ?? 'engines', 'txt');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, failures.map((failure) => `FAILED ${failure}`).join('\n'));
  if (failures.length > 0) {
    console.error(`\n[engines] ${failures.length} problems:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('[engines] every page passed in', engines.join(' and '));
  process.exit(0);
}

void main();
