/**
 * `SITE=<site> PORT=<port> npm run preview`: a production build of one site behind nginx with
 * the production config, plus the preview-only include that routes the embedded backend.
 * It serves the site's preview build (dist/preview/<site>: the scenario toolbar and the embedded
 * backend compiled in, which `npm run build` leaves out) and first asks Nx for it
 * (`nx run <site>:build-preview`), which builds it when missing or stale and otherwise leaves it.
 * Runs in the foreground until stopped. `PREVIEW_DIST=<folder>` serves another build folder
 * (the e2e, which builds first; an unpacked release) and never builds.
 *
 * It works from any folder: nginx's workers run as the build folder's owner (as root, nginx
 * would otherwise drop them to `nobody`, who cannot read a checkout in root's home), and
 * "serving" is printed only after `/` answered 200 through nginx; otherwise the preview exits
 * non-zero with nginx's error line and what to do.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { createEmbeddedBackend } from '../backend/embedded-backend';
import { attachMarketStream } from '../backend/market-socket';
import { headPlan, knownRoutesConf, writeHeads, writePackagedNginx } from '@exchange/edge';
import { precompress } from '../release/precompress';
import { errorHookNginx } from './error-hook';
import { brotliStaticModule, nginxHostConf } from './nginx-host';
import { toolsEnv, toolsEnvNumber } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
const site = toolsEnv('SITE') ?? 'main';
const port = toolsEnvNumber('PORT', 4300);
const previewDist = toolsEnv('PREVIEW_DIST');
const distOverride = previewDist ? path.resolve(previewDist) : undefined;
const distDir = distOverride ?? path.join(root, 'dist/preview', site);
/** `PREVIEW_ERROR_HOOK=1`: every page records its errors for a browser whose console cannot be read (./error-hook.ts). */
const errorHook = toolsEnv('PREVIEW_ERROR_HOOK') === '1';
/** Compressed copies by content, kept across starts (Nx restores a build without them before each stage). */
const PRECOMPRESS_CACHE = path.join(root, 'node_modules/.cache/exchange-precompress');
/** How long nginx gets to answer `/` before the preview gives up. */
const READY_TIMEOUT_MS = 15_000;

function fail(message: string): never {
  console.error(`preview: ${message}`);
  process.exit(1);
}

function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  fail('nginx is not installed. Install it with `apt-get install nginx` (npm test does this when run as root).');
}

/** Starts the embedded backend on a free loopback port; `/__mock/enter/<path>` is a page visit. */
async function startBackend(): Promise<number> {
  const handle = createEmbeddedBackend();
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('preview backend error', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // The market stream (/ws/market) on the same upstream, as nginx proxies it with the Upgrade headers.
  attachMarketStream(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * nginx's `user` line when the master runs as root: the owner of the build folder, so the
 * workers can read what they serve. Other users cannot switch users; their workers run as them.
 */
export function workerUserLine(isRoot: boolean, owner: { name: string; group: string } | undefined): string {
  if (!isRoot || !owner) return '';
  return `user ${owner.name} ${owner.group};`;
}

function ownerOf(folder: string): { name: string; group: string } | undefined {
  const stat = fs.statSync(folder);
  const name = spawnSync('id', ['-nu', String(stat.uid)], { encoding: 'utf8' }).stdout.trim();
  const group = spawnSync('getent', ['group', String(stat.gid)], { encoding: 'utf8' }).stdout.split(':')[0]?.trim();
  return name ? { name, group: group || name } : undefined;
}

/** The origins of a site's registry ws hosts, for the CSP's connect-src. */
function wsOrigins(config: { ws: { spot: string; futures: string } }): string {
  return [...new Set([config.ws.spot, config.ws.futures].map((url) => new URL(url).origin))].join(' ');
}

function writeNginxConfig(dir: string, backendPort: number): string {
  // The release's nginx files (the same generated routes file too: unknown paths answer 404 here
  // as well), plus the preview's own routes to the embedded backend.
  writePackagedNginx(dir, knownRoutesConf(isSiteKey(site) ? site : 'main'));
  const previewDir = path.join(__dirname, 'nginx');
  for (const file of fs.readdirSync(previewDir)) fs.copyFileSync(path.join(previewDir, file), path.join(dir, file));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const conf = nginxHostConf(
    dir,
    workerUserLine(isRoot, isRoot ? ownerOf(distDir) : undefined),
    `  include ${dir}/http.conf;
  gzip_static on;
  ${brotliStaticModule() ? 'brotli_static on;' : '# brotli_static: this nginx has no brotli module (apt-get install libnginx-mod-http-brotli-static).'}
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${distDir};
    set $exchange_api_upstream http://127.0.0.1:${backendPort};
    # No load balancer in front: the scheme is the connection's.
    set $exchange_forwarded_proto $scheme;
    set $exchange_cdn_origin "${isSiteKey(site) ? getSite(site).cdnBase : ''}";
    set $exchange_ws_origins "${isSiteKey(site) ? wsOrigins(getSite(site)) : ''}";
    set $exchange_monitor_origin "${isSiteKey(site) && getSite(site).sentryDsn ? new URL(getSite(site).sentryDsn).origin : ''}";
    include ${dir}/preview-backend.conf;
    include ${dir}/market-ws.conf;
    include ${dir}/site.conf;
${errorHook ? errorHookNginx(dir, Boolean(brotliStaticModule())) : ''}
  }`,
  );
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!fs.existsSync(path.join(root, 'apps', site, 'project.json'))) {
    const sites = fs.readdirSync(path.join(root, 'apps')).join(', ');
    fail(`unknown SITE "${site}"; one of ${sites}`);
  }
  const dist = path.join(distDir, 'index.html');
  if (distOverride && !fs.existsSync(dist)) fail(`${distDir} holds no index.html: PREVIEW_DIST must be a site's build folder.`);
  if (!distOverride) {
    console.log(`preview: asking Nx for ${site}'s preview build (built when missing or stale)...`);
    const built = spawnSync('npx', ['nx', 'run', `${site}:build-preview`, '--outputStyle=stream'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0 || !fs.existsSync(dist)) fail(`preview build of ${site} failed`);
  }
  // The page heads, sitemap and robots file, rendered for this preview's origin by the generator
  // deploy runs on a release (@exchange/edge), so crawlers' view of the preview is production's.
  if (isSiteKey(site)) {
    try {
      writeHeads(distDir, headPlan(site), { origin: `http://localhost:${port}`, indexing: true });
    } catch (error) {
      console.warn(`preview: ${distDir} gets no page heads (${(error as Error).message}); every route answers with index.html.`);
    }
  }
  // The files a release ships precompressed (tools/release/precompress.ts), so the preview and
  // the Lighthouse bench send the bytes production sends, not nginx's on-the-fly gzip.
  // With the error hook nginx sends pages uncompressed by its static files (the hook goes into
  // the plain HTML), so the precompressed copies would go unused.
  if (!errorHook) {
    try {
      precompress(distDir, { skipSourceMaps: true, keepFresh: true, cacheDir: PRECOMPRESS_CACHE });
    } catch (error) {
      console.warn(`preview: ${distDir} cannot take precompressed files (${(error as Error).message}); nginx compresses on the fly instead.`);
    }
  }
  console.log(`preview: ${site}: page heads and precompressed files ready ${Date.now() - started} ms after start`);
  const nginx = findNginx();
  const backendPort = await startBackend();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `exchange-preview-${site}-`));
  const conf = writeNginxConfig(dir, backendPort);
  const child = spawn(nginx, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const stop = () => {
    child.kill('SIGQUIT');
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    const log = path.join(dir, 'error.log');
    if (code && fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
  const ready = await waitForHome(READY_TIMEOUT_MS);
  if (!ready.ok) {
    const log = path.join(dir, 'error.log');
    const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
    const last = lines.reverse().find((line) => /\[(error|crit|alert|emerg)\]/.test(line)) ?? lines[0] ?? '(nginx wrote no error)';
    console.error(`preview: ${site} does not answer: GET / gave ${ready.status}.`);
    console.error(`preview: nginx says: ${last}`);
    console.error(
      `preview: fix: make ${distDir} readable by nginx's workers (its owner must be able to read it and every folder above it), ` +
        'or rebuild it with `npx nx run ' + site + ':build-preview --skip-nx-cache` if it is broken.',
    );
    child.kill('SIGQUIT');
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  }
  console.log(`preview: serving ${site} on http://localhost:${port} (nginx, production config + embedded backend), ${Date.now() - started} ms after start`);
}

/** GET / through nginx until it answers 200 or the time is up. */
async function waitForHome(timeoutMs: number): Promise<{ ok: boolean; status: string }> {
  const deadline = Date.now() + timeoutMs;
  let status = 'no answer';
  while (Date.now() < deadline) {
    status = await new Promise<string>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/', timeout: 2_000 }, (response) => {
        response.resume();
        resolve(String(response.statusCode));
      });
      request.on('error', (error) => resolve(error.message));
      request.on('timeout', () => request.destroy(new Error('timeout')));
    });
    if (status === '200') return { ok: true, status };
    if (/^\d{3}$/.test(status)) return { ok: false, status };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ok: false, status };
}

if (require.main === module) void main();
