/**
 * Serves unpacked releases the way a server would, for the release e2e (tools/release/*.e2e.ts):
 * each tarball is unpacked into a fresh folder, given an environment file and rendered by its own
 * deploy.mjs (checked with `nginx -t`); nginx then runs with only the packaged config (plus the
 * process basics a host's nginx.conf holds). The exchange API stands behind a host name over
 * verified https, as in production: the embedded backend serves it on two loopback addresses with
 * a certificate from a CA made here (openssl), and a DNS responder on 127.0.0.1 says which address
 * the name has (TTL 1 s). A control port switches the live release with an nginx reload, as a
 * deploy or a rollback does, moves the name in DNS and runs `deploy.mjs --refresh`, deploys again
 * (a broken file, a moved copy), and shows the upstream's request log and nginx's error log.
 *
 *   npx tsx tools/release/serve-release.ts   (RELEASE_PORT, RELEASE_CONTROL_PORT, RELEASE_DIR)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { liveFolder } from '@exchange/edge/testing';
import { createEmbeddedBackend } from '../backend/embedded-backend';
import { nginxHostConf } from '../preview/nginx-host';
import { startDnsResponder, type DnsResponder } from './dns-responder';
import { buildRelease } from './release';
import { runAsync, type Run } from './run-async';
import { makeCa, makeServerCert } from './test-ca';
import { toolsEnv, toolsEnvNumber } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
export const RELEASE_PORT = toolsEnvNumber('RELEASE_PORT', 27391);
export const RELEASE_CONTROL_PORT = toolsEnvNumber('RELEASE_CONTROL_PORT', 27392);
/** The releases the e2e deploys: N-1 and N of main, and N again under a second environment. */
export const RELEASE_VERSIONS = { previous: 'e2e-n-1', current: 'e2e-n' } as const;
/**
 * The two environments one tarball is deployed to. `origin` is the canonical origin: staging's is
 * written in its file (with indexing off); production's is the default, https:// and the first server name.
 */
export const ENVIRONMENTS = {
  staging: { ws: 'wss://ws.staging.gate.example', cdn: 'https://cdn.staging.gate.example', origin: 'https://www.staging.gate.example', indexing: false },
  production: { ws: 'wss://ws.gate.example', cdn: 'https://cdn.gate.example', origin: 'https://localhost', indexing: true },
} as const;

/** The API's host name, resolved only by the responder this server starts. */
export const UPSTREAM_NAME = 'api.exchange.test';
/** The two loopback addresses the name moves between (one upstream instance on each). */
export const UPSTREAM_ADDRESSES = { a: '127.0.0.1', b: '127.0.0.2' } as const;
/** The load balancer's address: the only peer whose forwarded headers count. */
export const TRUSTED_PROXY = '127.0.0.3';
const DNS_PORT = toolsEnvNumber('RELEASE_DNS_PORT', 0);

/** A host name under a real-looking parent domain: the browser keeps cookies for `.exchange.test`. */
export const SITE_NAME = 'www.exchange.test';

/** One request an upstream instance received, with the headers nginx set. */
export interface UpstreamHit {
  upstream: keyof typeof UPSTREAM_ADDRESSES;
  url: string;
  host: string;
  forwardedFor: string;
  forwardedProto: string;
  servername: string;
  /** Every header as it arrived (names lower case). */
  headers: Record<string, string>;
  /** Which TLS connection of this instance carried it (the same number: a reused connection). */
  connection: number;
}

interface Edge {
  upstreamPort: number;
  dnsPort: number;
  ca: string;
  wrongCa: string;
}

function envFile(edge: Edge, environment: keyof typeof ENVIRONMENTS, ca = edge.ca, listen = `127.0.0.1:${RELEASE_PORT}`): string {
  const { ws, cdn, origin, indexing } = ENVIRONMENTS[environment];
  return [
    ...(indexing ? [] : [`EXCHANGE_CANONICAL_ORIGIN=${origin}`, 'EXCHANGE_INDEXING=off']),
    `EXCHANGE_SERVER_NAME=localhost 127.0.0.1 ${SITE_NAME}`,
    `EXCHANGE_LISTEN=${listen}`,
    `EXCHANGE_API_UPSTREAM=https://${UPSTREAM_NAME}:${edge.upstreamPort}`,
    `EXCHANGE_RESOLVER=127.0.0.1:${edge.dnsPort}`,
    `EXCHANGE_UPSTREAM_CA=${ca}`,
    `EXCHANGE_TRUSTED_PROXIES=${TRUSTED_PROXY}`,
    `EXCHANGE_WS_SPOT=${ws}/v4/ws/spot`,
    `EXCHANGE_WS_FUTURES=${ws}/v4/ws/futures`,
    `EXCHANGE_CDN_BASE=${cdn}`,
    `EXCHANGE_MONITORING_DSN=`,
    '',
  ].join('\n');
}

/**
 * The embedded backend over https on both upstream addresses, one port; every request is logged,
 * and each answer names the instance (`x-exchange-upstream`) so a test sees where the name led.
 */
async function startUpstreams(tls: { cert: string; key: string }, log: UpstreamHit[]): Promise<number> {
  const handle = createEmbeddedBackend();
  const options = { cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key) };
  let connections = 0;
  const serve = (upstream: keyof typeof UPSTREAM_ADDRESSES) => {
    const server = https.createServer(options, (req, res) => {
      const socket = req.socket as typeof req.socket & { exchangeConnection?: number };
      log.push({
        upstream,
        url: req.url ?? '',
        host: req.headers.host ?? '',
        forwardedFor: String(req.headers['x-forwarded-for'] ?? ''),
        forwardedProto: String(req.headers['x-forwarded-proto'] ?? ''),
        servername: (req.socket as { servername?: string }).servername ?? '',
        headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        connection: socket.exchangeConnection ?? -1,
      });
      res.setHeader('x-exchange-upstream', upstream);
      // Test answers: an HTML page with scripts (it must run nothing), and a status the API may give.
      if (req.url === '/api/__e2e/html') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>upstream</title><script>document.title = "ran"</script><script src="/js/tool/run.js"></script>');
        return;
      }
      const status = /^\/api\/__e2e\/status\/(\d{3})$/.exec(req.url ?? '')?.[1];
      if (status) {
        res.writeHead(Number(status), { 'Content-Type': 'text/plain' }).end(status);
        return;
      }
      handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    server.on('secureConnection', (socket: TLSSocket & { exchangeConnection?: number }) => {
      connections += 1;
      socket.exchangeConnection = connections;
    });
    // Longer than nginx keeps an idle upstream connection (UPSTREAM_KEEPALIVE_SECONDS), as docs/deploy.md asks of the API.
    server.keepAliveTimeout = 65_000;
    return server;
  };
  const listen = (server: https.Server, port: number, host: string) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  for (let attempt = 0; ; attempt += 1) {
    const a = serve('a');
    const port = await listen(a, 0, UPSTREAM_ADDRESSES.a);
    try {
      await listen(serve('b'), port, UPSTREAM_ADDRESSES.b);
      return port;
    } catch (error) {
      a.close();
      if (attempt === 5) throw error;
    }
  }
}

/** The nginx options every command against the running nginx takes. */
function nginxArgs(base: string, conf: string): string[] {
  return ['-p', base, '-e', path.join(base, 'error.log'), '-c', conf];
}

/** A host config that includes only `release`'s live environment, for the deploy program's `nginx -t`. */
function checkConf(base: string, release: string): string {
  const file = path.join(base, `check-${path.basename(release)}.conf`);
  fs.writeFileSync(file, hostConf(base, release));
  return file;
}

/** Runs a release's deploy.mjs with `args`, checking with nginx -t against that release alone. */
function runDeploy(base: string, release: string, args: string[]): Promise<Run> {
  const check = checkConf(base, release);
  return runAsync(process.execPath, [path.join(release, 'deploy.mjs'), ...args, '--nginx', nginxArgs(base, check).join(' ')]);
}

/** Unpacks a tarball into `<base>/<label>` and deploys it for one environment; returns the release folder. */
async function deploy(tarball: string, base: string, label: string, env: string): Promise<string> {
  const target = path.join(base, label);
  fs.mkdirSync(target, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  if (untar.status !== 0) throw new Error(`cannot unpack ${tarball}`);
  fs.writeFileSync(path.join(target, 'release.env'), env);
  const rendered = await runDeploy(base, target, []);
  if (rendered.status !== 0) throw new Error(`deploy.mjs failed: ${rendered.stderr}`);
  return target;
}

function hostConf(base: string, release: string): string {
  // As root, nginx would drop its workers to nobody, who cannot read a fresh 0700 temp folder.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  return nginxHostConf(base, user, `  include ${path.join(release, 'exchange.conf')};`);
}

/** Polls `/` until it serves the page of the release (and environment) in `live` (10 s at most). */
async function servesRelease(live: string): Promise<boolean> {
  // `/` answers with the home page's head that deploy rendered for this release and environment.
  const page = fs.readFileSync(path.join(liveFolder(live) ?? live, 'static/heads/home.html'), 'utf8');
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
function workerProcesses(masterPid: number): Array<{ pid: number; title: string }> {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        if (!new RegExp(`^PPid:\\s+${masterPid}$`, 'm').test(status)) return [];
        return [{ pid: Number(pid), title: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() }];
      } catch {
        return []; // gone between listing and reading
      }
    })
    .filter((worker) => worker.title.startsWith('nginx: worker process'));
}

/** The pids of the nginx master's workers. */
function workerPids(masterPid: number): number[] {
  return workerProcesses(masterPid).map((worker) => worker.pid);
}

async function onlyNewWorker(masterPid: number, before: number[]): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const workers = workerProcesses(masterPid);
    // Not one of the workers from before the reload: two releases may serve the same page, so
    // the page alone cannot tell the new worker from an old one not yet told to quit.
    if (workers.length === 1 && !workers[0].title.includes('shutting down') && !before.includes(workers[0].pid)) return true;
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
  // Side by side: each build's prerender keeps one core busy.
  await Promise.all([
    toolsEnv('RELEASE_REBUILD') !== '0' || !fs.existsSync(tarballs.previous) ? buildRelease('main', RELEASE_VERSIONS.previous) : undefined,
    toolsEnv('RELEASE_REBUILD') !== '0' || !fs.existsSync(tarballs.current) ? buildRelease('main', RELEASE_VERSIONS.current) : undefined,
  ]);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-release-'));
  const certs = path.join(base, 'certs');
  fs.mkdirSync(certs);
  const ca = makeCa(certs, 'ca');
  const wrongCa = makeCa(certs, 'wrong-ca');
  const upstreamLog: UpstreamHit[] = [];
  const upstreamPort = await startUpstreams(makeServerCert(certs, ca, UPSTREAM_NAME), upstreamLog);
  const dns: DnsResponder = await startDnsResponder(DNS_PORT);
  dns.set(UPSTREAM_NAME, UPSTREAM_ADDRESSES.a);
  const edge: Edge = { upstreamPort, dnsPort: dns.port, ca: ca.cert, wrongCa: wrongCa.cert };
  const releases: Record<string, string> = {
    current: await deploy(tarballs.current, base, 'current', envFile(edge, 'production')),
    previous: await deploy(tarballs.previous, base, 'previous', envFile(edge, 'production')),
    'current-staging': await deploy(tarballs.current, base, 'current-staging', envFile(edge, 'staging')),
    // The same site whose file names a CA that did not sign the upstream's certificate.
    'current-wrong-ca': await deploy(tarballs.current, base, 'current-wrong-ca', envFile(edge, 'production', edge.wrongCa)),
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

  const errorLog = path.join(base, 'error.log');
  const workers = () => (nginx.pid === undefined ? [] : workerPids(nginx.pid));
  const control = http.createServer((req, res) => {
    const url = req.url ?? '';
    // GET /upstream-log: what the upstream instances received; DELETE empties it.
    if (url === '/upstream-log') {
      if (req.method === 'DELETE') upstreamLog.length = 0;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(upstreamLog));
      return;
    }
    // GET /error-log: nginx's error log.
    if (url === '/error-log') {
      res.writeHead(200).end(fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
      return;
    }
    // GET /workers: nginx's worker process ids (unchanged when nothing reloaded).
    if (url === '/workers') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(workers()));
      return;
    }
    // POST /dns/<a|b>: the API's name now points at that instance's address.
    const moved = /^\/dns\/([ab])$/.exec(url)?.[1] as keyof typeof UPSTREAM_ADDRESSES | undefined;
    if (moved) {
      dns.set(UPSTREAM_NAME, UPSTREAM_ADDRESSES[moved]);
      res.writeHead(200).end(UPSTREAM_ADDRESSES[moved]);
      return;
    }
    // POST /refresh/<label>: that release's `deploy.mjs --refresh`, as the timer runs it (it reloads nginx when the name moved).
    const refreshed = /^\/refresh\/([a-z-]+)$/.exec(url)?.[1];
    if (refreshed && releases[refreshed]) {
      const before = workers();
      void (async () => {
        const run = await runDeploy(base, releases[refreshed], ['--refresh']);
        if (run.status === 0 && /reloaded/.test(run.stdout) && nginx.pid !== undefined) await onlyNewWorker(nginx.pid, before);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: run.status, stdout: run.stdout, stderr: run.stderr }));
      })();
      return;
    }
    // POST /redeploy-refused/<label>: deploy that release again with a file nginx -t refuses (a listen address this host lacks).
    const refused = /^\/redeploy-refused\/([a-z-]+)$/.exec(url)?.[1];
    if (refused && releases[refused]) {
      const file = path.join(base, `refused-${refused}.env`);
      fs.writeFileSync(file, envFile(edge, 'staging', edge.ca, `192.0.2.1:${RELEASE_PORT}`));
      void runDeploy(base, releases[refused], [file]).then((run) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(run)));
      return;
    }
    // POST /move/<label>: copy that release to another folder and deploy the copy (as <label>-moved).
    const move = /^\/move\/([a-z-]+)$/.exec(url)?.[1];
    if (move && releases[move]) {
      const target = `${releases[move]}-moved`;
      fs.rmSync(target, { recursive: true, force: true });
      const copied = spawnSync('cp', ['-a', releases[move], target]);
      void (copied.status === 0 ? runDeploy(base, target, []) : Promise.resolve({ status: copied.status, stdout: '', stderr: String(copied.stderr) })).then((run) => {
        if (run.status === 0) releases[`${move}-moved`] = target;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ...run, release: target }));
      });
      return;
    }
    // POST /switch/<label>: point nginx at another unpacked release and reload, as a deploy does.
    const label = /^\/switch\/([a-z-]+)$/.exec(url)?.[1];
    const live = label ? releases[label] : undefined;
    if (!live) {
      res.writeHead(404).end(`unknown release; one of ${Object.keys(releases).join(', ')}`);
      return;
    }
    fs.writeFileSync(confFile, hostConf(base, live));
    const before = workers();
    const reload = spawnSync('nginx', [...nginxArgs(base, confFile), '-s', 'reload'], { encoding: 'utf8' });
    if (reload.status !== 0) {
      res.writeHead(500).end(reload.stderr);
      return;
    }
    // The old workers finish their requests first: answer once `/` serves the new release's page
    // (a new worker is up) and then the old worker is gone.
    void (async () => {
      const ok = (await servesRelease(live)) && (nginx.pid === undefined || (await onlyNewWorker(nginx.pid, before)));
      res.writeHead(ok ? 200 : 500).end(ok ? live : `nginx still serves another release than ${live}`);
    })();
  });
  control.listen(RELEASE_CONTROL_PORT, '127.0.0.1');
  console.log(`serve-release: serving ${Object.keys(releases).join(', ')} from ${base} on http://localhost:${RELEASE_PORT}`);
}

if (require.main === module) void main();
