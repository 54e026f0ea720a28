/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliStaticModule } from './nginx-host';
import { workerUserLine } from './preview';
import { childEnv, toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasNginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));

jest.setTimeout(60_000);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Run {
  code: number | null;
  output: string;
  child: ChildProcess;
  port: number;
}

/** Starts the preview on `dist`; resolves once it says "serving" or exits. */
async function startPreview(dist: string): Promise<Run> {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tools/preview/preview.ts'], {
    cwd: root,
    env: childEnv({ SITE: 'main', PORT: String(port), PREVIEW_DIST: dist }),
  });
  let output = '';
  return new Promise<Run>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('preview: serving')) resolve({ code: null, output, child, port });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => resolve({ code, output, child, port }));
  });
}

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** GET with an Accept-Encoding; the raw body and its Content-Encoding. */
function getEncoded(port: number, urlPath: string, accept: string): Promise<{ encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'Accept-Encoding': accept } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: String(response.headers['content-encoding'] ?? ''), body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function stop(run: Run): Promise<void> {
  if (run.code !== null || run.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    run.child.on('exit', () => resolve());
    run.child.kill('SIGTERM');
  });
}

/** A minimal site build inside a folder only its owner can enter. */
function privateBuild(): { outer: string; dist: string } {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-private-'));
  const dist = path.join(outer, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>private build</title><div id="root"></div>');
  fs.chmodSync(outer, 0o700);
  return { outer, dist };
}

describe('npm run preview from any folder', () => {
  it('writes a user line for the workers only when the master runs as root', () => {
    expect(workerUserLine(true, { name: 'dev', group: 'staff' })).toBe('user dev staff;');
    expect(workerUserLine(false, { name: 'dev', group: 'staff' })).toBe('');
  });

  // As root, nginx drops its workers to `nobody`, who cannot enter a 0700 folder: this is the
  // case of a checkout in root's home. The test runs everywhere, but only as root does it show
  // that case, so CI (which runs as root) must be root.
  if (toolsEnv('CI') && !(isRoot && hasNginx)) {
    it('runs as root with nginx in CI', () => {
      throw new Error(`CI must run the private-folder preview test as root with nginx (root: ${isRoot}, nginx: ${hasNginx})`);
    });
  }

  it('serves a build in a folder only its owner (root in CI) can read, and says "serving" only once / answers', async () => {
    const { outer, dist } = privateBuild();
    const run = await startPreview(dist);
    try {
      expect(run.output).toContain('preview: serving main');
      const home = await get(run.port, '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain('private build');
    } finally {
      await stop(run);
      fs.rmSync(outer, { recursive: true, force: true });
    }
  });

  it('a broken build folder makes the preview exit non-zero with nginx’s error and the fix', async () => {
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-broken-'));
    // index.html exists but is a folder: nginx cannot serve the page.
    fs.mkdirSync(path.join(outer, 'index.html'));
    const run = await startPreview(outer);
    await stop(run);
    fs.rmSync(outer, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.output).not.toContain('preview: serving');
    expect(run.output).toMatch(/does not answer: GET \/ gave \d{3}/);
    expect(run.output).toMatch(/preview: fix: /);
  });

  it('a folder without index.html is refused at once', async () => {
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-empty-'));
    const run = await startPreview(outer);
    fs.rmSync(outer, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.output).toContain('holds no index.html');
  });
});

describe('the preview sends the bytes a release ships (measured as production serves)', () => {
  // tools/ci/system-deps.ts installs nginx's brotli module; where it could not, the preview sends
  // gzip and the Lighthouse doc says so.
  it('precompresses the build and answers with brotli, and gzip to a client without brotli', async () => {
    const { outer, dist } = privateBuild();
    const source = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/app.js'), source);
    const run = await startPreview(dist);
    try {
      expect(run.output).toContain('preview: serving main');
      expect(fs.existsSync(path.join(dist, 'assets/app.js.br'))).toBe(true);
      const brotli = await getEncoded(run.port, '/assets/app.js', 'br, gzip');
      if (brotliStaticModule()) {
        expect(brotli.encoding).toBe('br');
        expect(brotli.body.equals(fs.readFileSync(path.join(dist, 'assets/app.js.br')))).toBe(true);
        expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(source);
      } else {
        expect(brotli.encoding).toBe('gzip');
      }
      const gzip = await getEncoded(run.port, '/assets/app.js', 'gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(source);
    } finally {
      await stop(run);
      fs.rmSync(outer, { recursive: true, force: true });
    }
  });
});
