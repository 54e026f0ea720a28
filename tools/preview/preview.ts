/**
 * `SITE=<site> PORT=<port> npm run preview`: the production build of one site behind nginx with
 * the production config, plus the preview-only include that routes the embedded backend.
 * Runs in the foreground until stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { createEmbeddedBackend } from '../backend/embedded-backend';

const root = path.resolve(__dirname, '../..');
const site = process.env.SITE ?? 'main';
const port = Number(process.env.PORT ?? 4300);

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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function writeNginxConfig(dir: string, backendPort: number): string {
  const nginxDir = path.join(root, 'tools/nginx');
  for (const file of fs.readdirSync(nginxDir)) fs.copyFileSync(path.join(nginxDir, file), path.join(dir, file));
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/http.conf;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${path.join(root, 'dist/apps', site)};
    set $exchange_api_upstream http://127.0.0.1:${backendPort};
    set $exchange_cdn_origin "${isSiteKey(site) ? getSite(site).cdnBase : ''}";
    include ${dir}/preview-backend.conf;
    include ${dir}/site.conf;
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'apps', site, 'project.json'))) {
    const sites = fs.readdirSync(path.join(root, 'apps')).join(', ');
    fail(`unknown SITE "${site}"; one of ${sites}`);
  }
  const dist = path.join(root, 'dist/apps', site, 'index.html');
  if (!fs.existsSync(dist)) {
    console.log(`preview: no build for ${site} yet, building it once...`);
    const built = spawnSync('npx', ['nx', 'run', `${site}:build`], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) fail(`build of ${site} failed`);
  }
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
  console.log(`preview: ${site} on http://localhost:${port} (nginx, production config + embedded backend)`);
}

void main();
