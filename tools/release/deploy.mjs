#!/usr/bin/env node
/**
 * Renders one unpacked release for one environment (docs/deploy.md). Run on the server, from the
 * unpacked release folder, with node 18 or newer:
 *
 *   node deploy.mjs [path/to/release.env]      (default: ./release.env, beside this script)
 *
 * It reads the environment file, stops with a clear message when a value the site needs is
 * missing or malformed, then writes:
 *   - static/index.html: the values the page needs, as a JSON data block (no inline script, no request);
 *   - nginx/server.conf: the site's server block with the API upstream, the CSP origins and the root;
 *   - nginx/compression.conf: gzip_static, and brotli_static where nginx has the module.
 * The same tarball thus serves staging and production. Re-running it with another file re-renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every value of the environment file: required or not, and its shape. */
export const ENV_VALUES = {
  EXCHANGE_SERVER_NAME: { required: true, check: (v) => /^[a-z0-9.-]+(?: [a-z0-9.-]+)*$/.test(v), shape: 'host names separated by spaces' },
  EXCHANGE_LISTEN: { required: false, fallback: '80', check: (v) => /^(?:[0-9.:[\]a-f]+:)?\d{2,5}(?: [a-z_ ]+)?$/.test(v), shape: 'a port or address:port (nginx listen)' },
  EXCHANGE_API_UPSTREAM: { required: true, check: (v) => /^https?:\/\/[^\s/]+\/?$/.test(v), shape: 'an http(s) origin, e.g. https://api.internal:8443' },
  EXCHANGE_WS_SPOT: { required: true, check: (v) => /^wss:\/\/[^\s/]+(?:\/\S*)?$/.test(v), shape: 'a wss URL' },
  EXCHANGE_WS_FUTURES: { required: true, check: (v) => /^wss:\/\/[^\s/]+(?:\/\S*)?$/.test(v), shape: 'a wss URL' },
  EXCHANGE_CDN_BASE: { required: false, fallback: '', check: (v) => v === '' || /^https:\/\/[^\s/]+(?:\/\S*[^/])?$/.test(v), shape: 'empty, or an https URL without a trailing "/"' },
  EXCHANGE_MONITORING_DSN: { required: false, fallback: '', check: (v) => v === '' || /^https:\/\/\S+$/.test(v), shape: 'empty (monitoring off), or an https DSN' },
};

/** Parses KEY=VALUE lines (# comments, optional quotes). */
export function parseEnvFile(text) {
  const values = {};
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not KEY=VALUE: ${raw}`);
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The validated environment, or a list of problems. */
export function validateEnv(values) {
  const problems = [];
  const env = {};
  for (const [name, rule] of Object.entries(ENV_VALUES)) {
    const value = values[name];
    if (value === undefined || (value === '' && rule.required)) {
      if (rule.required) problems.push(`${name} is missing (${rule.shape})`);
      else env[name] = rule.fallback;
      continue;
    }
    if (!rule.check(value)) problems.push(`${name}="${value}" is malformed: expected ${rule.shape}`);
    else env[name] = value;
  }
  for (const name of Object.keys(values)) if (!(name in ENV_VALUES)) problems.push(`${name} is not a known value (typo?)`);
  return problems.length ? { problems } : { env };
}

const origin = (url) => (url ? new URL(url).origin : '');

/** The page's data block: what the browser needs, nothing server-side (no upstream). */
export function pageEnvBlock(env) {
  const json = JSON.stringify({
    cdnBase: env.EXCHANGE_CDN_BASE,
    sentryDsn: env.EXCHANGE_MONITORING_DSN,
    ws: { spot: env.EXCHANGE_WS_SPOT, futures: env.EXCHANGE_WS_FUTURES },
  }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="exchange-env">${json}</script>`;
}

/** index.html with the data block written (replacing an earlier one). */
export function renderIndexHtml(html, env) {
  const block = pageEnvBlock(env);
  const existing = /<script type="application\/json" id="exchange-env">[\s\S]*?<\/script>/;
  if (existing.test(html)) return html.replace(existing, block);
  return html.replace('</head>', `  ${block}\n  </head>`);
}

/** The server block for this environment. */
export function renderServerConf(env, releaseDir) {
  const wsOrigins = [...new Set([origin(env.EXCHANGE_WS_SPOT), origin(env.EXCHANGE_WS_FUTURES)])].join(' ');
  const nginxDir = path.join(releaseDir, 'nginx');
  return `# Rendered by deploy.mjs from the environment file: do not edit, re-run the script.
server {
  listen ${env.EXCHANGE_LISTEN};
  server_name ${env.EXCHANGE_SERVER_NAME};
  root ${path.join(releaseDir, 'static')};
  set $exchange_api_upstream ${env.EXCHANGE_API_UPSTREAM.replace(/\/$/, '')};
  set $exchange_cdn_origin "${origin(env.EXCHANGE_CDN_BASE)}";
  set $exchange_ws_origins "${wsOrigins}";
  set $exchange_monitor_origin "${origin(env.EXCHANGE_MONITORING_DSN)}";
  include ${nginxDir}/compression.conf;
  include ${nginxDir}/backend.conf;
  include ${nginxDir}/site.conf;
}
`;
}

/**
 * nginx resolves a relative `include` against its own conf folder, not the including file: the
 * packaged files name each other by bare file name, made absolute here for wherever the release
 * was unpacked.
 */
function absoluteIncludes(nginxDir) {
  for (const file of fs.readdirSync(nginxDir).filter((name) => name.endsWith('.conf'))) {
    const full = path.join(nginxDir, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = text.replace(/(\binclude\s+)([a-z0-9-]+\.conf);/g, (_, head, name) => `${head}${path.join(nginxDir, name)};`);
    if (next !== text) fs.writeFileSync(full, next);
  }
}

function hasBrotliModule() {
  try {
    const modules = '/etc/nginx/modules-enabled';
    if (fs.existsSync(modules) && fs.readdirSync(modules).some((file) => file.includes('brotli'))) return true;
    return /brotli/.test(execFileSync('nginx', ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch {
    return false;
  }
}

function main() {
  const envFile = path.resolve(process.argv[2] ?? path.join(here, 'release.env'));
  if (!fs.existsSync(envFile)) {
    console.error(`deploy: no environment file at ${envFile}. Write one (see docs/deploy.md) and run: node deploy.mjs <file>`);
    process.exit(2);
  }
  let values;
  try {
    values = parseEnvFile(fs.readFileSync(envFile, 'utf8'));
  } catch (error) {
    console.error(`deploy: ${envFile}: ${error.message}`);
    process.exit(2);
  }
  const result = validateEnv(values);
  if (result.problems) {
    console.error(`deploy: ${envFile} cannot be used:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(2);
  }
  const { env } = result;
  absoluteIncludes(path.join(here, 'nginx'));
  const indexFile = path.join(here, 'static/index.html');
  fs.writeFileSync(indexFile, renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), env));
  fs.writeFileSync(path.join(here, 'nginx/server.conf'), renderServerConf(env, here));
  fs.writeFileSync(
    path.join(here, 'nginx/exchange.conf'),
    `# Include this file in nginx's http block: the shared http settings and this site's server.\ninclude ${path.join(here, 'nginx/http.conf')};\ninclude ${path.join(here, 'nginx/server.conf')};\n`,
  );
  fs.writeFileSync(
    path.join(here, 'nginx/compression.conf'),
    `gzip_static on;\n${hasBrotliModule() ? 'brotli_static on;\n' : '# brotli_static: this nginx has no brotli module; the .br files wait for one.\n'}`,
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(here, 'manifest.json'), 'utf8'));
  console.log(`deploy: ${manifest.site.key} ${manifest.version} rendered for ${env.EXCHANGE_SERVER_NAME}; include ${path.join(here, 'nginx/exchange.conf')} in nginx's http block and reload.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
