/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { renderServerConf } from '../deploy/render';
import { validateEnv, type DeployEnv } from '../deploy/grammar';
import { CLEARED_REQUEST_HEADERS, MAX_COOKIE_HEADER_BYTES, packagedNginxFiles, TOOL_JSON_FILES } from './nginx-files';

const files = packagedNginxFiles('');
const env = (validateEnv({
  EXCHANGE_SERVER_NAME: 'www.gate.example',
  EXCHANGE_API_UPSTREAM: 'https://api.internal:8443',
  EXCHANGE_WS_SPOT: 'wss://ws.gate.example/v4/ws/spot',
  EXCHANGE_WS_FUTURES: 'wss://ws.gate.example/v4/ws/futures',
}).env as DeployEnv);

/** The regex of an http.conf map, as PCRE reads it (`~*`: case-insensitive). */
function mapRegex(variable: string): RegExp {
  const block = new RegExp(`map \\S+ \\$${variable} \\{[^}]*?"~(\\*?)([^"]+)" 1;`).exec(files['http.conf']);
  if (!block) throw new Error(`no map for $${variable}`);
  return new RegExp(block[2], block[1] ? 'i' : '');
}

describe('only the edge speaks for the client', () => {
  it('clears every forwarding, override and client-address header a client may write before the API', () => {
    const named = ['X-Forwarded-Host', 'X-Original-URL', 'X-Rewrite-URL', 'X-HTTP-Method-Override', 'True-Client-IP', 'X-Client-IP', 'CF-Connecting-IP', 'Proxy', 'Forwarded', 'X-Forwarded-Port', 'X-Forwarded-Prefix'];
    expect(CLEARED_REQUEST_HEADERS).toEqual(expect.arrayContaining(named));
    for (const name of CLEARED_REQUEST_HEADERS) expect(files['proxy-headers.conf']).toContain(`proxy_set_header ${name} "";`);
    // The edge's own, from what it saw: the address realip took from the trusted balancers only.
    expect(files['proxy-headers.conf']).toContain('proxy_set_header X-Real-IP $remote_addr;');
    expect(files['proxy-headers.conf']).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(files['proxy-common.conf']).toContain('include proxy-headers.conf;');
  });
});

describe("the API's answers never run as the site", () => {
  it('serves under /js/tool/ only its JSON files, as JSON, and 404 for anything else there', () => {
    expect(TOOL_JSON_FILES).toEqual(['/js/tool/coin_icon_whitelist.json', '/js/tool/page_download_links.json', '/js/tool/sw_cache.json']);
    for (const file of TOOL_JSON_FILES) expect(files['backend.conf']).toContain(`location = ${file} {\n  include backend-proxy.conf;\n  # JSON`);
    expect(files['backend.conf']).toContain('location ^~ /js/tool/ {\n  include file-headers.conf;\n  add_header Cache-Control "no-store" always;\n  return 404;');
    expect(files['backend.conf']).not.toMatch(/location \^~ \/js\/tool\/ \{ include backend-proxy/);
  });

  it('gives every proxied API answer a policy under which it runs nothing; the chat room keeps the page policy', () => {
    expect(files['backend-proxy.conf']).toContain('include proxied-headers.conf;');
    expect(files['proxied-headers.conf']).toMatch(/Content-Security-Policy "default-src 'none';[^"]*sandbox" always;/);
    expect(files['proxied-headers.conf']).toContain('include transport-headers.conf;');
    expect(files['transport-headers.conf']).toContain('X-Content-Type-Options "nosniff" always;');
    expect(files['backend.conf']).toContain('location ^~ /groupchat/ { include groupchat-proxy.conf; }');
    expect(files['groupchat-proxy.conf']).toContain('include security-headers.conf;');
  });

  it('never compresses a proxied answer', () => {
    expect(files['proxy-common.conf']).toMatch(/^gzip off;$/m);
  });
});

describe('no lock-out by cookies', () => {
  it('answers a Cookie header above 8 KB with Clear-Site-Data and the security headers, on the site and the catch-all', () => {
    const oversize = mapRegex('exchange_cookie_oversize');
    expect(oversize.test('a'.repeat(MAX_COOKIE_HEADER_BYTES))).toBe(false);
    expect(oversize.test('a'.repeat(MAX_COOKIE_HEADER_BYTES + 1))).toBe(true);
    const guard = files['cookie-guard.conf'];
    expect(guard).toContain('if ($exchange_cookie_oversize) {\n  return 431;\n}');
    expect(guard).toContain('error_page 431 494 =431 @exchange_cookies_cleared;');
    expect(guard).toContain(`add_header Clear-Site-Data '"cookies"' always;`);
    expect(guard).toContain('include security-headers.conf;');
    expect(files['site.conf']).toContain('include cookie-guard.conf;');
    const server = renderServerConf(env, '/srv/x');
    const catchAll = server.slice(0, server.indexOf('\nserver {', server.indexOf('server {') + 1));
    expect(catchAll).toContain('include /srv/x/nginx/cookie-guard.conf;');
    // A header line up to 32 KB is read, so the guard answers rather than a bare 400.
    expect(files['http.conf']).toContain('large_client_header_buffers 4 32k;');
  });
});

describe('every answer carries its headers', () => {
  it('the catch-all (421), the health path and the API error answers include the security headers', () => {
    const server = renderServerConf(env, '/srv/x');
    expect(server.slice(0, server.indexOf('location / {'))).toContain('include /srv/x/nginx/security-headers.conf;');
    expect(files['health.conf']).toContain('include security-headers.conf;');
  });
});

describe('a load balancer keeps its connections', () => {
  it("closes a client connection only after far more requests than nginx's default 1000 (a request racing the close fails)", () => {
    const limit = /^keepalive_requests (\d+);$/m.exec(files['http.conf'])?.[1];
    expect(Number(limit)).toBeGreaterThanOrEqual(100_000);
  });
});

describe('API paths a server behind could read otherwise answer 400', () => {
  const malformed = mapRegex('exchange_malformed_api_path');
  it.each(['/api/a%3bb', '/api/a%3Bb', '/api/x%0a', '/api/x%0D', '/api/x%00', '/api/x%7f', '/api/%252e%252e/x', '/api/a#b', '/api/..;/x', '/api/a%2fb'])('%s', (uri) => {
    expect(malformed.test(uri)).toBe(true);
  });
  it('lets well-formed paths, and anything in the query, through', () => {
    for (const uri of ['/api/web/v1/usercenter/get_info', '/api/web/v1/x?next=%2e%2e%2f;%0a#', '/api/web/v1/a-b_c.json']) expect(malformed.test(uri)).toBe(false);
  });
});

describe('the shipped example', () => {
  it('trusts only a documented load-balancer range, and passes its own grammar', async () => {
    const { parseEnvFile } = await import('../deploy/grammar');
    const example = parseEnvFile(fs.readFileSync(path.join(__dirname, '../deploy/release.env.example'), 'utf8'));
    expect(example.EXCHANGE_TRUSTED_PROXIES).toBe('10.0.0.0/24');
    expect(validateEnv(example).problems).toBeUndefined();
  });
});
