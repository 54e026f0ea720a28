/**
 * Browser and web server for e2e and visual tests. Playwright cannot download its own browser
 * on these machines, so we use Debian's chromium (and nginx for the production-like preview).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { brotliStaticModule } from '../preview/nginx-host';
import { childEnv, toolsEnv } from '../env/tools-env';

export const CHROMIUM_PATH = toolsEnv('CHROMIUM_PATH') ?? '/usr/bin/chromium';

/**
 * Chromium flags that work on these machines (no sandbox as root, no background network).
 * `.example` hosts (the registry's CDN, monitoring and stream hosts; RFC 2606, they never
 * resolve) fail at once instead of after a DNS timeout: the preview's translation CDN is such a
 * host, and every page load waited about half a second for its lookup before the origin fallback.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--host-resolver-rules=MAP *.example ~NOTFOUND',
];

// The brotli module serves a release's .br files, as production does (the preview and the
// Lighthouse bench measure those bytes, not nginx's on-the-fly gzip). openssl makes the release
// check's CA; ca-certificates is the system bundle a release verifies https upstreams with.
const PACKAGES = ['chromium', 'nginx', 'libnginx-mod-http-brotli-static', 'fonts-noto-core', 'fonts-dejavu-core', 'openssl', 'ca-certificates'];

/**
 * The engines walk's browsers (tools/engines): Gecko is Debian's firefox-esr (puppeteer-core
 * drives it over WebDriver BiDi), WebKit is WebKitGTK's MiniBrowser (webkit2gtk-driver pulls it
 * in with libwebkit2gtk-4.1-0) driven by WebKitWebDriver, on Xvfb's screen.
 */
const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];
const ENGINE_BINARIES = ['/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'];

/** What is on the machine, read once: the install plan is a pure function of it. */
export interface MachineState {
  root: boolean;
  chromium: boolean;
  nginx: boolean;
  brotli: boolean;
  engines: boolean;
}

/** The apt-get runs a need takes; `fatal` false: a failure is a warning (the stage works without it). */
export interface InstallPlan {
  runs: string[][];
  fatal: boolean;
  /** Set when something is missing and this is not root: what to run by hand. */
  refusal?: string;
}

/**
 * The apt-get runs that bring the machine to what `need` asks, in order. `browser`: Chromium,
 * nginx and the brotli module (only the module missing is a warning: the preview then serves
 * gzip made on the fly). `engines`: firefox-esr, WebKitWebDriver and Xvfb, or with
 * `downloadOnly` only their packages fetched, so `npm test` can download them while other stages
 * run and leave dpkg to the engines stage. `updated`: apt's lists were already read this run.
 */
export function installPlan(state: MachineState, need: 'browser' | 'engines', options: { downloadOnly?: boolean; updated?: boolean } = {}): InstallPlan {
  const update = options.updated ? [] : [['update', '-qq']];
  if (need === 'engines') {
    if (state.engines) return { runs: [], fatal: true };
    if (!state.root) return { runs: [], fatal: true, refusal: `the engines walk needs ${ENGINE_BINARIES.join(', ')} and this is not root. Install them: sudo apt-get install -y ${ENGINE_PACKAGES.join(' ')}` };
    return { runs: [...update, ['install', '-y', '-qq', ...(options.downloadOnly ? ['--download-only'] : []), ...ENGINE_PACKAGES]], fatal: true };
  }
  if (state.chromium && state.nginx) {
    if (state.brotli || !state.root) return { runs: [], fatal: false };
    return { runs: [...update, ['install', '-y', '-qq', 'libnginx-mod-http-brotli-static']], fatal: false };
  }
  if (!state.root) return { runs: [], fatal: true, refusal: `chromium (${CHROMIUM_PATH}) or nginx is missing and this is not root. Install them: sudo apt-get install -y ${PACKAGES.join(' ')}` };
  return { runs: [...update, ['install', '-y', '-qq', ...PACKAGES]], fatal: true };
}

function nginxInstalled(): boolean {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p));
}

/** Reads what {@link installPlan} decides on. */
function machineState(): MachineState {
  return {
    root: typeof process.getuid === 'function' && process.getuid() === 0,
    chromium: fs.existsSync(CHROMIUM_PATH),
    nginx: nginxInstalled(),
    brotli: Boolean(brotliStaticModule()),
    engines: ENGINE_BINARIES.every((file) => fs.existsSync(file)),
  };
}

const APT_ENV = () => childEnv({ DEBIAN_FRONTEND: 'noninteractive' });

/** Runs a plan now; exits the process on a fatal failure (for tools that need the result at once). */
function runPlanNow(plan: InstallPlan, what: string): void {
  if (plan.refusal) {
    console.error(`[test] ${plan.refusal}`);
    process.exit(1);
  }
  if (plan.runs.length > 0) console.log(`[test] installing ${what} with apt-get ...`);
  for (const args of plan.runs) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env: APT_ENV() });
    if (run.status === 0) continue;
    if (!plan.fatal) return void console.warn(`[test] apt-get ${args.join(' ')} failed; going on without it`);
    console.error(`[test] apt-get ${args.join(' ')} failed`);
    process.exit(1);
  }
}

/** Installs firefox-esr, WebKitWebDriver (with MiniBrowser) and Xvfb through apt-get when running as root and one is missing. */
export function ensureEngines(): void {
  runPlanNow(installPlan(machineState(), 'engines'), ENGINE_PACKAGES.join(', '));
}

/** Installs chromium, nginx and its brotli module through apt-get when running as root and one is missing. */
export function ensureBrowserAndNginx(): void {
  runPlanNow(installPlan(machineState(), 'browser'), PACKAGES.join(', '));
}

/** Runs one apt-get without blocking, its output appended to `log`; resolves with its exit code. */
function aptInBackground(args: string[], log: string): Promise<number> {
  return new Promise((resolve) => {
    fs.appendFileSync(log, `$ apt-get ${args.join(' ')}\n`);
    const out = fs.openSync(log, 'a');
    const child = spawn('apt-get', args, { stdio: ['ignore', out, out], env: APT_ENV() });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => {
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

/** The installs `npm test` runs beside its first stages; each settles to a problem, or undefined. */
export interface BackgroundInstalls {
  /** Chromium, nginx and brotli: awaited before the first browser stage. */
  browser: Promise<string | undefined>;
  /** The engines' packages downloaded (dpkg runs in the engines stage): awaited before it. */
  engines: Promise<string | undefined>;
}

/**
 * Starts the apt-get runs `npm test` needs in the background, one after another (apt takes a
 * lock), their output in `log`: on a fresh CI machine they take minutes that the lint, unit and
 * build stages would otherwise wait for.
 */
export function startBackgroundInstalls(need: { browser: boolean; engines: boolean }, log: string): BackgroundInstalls {
  const state = machineState();
  const run = async (plan: InstallPlan): Promise<string | undefined> => {
    if (plan.refusal) return plan.refusal;
    for (const args of plan.runs) {
      const code = await aptInBackground(args, log);
      if (code !== 0 && plan.fatal) return `apt-get ${args.join(' ')} exited with ${code} (output in ${log})`;
    }
    return undefined;
  };
  const browserPlan = need.browser ? installPlan(state, 'browser') : { runs: [], fatal: false };
  const browser = run(browserPlan);
  const updated = browserPlan.runs.some((args) => args[0] === 'update');
  const engines = browser.then(() => (need.engines ? run(installPlan(state, 'engines', { downloadOnly: true, updated })) : undefined));
  return { browser, engines };
}
