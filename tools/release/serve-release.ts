/**
 * Serves unpacked releases the way a server would, for the release e2e (tools/release/*.e2e.ts):
 * each tarball is unpacked into a fresh folder, given an environment file and rendered by its own
 * deploy.mjs; nginx then runs with only the packaged config (plus the process basics a host's
 * nginx.conf holds) and the embedded backend as the stand-in exchange API. A control port
 * switches the live release with an nginx reload, as a deploy or a rollback does.
 *
 *   npx tsx tools/release/serve-release.ts   (RELEASE_PORT, RELEASE_CONTROL_PORT, RELEASE_DIR)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createEmbeddedBackend } from '../backend/embedded-backend';
import { attachMarketStream } from '../backend/market-socket';
import { nginxHostConf } from '../preview/nginx-host';
import { buildRelease } from './release';
import { toolsEnv, toolsEnvNumber } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
export const RELEASE_PORT = toolsEnvNumber('RELEASE_PORT', 27391);
export const RELEASE_CONTROL_PORT = toolsEnvNumber('RELEASE_CONTROL_PORT', 27392);
/** The releases the e2e deploys: N-1 and N of main, and N again under a second environment. */
export const RELEASE_VERSIONS = { previous: 'e2e-n-1', current: 'e2e-n' } as const;
export const ENVIRONMENTS = {
  staging: { ws: 'wss://ws.staging.gate.example', cdn: 'https://cdn.staging.gate.example' },
  production: { ws: 'wss://ws.gate.example', cdn: 'https://cdn.gate.example' },
} as const;

function envFile(upstream: number, environment: keyof typeof ENVIRONMENTS): string {
  const { ws, cdn } = ENVIRONMENTS[environment];
  return [
    `EXCHANGE_SERVER_NAME=localhost`,
    `EXCHANGE_LISTEN=127.0.0.1:${RELEASE_PORT}`,
    `EXCHANGE_API_UPSTREAM=http://127.0.0.1:${upstream}`,
    `EXCHANGE_WS_SPOT=${ws}/v4/ws/spot`,
    `EXCHANGE_WS_FUTURES=${ws}/v4/ws/futures`,
    `EXCHANGE_CDN_BASE=${cdn}`,
    `EXCHANGE_MONITORING_DSN=`,
    '',
  ].join('\n');
}

async function startUpstream(): Promise<number> {
  const handle = createEmbeddedBackend();
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // The market stream (/ws/market) on the same upstream, as nginx proxies it with the Upgrade headers.
  attachMarketStream(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Unpacks a tarball into `<base>/<label>` and renders it for one environment; returns the release folder. */
function deploy(tarball: string, base: string, label: string, upstream: number, environment: keyof typeof ENVIRONMENTS): string {
  const target = path.join(base, label);
  fs.mkdirSync(target, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  if (untar.status !== 0) throw new Error(`cannot unpack ${tarball}`);
  fs.writeFileSync(path.join(target, 'release.env'), envFile(upstream, environment));
  const rendered = spawnSync(process.execPath, [path.join(target, 'deploy.mjs')], { encoding: 'utf8' });
  if (rendered.status !== 0) throw new Error(`deploy.mjs failed: ${rendered.stderr}`);
  return target;
}

function hostConf(base: string, live: string): string {
  // As root, nginx would drop its workers to nobody, who cannot read a fresh 0700 temp folder.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  return nginxHostConf(base, user, `  include ${path.join(live, 'nginx/exchange.conf')};`);
}

/** Polls `/` until it serves the page of the release (and environment) in `live` (10 s at most). */
async function servesRelease(live: string): Promise<boolean> {
  const page = fs.readFileSync(path.join(live, 'static/index.html'), 'utf8');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const html = await fetch(`http://127.0.0.1:${RELEASE_PORT}/`)
      .then((response) => response.text())
      .catch(() => '');
    if (html === page) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * True once the nginx master `masterPid` has exactly one worker and none shutting down. After a
 * reload the old worker may still accept a connection before its quit signal lands, and answer it
 * from the old release: a check that only saw the new page once could pass while the next request
 * still got the old config (a flaky CSP check in CI). Linux /proc; the host config runs one worker.
 */
async function onlyNewWorker(masterPid: number): Promise<boolean> {
  const workers = (): string[] =>
    fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((pid) => {
        try {
          const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
          if (!new RegExp(`^PPid:\\s+${masterPid}$`, 'm').test(status)) return [];
          return [fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()];
        } catch {
          return []; // gone between listing and reading
        }
      })
      .filter((title) => title.startsWith('nginx: worker process'));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const titles = workers();
    if (titles.length === 1 && !titles[0].includes('shutting down')) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function main(): Promise<void> {
  const outDir = path.join(root, 'dist/release');
  const tarballs = {
    previous: path.join(outDir, `main-${RELEASE_VERSIONS.previous}.tar.gz`),
    current: path.join(outDir, `main-${RELEASE_VERSIONS.current}.tar.gz`),
  };
  // Two builds of the same tree under two versions stand for N-1 and N (their bundles differ).
  if (toolsEnv('RELEASE_REBUILD') !== '0' || !fs.existsSync(tarballs.previous)) buildRelease('main', RELEASE_VERSIONS.previous);
  if (toolsEnv('RELEASE_REBUILD') !== '0' || !fs.existsSync(tarballs.current)) buildRelease('main', RELEASE_VERSIONS.current);
  const upstream = await startUpstream();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-release-'));
  const releases: Record<string, string> = {
    current: deploy(tarballs.current, base, 'current', upstream, 'production'),
    previous: deploy(tarballs.previous, base, 'previous', upstream, 'production'),
    'current-staging': deploy(tarballs.current, base, 'current-staging', upstream, 'staging'),
  };
  const confFile = path.join(base, 'nginx.conf');
  fs.writeFileSync(confFile, hostConf(base, releases.current));
  const nginx = spawn('nginx', ['-p', base, '-e', path.join(base, 'error.log'), '-c', confFile, '-g', 'daemon off;'], { stdio: 'inherit' });
  nginx.on('exit', (code) => {
    console.error(`serve-release: nginx stopped (${String(code)}); its log: ${fs.existsSync(path.join(base, 'error.log')) ? fs.readFileSync(path.join(base, 'error.log'), 'utf8') : ''}`);
    process.exit(code || 1);
  });
  const stop = () => {
    nginx.removeAllListeners('exit');
    nginx.kill('SIGQUIT');
    fs.rmSync(base, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // POST /switch/<label>: point nginx at another unpacked release and reload, as a deploy does.
  const control = http.createServer((req, res) => {
    const label = /^\/switch\/([a-z-]+)$/.exec(req.url ?? '')?.[1];
    const live = label ? releases[label] : undefined;
    if (!live) {
      res.writeHead(404).end(`unknown release; one of ${Object.keys(releases).join(', ')}`);
      return;
    }
    fs.writeFileSync(confFile, hostConf(base, live));
    const reload = spawnSync('nginx', ['-p', base, '-e', path.join(base, 'error.log'), '-c', confFile, '-s', 'reload'], { encoding: 'utf8' });
    if (reload.status !== 0) {
      res.writeHead(500).end(reload.stderr);
      return;
    }
    // The old workers finish their requests first: answer once `/` serves the new release's page
    // (a new worker is up) and then the old worker is gone.
    void (async () => {
      const ok = (await servesRelease(live)) && (nginx.pid === undefined || (await onlyNewWorker(nginx.pid)));
      res.writeHead(ok ? 200 : 500).end(ok ? live : `nginx still serves another release than ${live}`);
    })();
  });
  control.listen(RELEASE_CONTROL_PORT, '127.0.0.1');
  console.log(`serve-release: serving ${Object.keys(releases).join(', ')} from ${base} on http://localhost:${RELEASE_PORT}`);
}

if (require.main === module) void main();
