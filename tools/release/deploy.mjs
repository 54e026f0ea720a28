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
 *   - nginx/compression.conf: gzip_static, and brotli_static where nginx has the module;
 *   - static/heads/, static/sitemap.xml, static/robots.txt: each public route's head in each
 *     language, for the canonical origin (heads.mjs, from the release's heads.json), with fresh
 *     .gz and .br copies; staging (EXCHANGE_INDEXING=off) makes every page noindex.
 * The same tarball thus serves staging and production. Re-running it with another file re-renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath, URL } from 'node:url';
import { renderIndexRobots, writeHeads } from './heads.mjs';

// The head renderers, reachable through this script as its other functions are (deploy-harness.ts).
export { renderHead, renderIndexRobots, renderRobots, renderSitemap } from './heads.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The health path the load balancer checks: answered 200 whatever the Host (nginx/health.conf). */
export const HEALTH_PATH = '/healthz';
/** Where Debian (and most hosts) keep the system CA bundle: nginx verifies nothing without a file. */
export const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** Characters no value (nor the release folder) may hold: they end or open nginx tokens, variables and blocks, or quote. */
const FORBIDDEN = /[\s$;{}"'`\\<>]/;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A DNS name (lower case, labels of letters, digits and inner hyphens) or an IPv4 address. */
function isHostName(value) {
  if (net.isIPv4(value)) return true;
  if (value.length > 253 || /^[0-9.]+$/.test(value)) return false;
  return value.split('.').every((label) => DNS_LABEL.test(label));
}

/** The port of an nginx address item, or undefined. */
const port = (text) => (/^[1-9]\d{0,4}$/.test(text) && Number(text) <= 65535 ? Number(text) : undefined);

/** `host:port`, `[v6]:port` or (when `portOptional`) a bare address; `undefined` when malformed. */
function address(item, { portOptional, portOnly }) {
  if (portOnly && port(item)) return item;
  const v6 = /^\[([0-9a-f:.]+)\](?::(\d+))?$/i.exec(item);
  if (v6) return net.isIPv6(v6[1]) && (v6[2] === undefined ? portOptional : port(v6[2])) ? item.toLowerCase() : undefined;
  const [host, p, ...rest] = item.split(':');
  if (rest.length || !net.isIPv4(host)) return undefined;
  return (p === undefined ? portOptional : port(p)) ? item : undefined;
}

/**
 * A URL through the URL parser: one of `schemes`, no user name unless `username`, never a
 * password, no query or fragment, a path only when `path`. Returns { value } in its normalised
 * form, or { why }.
 */
function url(value, { schemes, path: withPath = false, username = false, trailingSlash = true }) {
  let parsed;
  try {
    parsed = new URL(value);
  } catch {
    return { why: 'not a URL' };
  }
  if (!schemes.includes(parsed.protocol)) return { why: `the scheme ${parsed.protocol} is not ${schemes.join(' or ')}` };
  if (parsed.password) return { why: 'it carries a password' };
  if (parsed.username && !username) return { why: 'it carries a user name' };
  if (parsed.username && !/^[A-Za-z0-9_-]+$/.test(parsed.username)) return { why: 'its public key is not letters and digits' };
  if (value.includes('?') || value.includes('#')) return { why: 'it has a query or a fragment' };
  const host = parsed.hostname.startsWith('[') ? parsed.hostname.slice(1, -1) : parsed.hostname;
  if (!isHostName(host) && !net.isIPv6(host)) return { why: `"${parsed.hostname}" is not a host name` };
  if (!withPath && parsed.pathname !== '/') return { why: 'it has a path' };
  if (!trailingSlash && parsed.pathname !== '/' && parsed.pathname.endsWith('/')) return { why: 'it ends with "/"' };
  if (!trailingSlash && value.endsWith('/')) return { why: 'it ends with "/"' };
  const auth = parsed.username ? `${parsed.username}@` : '';
  const pathPart = parsed.pathname === '/' ? '' : parsed.pathname;
  return { value: `${parsed.protocol}//${auth}${parsed.host}${pathPart}` };
}

/** A space-separated list whose every item passes `item` (which returns the normalised item or undefined). */
function list(value, item, what) {
  const items = value.trim().split(/ +/);
  const normalised = [];
  for (const one of items) {
    const next = item(one);
    if (next === undefined) return { why: `"${one}" is not ${what}` };
    normalised.push(next);
  }
  return { value: [...new Set(normalised)].join(' ') };
}

const ipOrCidr = (item) => {
  const [ip, bits, ...rest] = item.split('/');
  if (rest.length) return undefined;
  const family = net.isIP(ip);
  if (!family) return undefined;
  if (bits === undefined) return ip.toLowerCase();
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max ? `${ip.toLowerCase()}/${Number(bits)}` : undefined;
};

/**
 * Every value of the environment file, each with its own grammar: `parse` returns { value } (the
 * normalised form that is rendered) or { why }. Nothing outside a grammar is let through.
 */
export const ENV_VALUES = {
  EXCHANGE_SERVER_NAME: {
    list: true,
    required: true,
    shape: 'host names (letters, digits, "-" and ".") or IPv4 addresses, separated by spaces',
    parse: (v) => list(v.toLowerCase(), (item) => (isHostName(item) ? item : undefined), 'a host name'),
  },
  EXCHANGE_LISTEN: {
    list: true,
    required: false,
    fallback: '80',
    shape: 'ports or IPv4:port or [IPv6]:port, separated by spaces',
    parse: (v) => list(v, (item) => address(item, { portOnly: true }), 'a port, IPv4:port or [IPv6]:port'),
  },
  EXCHANGE_API_UPSTREAM: {
    required: true,
    shape: 'an http:// or https:// origin (no path), e.g. https://api.internal:8443',
    parse: (v) => url(v, { schemes: ['http:', 'https:'] }),
  },
  EXCHANGE_WS_SPOT: { required: true, shape: 'a wss:// URL', parse: (v) => url(v, { schemes: ['wss:'], path: true }) },
  EXCHANGE_WS_FUTURES: { required: true, shape: 'a wss:// URL', parse: (v) => url(v, { schemes: ['wss:'], path: true }) },
  EXCHANGE_CDN_BASE: {
    required: false,
    fallback: '',
    shape: 'empty, or an https:// URL without a trailing "/"',
    parse: (v) => (v === '' ? { value: '' } : url(v, { schemes: ['https:'], path: true, trailingSlash: false })),
  },
  EXCHANGE_MONITORING_DSN: {
    required: false,
    fallback: '',
    shape: 'empty (monitoring off), or an https:// DSN that may carry its public key but no password',
    parse: (v) => (v === '' ? { value: '' } : url(v, { schemes: ['https:'], path: true, username: true })),
  },
  EXCHANGE_RESOLVER: {
    list: true,
    required: false,
    fallback: '',
    shape: "empty (the host's /etc/resolv.conf), or DNS servers as IPv4[:port] or [IPv6][:port], separated by spaces",
    parse: (v) => (v === '' ? { value: '' } : list(v, (item) => address(item, { portOptional: true }), 'IPv4[:port] or [IPv6][:port]')),
  },
  EXCHANGE_RESOLVER_IPV6: {
    required: false,
    fallback: 'off',
    shape: 'on or off (whether nginx asks DNS for IPv6 addresses)',
    parse: (v) => (v === 'on' || v === 'off' ? { value: v } : { why: 'not on or off' }),
  },
  EXCHANGE_UPSTREAM_CA: {
    required: false,
    fallback: SYSTEM_CA_BUNDLE,
    shape: `an absolute path to a PEM CA bundle (letters, digits, ".", "_", "-", "/"); default ${SYSTEM_CA_BUNDLE}`,
    parse: (v) =>
      /^(?:\/[A-Za-z0-9._-]+)+$/.test(v) && !v.split('/').some((part) => part === '.' || part === '..') ? { value: v } : { why: 'not an absolute path' },
  },
  EXCHANGE_CANONICAL_ORIGIN: {
    required: false,
    fallback: '',
    shape: 'empty (https:// and the first EXCHANGE_SERVER_NAME), or the https:// (or http://) origin, no path, that canonical links, alternates, the sitemap and link previews name',
    parse: (v) => (v === '' ? { value: '' } : url(v, { schemes: ['https:', 'http:'] })),
  },
  EXCHANGE_INDEXING: {
    required: false,
    fallback: 'on',
    shape: 'on, or off (staging: every page noindex and robots.txt disallows everything)',
    parse: (v) => (v === 'on' || v === 'off' ? { value: v } : { why: 'not on or off' }),
  },
  EXCHANGE_TRUSTED_PROXIES: {
    list: true,
    required: false,
    fallback: '',
    shape: 'empty (trust no proxy), or IP addresses or CIDR ranges of the load balancers, separated by spaces',
    parse: (v) => (v === '' ? { value: '' } : list(v, ipOrCidr, 'an IP address or CIDR range')),
  },
};

/** Parses KEY=VALUE lines (# comments, optional quotes around the whole value). */
export function parseEnvFile(text) {
  const values = {};
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not KEY=VALUE: ${raw}`);
    if (match[1] in values) throw new Error(`line ${index + 1} sets ${match[1]} a second time`);
    const quoted = /^(['"])(.*)\1$/.exec(match[2]);
    values[match[1]] = quoted ? quoted[2] : match[2];
  }
  return values;
}

/**
 * The validated environment (every value in its normalised form), or a list of problems, each
 * naming the key, the value and what was expected.
 */
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
    // Lists are split on spaces; inside an item, and in any other value, no space at all.
    const text = typeof value === 'string' ? value.trim() : '';
    const offending = text.match(rule.list ? /[^ \x21-\x7e]|[$;{}"'`\\<>]/ : /[^\x21-\x7e]|[$;{}"'`\\<>]/)?.[0];
    const bad = typeof value !== 'string' ? 'not text' : offending !== undefined ? `it holds ${JSON.stringify(offending)}` : undefined;
    const parsed = bad ? { why: bad } : rule.parse(text);
    if (parsed.why !== undefined) problems.push(`${name}=${JSON.stringify(value)} is malformed: expected ${rule.shape} (${parsed.why})`);
    else env[name] = parsed.value;
  }
  for (const name of Object.keys(values)) if (!(name in ENV_VALUES)) problems.push(`${name} is not a known value (typo?)`);
  if (problems.length) return { problems };
  if (!env.EXCHANGE_CANONICAL_ORIGIN) env.EXCHANGE_CANONICAL_ORIGIN = `https://${env.EXCHANGE_SERVER_NAME.split(' ')[0]}`;
  return { env };
}

const origin = (url) => (url ? new URL(url).origin : '');

/** The nameservers of a resolv.conf text, in nginx's resolver form (IPv6 in brackets; zone ids skipped). */
export function systemResolvers(text) {
  return text
    .split('\n')
    .map((line) => /^\s*nameserver\s+(\S+)/.exec(line)?.[1])
    .filter((ip) => ip && !ip.includes('%') && net.isIP(ip))
    .map((ip) => (net.isIPv6(ip) ? `[${ip}]` : ip));
}

/** The page's data block: what the browser needs, nothing server-side (no upstream). */
export function pageEnvBlock(env) {
  // Escaped so that no value can end the script element or the HTML around it.
  const json = JSON.stringify({
    cdnBase: env.EXCHANGE_CDN_BASE,
    sentryDsn: env.EXCHANGE_MONITORING_DSN,
    ws: { spot: env.EXCHANGE_WS_SPOT, futures: env.EXCHANGE_WS_FUTURES },
  })
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="exchange-env">${json}</script>`;
}

const BLOCK_OPEN = '<script type="application/json" id="exchange-env">';

/** index.html with the data block written (replacing an earlier one). Spliced, never String.replace. */
export function renderIndexHtml(html, env) {
  const block = pageEnvBlock(env);
  const start = html.indexOf(BLOCK_OPEN);
  if (start >= 0) {
    const end = html.indexOf('</script>', start);
    return html.slice(0, start) + block + html.slice(end + '</script>'.length);
  }
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('index.html has no </head>');
  return `${html.slice(0, head)}  ${block}\n  ${html.slice(head)}`;
}

/**
 * The http-level part of this environment (nginx/edge.conf): which peers are trusted proxies, and
 * the scheme the visitor used (the forwarded one only from a trusted proxy).
 */
export function renderEdgeConf(env) {
  const trusted = env.EXCHANGE_TRUSTED_PROXIES ? env.EXCHANGE_TRUSTED_PROXIES.split(' ') : [];
  return `# Rendered by deploy.mjs from the environment file: do not edit, re-run the script.
# The connecting peer is a trusted proxy (EXCHANGE_TRUSTED_PROXIES), before realip replaces the address.
geo $realip_remote_addr $exchange_trusted_proxy {
  default 0;
${trusted.map((cidr) => `  ${cidr} 1;`).join('\n')}
}
# The scheme the visitor used: X-Forwarded-Proto only from a trusted proxy, else the connection's.
map "$exchange_trusted_proxy:$http_x_forwarded_proto" $exchange_forwarded_proto {
  default $scheme;
  "1:https" https;
  "1:http" http;
}
`;
}

/** The server blocks for this environment; `resolvers` are the host's when the file names none. */
export function renderServerConf(env, releaseDir, resolvers = []) {
  const wsOrigins = [...new Set([origin(env.EXCHANGE_WS_SPOT), origin(env.EXCHANGE_WS_FUTURES)])].join(' ');
  const nginxDir = path.join(releaseDir, 'nginx');
  const listen = env.EXCHANGE_LISTEN.split(' ');
  const resolver = env.EXCHANGE_RESOLVER ? env.EXCHANGE_RESOLVER.split(' ') : resolvers;
  const trusted = env.EXCHANGE_TRUSTED_PROXIES ? env.EXCHANGE_TRUSTED_PROXIES.split(' ') : [];
  return `# Rendered by deploy.mjs from the environment file: do not edit, re-run the script.
# Requests whose Host is none of the site's names get no page; the health path answers them.
server {
${listen.map((item) => `  listen ${item} default_server;`).join('\n')}
  server_name _;
  include ${nginxDir}/health.conf;
  location / {
    return 421;
  }
}
server {
${listen.map((item) => `  listen ${item};`).join('\n')}
  server_name ${env.EXCHANGE_SERVER_NAME};
  root ${path.join(releaseDir, 'static')};
  # The upstream is resolved per request, within its DNS record's TTL (no reload needed).
  resolver ${resolver.join(' ')} ipv6=${env.EXCHANGE_RESOLVER_IPV6};
  resolver_timeout 5s;
  # An https upstream: its certificate is verified for its name, which is sent as SNI.
  proxy_ssl_server_name on;
  proxy_ssl_verify on;
  proxy_ssl_verify_depth 4;
  proxy_ssl_trusted_certificate ${env.EXCHANGE_UPSTREAM_CA};
${trusted.map((cidr) => `  set_real_ip_from ${cidr};`).join('\n')}
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;
  set $exchange_api_upstream ${env.EXCHANGE_API_UPSTREAM};
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
  // Checked against this host before anything is written.
  const host = [];
  if (FORBIDDEN.test(here)) host.push(`the release folder ${JSON.stringify(here)} holds whitespace or a character nginx reads as syntax: unpack it elsewhere`);
  let resolvers = [];
  if (!env.EXCHANGE_RESOLVER) {
    resolvers = fs.existsSync('/etc/resolv.conf') ? systemResolvers(fs.readFileSync('/etc/resolv.conf', 'utf8')) : [];
    if (!resolvers.length) host.push('EXCHANGE_RESOLVER is empty and /etc/resolv.conf names no usable nameserver: name the DNS servers nginx should ask');
  }
  if (!fs.existsSync(env.EXCHANGE_UPSTREAM_CA)) host.push(`EXCHANGE_UPSTREAM_CA=${JSON.stringify(env.EXCHANGE_UPSTREAM_CA)}: no such file (a PEM CA bundle nginx verifies the upstream with)`);
  if (host.length) {
    console.error(`deploy: ${envFile} cannot be used here:\n${host.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(2);
  }
  absoluteIncludes(path.join(here, 'nginx'));
  const indexFile = path.join(here, 'static/index.html');
  const indexing = env.EXCHANGE_INDEXING === 'on';
  fs.writeFileSync(indexFile, renderIndexRobots(renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), env), indexing));
  // The heads are copies of the rendered index.html: written after it.
  const heads = writeHeads(path.join(here, 'static'), JSON.parse(fs.readFileSync(path.join(here, 'heads.json'), 'utf8')), { origin: env.EXCHANGE_CANONICAL_ORIGIN, indexing });
  fs.writeFileSync(path.join(here, 'nginx/edge.conf'), renderEdgeConf(env));
  fs.writeFileSync(path.join(here, 'nginx/server.conf'), renderServerConf(env, here, resolvers));
  fs.writeFileSync(
    path.join(here, 'nginx/exchange.conf'),
    `# Include this file in nginx's http block: the shared http settings and this site's servers.\n${['http.conf', 'edge.conf', 'server.conf'].map((file) => `include ${path.join(here, 'nginx', file)};`).join('\n')}\n`,
  );
  fs.writeFileSync(
    path.join(here, 'nginx/compression.conf'),
    `gzip_static on;\n${hasBrotliModule() ? 'brotli_static on;\n' : '# brotli_static: this nginx has no brotli module; the .br files wait for one.\n'}`,
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(here, 'manifest.json'), 'utf8'));
  console.log(`deploy: ${manifest.site.key} ${manifest.version} rendered for ${env.EXCHANGE_SERVER_NAME} (${heads} page heads for ${env.EXCHANGE_CANONICAL_ORIGIN}${indexing ? '' : ', noindex'}); include ${path.join(here, 'nginx/exchange.conf')} in nginx's http block and reload.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
