/**
 * Browser and web server for e2e and visual tests. Playwright cannot download its own browser
 * on these machines, so we use Debian's chromium (and nginx for the production-like preview).
 */
import { spawnSync } from 'node:child_process';
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

/** Installs firefox-esr, WebKitWebDriver (with MiniBrowser) and Xvfb through apt-get when running as root and one is missing. */
export function ensureEngines(): void {
  if (ENGINE_BINARIES.every((file) => fs.existsSync(file))) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`[test] the engines walk needs ${ENGINE_BINARIES.join(', ')} and this is not root. Install them: sudo apt-get install -y ${ENGINE_PACKAGES.join(' ')}`);
    process.exit(1);
  }
  const env = childEnv({ DEBIAN_FRONTEND: 'noninteractive' });
  console.log(`[test] installing ${ENGINE_PACKAGES.join(', ')} with apt-get ...`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...ENGINE_PACKAGES], { stdio: 'inherit', env });
  if (install.status !== 0) {
    console.error('[test] apt-get install of the engines failed');
    process.exit(1);
  }
}

function nginxInstalled(): boolean {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p));
}

/** Installs chromium, nginx and its brotli module through apt-get when running as root and one is missing. */
export function ensureBrowserAndNginx(): void {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = childEnv({ DEBIAN_FRONTEND: 'noninteractive' });
  if (fs.existsSync(CHROMIUM_PATH) && nginxInstalled()) {
    if (brotliStaticModule() || !isRoot) return;
    // Only the module is missing: without it the preview serves gzip made on the fly, which
    // works, so a failed install is a warning here.
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const brotli = spawnSync('apt-get', ['install', '-y', '-qq', 'libnginx-mod-http-brotli-static'], { stdio: 'inherit', env });
    if (brotli.status !== 0) console.warn('[test] could not install nginx\'s brotli module; the preview serves gzip instead');
    return;
  }
  if (!isRoot) {
    console.error(
      `[test] chromium (${CHROMIUM_PATH}) or nginx is missing and this is not root. Install them: sudo apt-get install -y ${PACKAGES.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`[test] installing ${PACKAGES.join(', ')} with apt-get ...`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
  if (install.status !== 0) {
    console.error('[test] apt-get install failed');
    process.exit(1);
  }
}
