/**
 * What the deploy program writes for one validated environment: the page's data block, the
 * http-level edge settings and the site's server blocks. Pure text in, text out.
 */
import path from 'node:path';
import type { DeployEnv } from './grammar';

const origin = (url: string): string => (url ? new URL(url).origin : '');

/** The page's data block: what the browser needs, nothing server-side (no upstream). */
function pageEnvBlock(env: DeployEnv): string {
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
export function renderIndexHtml(html: string, env: DeployEnv): string {
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

const list = (value: string): string[] => (value ? value.split(' ') : []);

/**
 * The http-level part of this environment (nginx/edge.conf): which peers are trusted proxies, and
 * the scheme the visitor used (the forwarded one only from a trusted proxy).
 */
export function renderEdgeConf(env: DeployEnv): string {
  const trusted = list(env.EXCHANGE_TRUSTED_PROXIES);
  return `# Rendered by the deploy program from the environment file: do not edit, deploy again.
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

/** The name of the rendered upstream block that holds the API's addresses and its keep-alive pool. */
const API_UPSTREAM_BLOCK = 'exchange_api';
/**
 * Idle upstream connections are closed after this many seconds: below the API's own idle timeout
 * (docs/deploy.md asks for at least 60 s), so a reused connection never races the API's close into a 502.
 */
const UPSTREAM_KEEPALIVE_SECONDS = 30;

/** The API upstream's host name and port, as the environment names it. */
export function upstreamTarget(env: DeployEnv): { scheme: 'http' | 'https'; host: string; port: number } {
  const url = new URL(env.EXCHANGE_API_UPSTREAM);
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return { scheme, host, port: url.port ? Number(url.port) : scheme === 'https' ? 443 : 80 };
}

/**
 * The http-level upstream block (nginx/upstream.conf): the API's addresses as the deploy program
 * resolved them, and a pool of idle connections nginx reuses instead of a TCP and TLS handshake
 * per call. nginx 1.22 resolves an upstream block's names only at start (and refuses `resolve`),
 * so the deploy program resolves the name itself with the environment's resolver, and
 * `node deploy.mjs --refresh` renders the block again when the name moves (docs/deploy.md).
 */
export function renderUpstreamConf(env: DeployEnv, addresses: string[]): string {
  const { port } = upstreamTarget(env);
  if (!addresses.length) throw new Error(`no address for the API upstream ${env.EXCHANGE_API_UPSTREAM}`);
  return `# Rendered by the deploy program from the environment file: do not edit, deploy again.
# ${env.EXCHANGE_API_UPSTREAM} resolved to these addresses; \`node deploy.mjs --refresh\` follows the name.
upstream ${API_UPSTREAM_BLOCK} {
${addresses.map((address) => `  server ${address.includes(':') ? `[${address}]` : address}:${port};`).join('\n')}
  keepalive 64;
  keepalive_requests 10000;
  keepalive_timeout ${UPSTREAM_KEEPALIVE_SECONDS}s;
}
`;
}

/** The server blocks for this environment, whose files are in `renderedDir` (nginx/ and static/). */
export function renderServerConf(env: DeployEnv, renderedDir: string): string {
  const wsOrigins = [...new Set([origin(env.EXCHANGE_WS_SPOT), origin(env.EXCHANGE_WS_FUTURES)])].join(' ');
  const nginxDir = path.join(renderedDir, 'nginx');
  const listen = env.EXCHANGE_LISTEN.split(' ');
  const trusted = list(env.EXCHANGE_TRUSTED_PROXIES);
  const target = upstreamTarget(env);
  return `# Rendered by the deploy program from the environment file: do not edit, deploy again.
# Requests whose Host is none of the site's names get no page; the health path answers them.
server {
${listen.map((item) => `  listen ${item} default_server;`).join('\n')}
  server_name _;
  include ${nginxDir}/security-headers.conf;
  include ${nginxDir}/cookie-guard.conf;
  include ${nginxDir}/health.conf;
  location / {
    return 421;
  }
}
server {
${listen.map((item) => `  listen ${item};`).join('\n')}
  server_name ${env.EXCHANGE_SERVER_NAME};
  root ${path.join(renderedDir, 'static')};
  # The API through the upstream block's keep-alive pool; an https upstream's certificate is
  # verified for its own name, which is also sent as SNI.
  proxy_ssl_name ${target.host};
  proxy_ssl_server_name on;
  proxy_ssl_verify on;
  proxy_ssl_verify_depth 4;
  proxy_ssl_trusted_certificate ${env.EXCHANGE_UPSTREAM_CA};
  proxy_ssl_session_reuse on;
${trusted.map((cidr) => `  set_real_ip_from ${cidr};`).join('\n')}
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;
  set $exchange_api_upstream ${target.scheme}://${API_UPSTREAM_BLOCK};
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
 * packaged files name each other by bare file name, made absolute for wherever they are rendered.
 */
export function absoluteIncludes(text: string, nginxDir: string): string {
  return text.replace(/(\binclude\s+)([a-z0-9-]+\.conf);/g, (_, head: string, name: string) => `${head}${path.join(nginxDir, name)};`);
}
