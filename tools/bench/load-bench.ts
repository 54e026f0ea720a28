/**
 * Load on the rendered release (`BENCH_ONLY=load npm run bench`): main's release tarball, unpacked
 * and rendered by its own deploy.mjs, served by Debian nginx with the packaged config; the API
 * upstream is a small node server over https, named by host name (a DNS responder answers the
 * name, a CA made here signed its certificate), as in production. autocannon (worker threads, so
 * the generator is not the bottleneck) drives each target for a bounded time.
 *
 * Anchors measured in the same run: a bare nginx serving the same bytes (the rendered home page
 * and the hashed asset, with their precompressed copies) with the same worker settings, and the
 * same API call sent straight to the upstream over https. Targets: 0 errors, the page and the
 * asset at least 0.7 of the bare nginx's throughput, the API through nginx at least half of
 * direct. Never fails on figures. LOAD_BENCH_SECONDS (default 5) per target, LOAD_BENCH_CONNECTIONS
 * (default 32), LOAD_BENCH_WORKERS (default 2).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import https from 'node:https';
import { liveFolder } from '@exchange/edge/testing';
import { nginxHostConf } from '../preview/nginx-host';
import { startDnsResponder } from '../release/dns-responder';
import { buildRelease } from '../release/release';
import { runAsync } from '../release/run-async';
import { makeCa, makeServerCert } from '../release/test-ca';
import { toolsEnvNumber } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
const SECONDS = toolsEnvNumber('LOAD_BENCH_SECONDS', 5);
const CONNECTIONS = toolsEnvNumber('LOAD_BENCH_CONNECTIONS', 32);
const WORKERS = toolsEnvNumber('LOAD_BENCH_WORKERS', 2);
/** The API call (the local upstream answers every path alike). */
const API_PATH = '/api/web/v1/usercenter/get_info';
/** The API's host name, answered only by the responder the bench starts. */
const UPSTREAM_NAME = 'api.bench.test';
/** The targets' floors, as shares of their anchors. */
const FILE_SHARE_TARGET = 0.7;
const API_SHARE_TARGET = 0.5;

interface Row {
  name: string;
  url: string;
  /** The status a correct answer has. */
  status: number;
  /** The TLS server name (a direct https target by address). */
  servername?: string;
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The newest release tarball of main in dist/release, or a fresh one. */
async function releaseTarball(): Promise<string> {
  const dir = path.join(root, 'dist/release');
  const found = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => /^main-.+\.tar\.gz$/.test(file) && !file.endsWith('.sourcemaps.tar.gz'))
        .map((file) => path.join(dir, file))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    : [];
  return found[0] ?? buildRelease('main', 'load-bench');
}

/**
 * The local upstream: a small node server over https in its own process that answers every API
 * path with the same JSON, so the figures show nginx's share and not a mock backend's.
 */
async function startUpstream(tls: { cert: string; key: string }): Promise<{ port: number; close: () => void }> {
  const script = `
    const fs = require('node:fs');
    const https = require('node:https');
    const body = JSON.stringify({ code: 200, message: 'success', data: { uid: 0, nickname: '' } });
    const server = https.createServer({ cert: fs.readFileSync(${JSON.stringify(tls.cert)}), key: fs.readFileSync(${JSON.stringify(tls.key)}) }, (req, res) => res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body));
    server.keepAliveTimeout = 65000;
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the upstream stopped (${String(code)})`)));
  });
  return { port, close: () => child.kill() };
}

function startNginx(dir: string, httpBody: string): ChildProcess {
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxHostConf(dir, user, httpBody));
  return spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(url).then((response) => response.status < 500, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** An https URL answers (certificate checks off: the anchor is reached by address). */
async function waitForTls(url: string, servername: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      https.get(url, { rejectUnauthorized: false, servername }, (response) => resolve((response.resume(), (response.statusCode ?? 500) < 500))).on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(row: Row): Promise<Figure> {
  // As a browser asks: the precompressed files are what production sends.
  const result = await autocannon({
    url: row.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: WORKERS > 1 ? WORKERS : undefined,
    headers: { 'accept-encoding': 'br, gzip' },
    ...(row.servername ? { servername: row.servername } : {}),
  });
  const counts = result as unknown as Record<'1xx' | '2xx' | '3xx' | '4xx' | '5xx', number>;
  const all = counts['1xx'] + counts['2xx'] + counts['3xx'] + counts['4xx'] + counts['5xx'];
  const expected = row.status === 404 ? counts['4xx'] : counts['2xx'];
  return { name: row.name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + (all - expected) };
}

/** The table: each target beside its anchor, with the share and the target. */
function loadTable(figures: Figure[]): string {
  const by = (name: string) => figures.find((figure) => figure.name === name);
  const lines = ['| target | req/s | p99 ms | errors |', '|---|---:|---:|---:|'];
  for (const figure of figures) lines.push(`| ${figure.name} | ${Math.round(figure.requestsPerSecond)} | ${figure.p99} | ${figure.errors} |`);
  const share = (a?: Figure, b?: Figure) => (a && b && b.requestsPerSecond > 0 ? a.requestsPerSecond / b.requestsPerSecond : 0);
  const home = share(by('home (release)'), by('anchor: bare nginx, the same page'));
  const asset = share(by('hashed asset (release)'), by('anchor: bare nginx, the same asset'));
  const api = share(by('API via nginx (release)'), by('anchor: API straight to the upstream'));
  const errors = figures.reduce((sum, figure) => sum + figure.errors, 0);
  lines.push(
    '',
    `home / bare nginx: ${home.toFixed(2)} (target ≥ ${FILE_SHARE_TARGET}) ${home >= FILE_SHARE_TARGET ? 'ok' : 'MISS'}`,
    `hashed asset / bare nginx: ${asset.toFixed(2)} (target ≥ ${FILE_SHARE_TARGET}) ${asset >= FILE_SHARE_TARGET ? 'ok' : 'MISS'}`,
    `API via nginx / direct: ${api.toFixed(2)} (target ≥ ${API_SHARE_TARGET}) ${api >= API_SHARE_TARGET ? 'ok' : 'MISS'}`,
    `errors: ${errors} (target 0) ${errors === 0 ? 'ok' : 'MISS'}`,
  );
  return lines.join('\n');
}

export async function runLoadBench(): Promise<string> {
  const tarball = await releaseTarball();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-load-'));
  const certs = path.join(base, 'certs');
  fs.mkdirSync(certs);
  const ca = makeCa(certs, 'ca');
  const upstream = await startUpstream(makeServerCert(certs, ca, UPSTREAM_NAME));
  const dns = await startDnsResponder(0);
  dns.set(UPSTREAM_NAME, '127.0.0.1');
  const children: ChildProcess[] = [];
  try {
    const release = path.join(base, 'release');
    fs.mkdirSync(release);
    if (spawnSync('tar', ['-xzf', tarball, '-C', release, '--strip-components=1']).status !== 0) throw new Error(`cannot unpack ${tarball}`);
    const port = await freePort();
    fs.writeFileSync(
      path.join(release, 'release.env'),
      [
        'EXCHANGE_SERVER_NAME=localhost 127.0.0.1',
        `EXCHANGE_LISTEN=127.0.0.1:${port}`,
        `EXCHANGE_API_UPSTREAM=https://${UPSTREAM_NAME}:${upstream.port}`,
        `EXCHANGE_RESOLVER=127.0.0.1:${dns.port}`,
        `EXCHANGE_UPSTREAM_CA=${ca.cert}`,
        'EXCHANGE_WS_SPOT=wss://ws.gate.example/v4/ws/spot',
        'EXCHANGE_WS_FUTURES=wss://fx-ws.gate.example/v4/ws/futures',
        '',
      ].join('\n'),
    );
    // The bench's nginx is started below, from its own config: nothing to check against yet.
    // Not spawnSync: the DNS responder the program asks runs in this process.
    const rendered = await runAsync(process.execPath, [path.join(release, 'deploy.mjs'), '--no-nginx-test']);
    if (rendered.status !== 0) throw new Error(`deploy.mjs failed: ${rendered.stderr}`);
    const siteDir = path.join(base, 'site');
    fs.mkdirSync(siteDir);
    children.push(startNginx(siteDir, `  include ${path.join(release, 'exchange.conf')};`));

    // The anchor: the same bytes (the rendered home page, the hashed asset, their precompressed
    // copies) from a bare server block, same process settings.
    const staticDir = path.join(liveFolder(release) ?? release, 'static');
    const asset = fs.readdirSync(path.join(staticDir, 'assets')).find((file) => /^index-.+\.js$/.test(file)) ?? fs.readdirSync(path.join(staticDir, 'assets')).find((file) => file.endsWith('.js'));
    const bareDir = path.join(base, 'bare');
    fs.mkdirSync(path.join(bareDir, 'www/assets'), { recursive: true });
    for (const suffix of ['', '.gz', '.br']) {
      if (fs.existsSync(path.join(staticDir, `heads/home.html${suffix}`))) fs.copyFileSync(path.join(staticDir, `heads/home.html${suffix}`), path.join(bareDir, `www/index.html${suffix}`));
      if (fs.existsSync(path.join(staticDir, `assets/${asset}${suffix}`))) fs.copyFileSync(path.join(staticDir, `assets/${asset}${suffix}`), path.join(bareDir, `www/assets/${asset}${suffix}`));
    }
    const barePort = await freePort();
    const brotli = fs.readFileSync(path.join(liveFolder(release) ?? release, 'nginx/compression.conf'), 'utf8').includes('brotli_static on') ? 'brotli_static on; ' : '';
    // The client connections' settings as the release's (its keep-alive limit among them): the
    // anchor differs in what a request does, not in how long a connection lives.
    const keepalive = /^keepalive_requests \d+;$/m.exec(fs.readFileSync(path.join(liveFolder(release) ?? release, 'nginx/http.conf'), 'utf8'))?.[0] ?? '';
    children.push(startNginx(bareDir, `  ${keepalive}\n  server {\n    listen 127.0.0.1:${barePort};\n    root ${path.join(bareDir, 'www')};\n    gzip_static on; ${brotli}\n  }`));

    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/`);
    await waitFor(`http://127.0.0.1:${barePort}/index.html`);
    await waitForTls(`https://127.0.0.1:${upstream.port}${API_PATH}`, UPSTREAM_NAME);
    const version = fs.readdirSync(path.join(staticDir, 'locales'))[0];
    const rows: Row[] = [
      { name: 'home (release)', url: `${origin}/`, status: 200 },
      { name: 'anchor: bare nginx, the same page', url: `http://127.0.0.1:${barePort}/index.html`, status: 200 },
      { name: 'hashed asset (release)', url: `${origin}/assets/${asset}`, status: 200 },
      { name: 'anchor: bare nginx, the same asset', url: `http://127.0.0.1:${barePort}/assets/${asset}`, status: 200 },
      { name: 'catalogue (release)', url: `${origin}/locales/${version}/en/shell.json`, status: 200 },
      { name: '404 page (release)', url: `${origin}/no-such-page`, status: 404 },
      { name: 'API via nginx (release)', url: `${origin}${API_PATH}`, status: 200 },
      { name: 'anchor: API straight to the upstream', url: `https://127.0.0.1:${upstream.port}${API_PATH}`, status: 200, servername: UPSTREAM_NAME },
    ];
    const figures: Figure[] = [];
    for (const row of rows) figures.push(await measure(row));
    return `${SECONDS} s per target, ${CONNECTIONS} connections, ${WORKERS} autocannon workers, nginx 1 worker\n\n${loadTable(figures)}`;
  } finally {
    for (const child of children) child.kill('SIGQUIT');
    upstream.close();
    void dns.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    fs.rmSync(base, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runLoadBench().then(
    (table) => console.log(table),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
