/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePackagedNginx } from '@exchange/edge';
import { liveFolder } from '@exchange/edge/testing';
import { nginxHostConf } from '../preview/nginx-host';
import { callDeploy, installDeployProgram } from './deploy-harness';

type Validated = { env?: Record<string, string>; problems?: string[] };
const call = callDeploy;

const good = {
  EXCHANGE_SERVER_NAME: 'www.gate.example',
  EXCHANGE_API_UPSTREAM: 'https://api.internal:8443',
  EXCHANGE_WS_SPOT: 'wss://ws.gate.example/v4/ws/spot',
  EXCHANGE_WS_FUTURES: 'wss://fx-ws.gate.example/v4/ws/futures',
  EXCHANGE_CDN_BASE: 'https://static.gate.example',
};

describe('the deploy program', () => {
  it('parses KEY=VALUE files with comments and quotes', () => {
    expect(call('parseEnvFile', '# c\nA=1\nB="two words"\n\n')).toEqual({ A: '1', B: 'two words' });
  });

  it('accepts a complete file and fills the optional values', () => {
    const { env, problems } = call<Validated>('validateEnv', good);
    expect(problems).toBeUndefined();
    expect(env).toMatchObject({ EXCHANGE_LISTEN: '80', EXCHANGE_MONITORING_DSN: '' });
  });

  it('stops with a clear message for a missing, a malformed and an unknown value', () => {
    const { problems } = call<Validated>('validateEnv', {
      ...good,
      EXCHANGE_API_UPSTREAM: undefined,
      EXCHANGE_WS_SPOT: 'https://not-a-socket.example',
      EXCHANGE_CDN_BASE: 'https://static.gate.example/',
      EXCHANGE_CDN: 'x',
    });
    expect(problems).toEqual([
      'EXCHANGE_API_UPSTREAM is missing (an http:// or https:// origin (no path), e.g. https://api.internal:8443)',
      'EXCHANGE_WS_SPOT="https://not-a-socket.example" is malformed: expected a wss:// URL (the scheme https: is not wss:)',
      'EXCHANGE_CDN_BASE="https://static.gate.example/" is malformed: expected empty, or an https:// URL without a trailing "/" (it ends with "/")',
      'EXCHANGE_CDN is not a known value (typo?)',
    ]);
  });

  it('writes the page values as a JSON data block (no upstream), replacing an earlier one', () => {
    const env = { ...good, EXCHANGE_MONITORING_DSN: '' };
    const once = call<string>('renderIndexHtml', '<html><head><title>x</title></head></html>', env);
    expect(once).toContain('<script type="application/json" id="exchange-env">{"cdnBase":"https://static.gate.example","sentryDsn":"","ws":');
    expect(once).not.toContain('api.internal');
    const twice = call<string>('renderIndexHtml', once, { ...env, EXCHANGE_CDN_BASE: 'https://cdn.staging.example' });
    expect(twice.match(/exchange-env/g)).toHaveLength(1);
    expect(twice).toContain('https://cdn.staging.example');
  });

  it('renders the server block with the upstream and the CSP origins of this environment', () => {
    const conf = call<string>('renderServerConf', { ...good, EXCHANGE_LISTEN: '8080' }, '/srv/exchange/main-1');
    expect(conf).toContain('listen 8080 default_server;');
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/exchange/main-1/static;');
    // The API through the rendered upstream block's keep-alive pool, verified for its own name.
    expect(conf).toContain('set $exchange_api_upstream https://exchange_api;');
    expect(conf).toContain('proxy_ssl_name api.internal;');
    const pool = call<string>('renderUpstreamConf', good, ['10.0.0.7', '10.0.0.8']);
    expect(pool).toContain('  server 10.0.0.7:8443;\n  server 10.0.0.8:8443;\n  keepalive 64;');
    expect(pool).toContain('keepalive_timeout 30s;');
    expect(conf).toContain('set $exchange_cdn_origin "https://static.gate.example";');
    expect(conf).toContain('set $exchange_ws_origins "wss://ws.gate.example wss://fx-ws.gate.example";');
    // Without a DSN monitoring is off and nothing more is allowed; with one, its origin is.
    expect(conf).toContain('set $exchange_monitor_origin "";');
    const monitored = call<string>('renderServerConf', { ...good, EXCHANGE_LISTEN: '8080', EXCHANGE_MONITORING_DSN: 'https://public@monitor.gate.example/1' }, '/srv/exchange/main-1');
    expect(monitored).toContain('set $exchange_monitor_origin "https://monitor.gate.example";');
  });

  it('as a command, refuses a bad environment file with exit code 2 and the list of problems', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    fs.writeFileSync(path.join(dir, 'bad.env'), 'EXCHANGE_SERVER_NAME=www.gate.example\n');
    installDeployProgram(dir);
    const run = spawnSync(process.execPath, [path.join(dir, 'deploy.mjs'), path.join(dir, 'bad.env')], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('EXCHANGE_API_UPSTREAM is missing');
  });

  it('as a command, writes nothing when the file is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    installDeployProgram(dir);
    fs.mkdirSync(path.join(dir, 'nginx'));
    fs.mkdirSync(path.join(dir, 'static'));
    fs.writeFileSync(path.join(dir, 'static/index.html'), '<html><head></head></html>');
    const lines = Object.entries({ ...good, EXCHANGE_API_UPSTREAM: 'http://127.0.0.1:28081;break' }).map(([key, value]) => `${key}=${value}`);
    fs.writeFileSync(path.join(dir, 'release.env'), `${lines.join('\n')}\n`);
    const run = spawnSync(process.execPath, [path.join(dir, 'deploy.mjs')], { encoding: 'utf8' });
    const written = fs.readdirSync(path.join(dir, 'nginx'));
    const page = fs.readFileSync(path.join(dir, 'static/index.html'), 'utf8');
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('EXCHANGE_API_UPSTREAM="http://127.0.0.1:28081;break" is malformed');
    expect(written).toEqual([]);
    expect(page).toBe('<html><head></head></html>');
  });
});

describe('the environment file refuses each injection with the key, the value and what was expected (issue 52)', () => {
  const refused = (key: string, value: string): string => {
    const { env, problems } = call<Validated>('validateEnv', { ...good, [key]: value });
    expect(env).toBeUndefined();
    expect(problems).toHaveLength(1);
    return problems?.[0] ?? '';
  };

  it.each([
    ['a directive after the upstream', 'EXCHANGE_API_UPSTREAM', 'http://127.0.0.1:28081;break', '(it holds ";")'],
    ['a request header steering the proxy', 'EXCHANGE_API_UPSTREAM', 'http://$http_x_up', '(it holds "$")'],
    ['a block', 'EXCHANGE_API_UPSTREAM', 'http://api.internal}', '(it holds "}")'],
    ['a path on the upstream', 'EXCHANGE_API_UPSTREAM', 'https://api.internal/v4', '(it has a path)'],
    ['credentials on the upstream', 'EXCHANGE_API_UPSTREAM', 'https://user:pw@api.internal', '(it carries a password)'],
    ['another scheme', 'EXCHANGE_API_UPSTREAM', 'file:///etc/passwd', '(the scheme file: is not http: or https:)'],
    ['a quote closing the CSP value', 'EXCHANGE_CDN_BASE', 'https://cdn.example"; add_header X 1', '(it holds "\\"")'],
    ['a replacement pattern', 'EXCHANGE_CDN_BASE', "https://cdn.example/$'", '(it holds "$")'],
    ['a script end in the data block', 'EXCHANGE_WS_SPOT', 'wss://ws.example/</script>', '(it holds "<")'],
    ['a password in the monitoring DSN', 'EXCHANGE_MONITORING_DSN', 'https://public:secret@monitor.example/1', '(it carries a password)'],
    ['a second directive in the server names', 'EXCHANGE_SERVER_NAME', 'www.gate.example;return', '(it holds ";")'],
    ['a server name that is no host name', 'EXCHANGE_SERVER_NAME', 'www.gate.example _', '("_" is not a host name)'],
    ['a listen option smuggled in', 'EXCHANGE_LISTEN', '80 proxy_protocol', '("proxy_protocol" is not a port, IPv4:port or [IPv6]:port)'],
    ['a resolver that is a name', 'EXCHANGE_RESOLVER', 'dns.internal', '("dns.internal" is not IPv4[:port] or [IPv6][:port])'],
    ['a CA path climbing out', 'EXCHANGE_UPSTREAM_CA', '/etc/ssl/../../root/key.pem', '(not an absolute path)'],
    ['a trusted proxy that is no address', 'EXCHANGE_TRUSTED_PROXIES', '10.0.0.0/33', '("10.0.0.0/33" is not an IP address or CIDR range)'],
    ['a trusted proxy with an IPv6 zone id', 'EXCHANGE_TRUSTED_PROXIES', 'fe80::1%eth0', '("fe80::1%eth0" is not an IP address or CIDR range (a zone id is not an address nginx takes))'],
    ['every address as a trusted proxy', 'EXCHANGE_TRUSTED_PROXIES', '0.0.0.0/0', '("0.0.0.0/0" trusts a whole network: name the load balancers\' range (/16 or narrower))'],
    ['the whole private network as a trusted proxy', 'EXCHANGE_TRUSTED_PROXIES', '10.0.0.0/8', '("10.0.0.0/8" trusts a whole network: name the load balancers\' range (/16 or narrower))'],
    ['port 0 on the upstream', 'EXCHANGE_API_UPSTREAM', 'https://api.internal:0', '(port 0 is no port)'],
    ['a device as the CA bundle', 'EXCHANGE_UPSTREAM_CA', '/dev/zero', '(a device or kernel file is not a certificate)'],
  ])('%s', (_, key, value, why) => {
    const problem = refused(key, value);
    expect(problem.startsWith(`${key}=${JSON.stringify(value)} is malformed: expected `)).toBe(true);
    expect(problem.endsWith(why)).toBe(true);
  });

  it('normalises what it accepts: lower-case names, the default port dropped, one space between list items', () => {
    const { env } = call<Validated>('validateEnv', { ...good, EXCHANGE_SERVER_NAME: ' WWW.Gate.example   gate.example ', EXCHANGE_API_UPSTREAM: 'HTTPS://API.Internal:443/', EXCHANGE_TRUSTED_PROXIES: '10.0.0.0/24  192.168.1.7' });
    expect(env).toMatchObject({ EXCHANGE_SERVER_NAME: 'www.gate.example gate.example', EXCHANGE_API_UPSTREAM: 'https://api.internal', EXCHANGE_TRUSTED_PROXIES: '10.0.0.0/24 192.168.1.7' });
  });

  it('resolves the API name itself: an address as it is, a name with the DNS servers the file names', async () => {
    const { resolveUpstream } = await import('@exchange/edge/testing');
    const ip = call<Validated>('validateEnv', { ...good, EXCHANGE_API_UPSTREAM: 'https://10.1.2.3:8443' }).env;
    await expect(resolveUpstream(ip as never)).resolves.toEqual(['10.1.2.3']);
    const unknown = call<Validated>('validateEnv', { ...good, EXCHANGE_API_UPSTREAM: 'https://api.invalid', EXCHANGE_RESOLVER: '127.0.0.1:9' }).env;
    await expect(resolveUpstream(unknown as never)).rejects.toThrow("the API upstream's name api.invalid has no address at 127.0.0.1:9");
  });

  it('verifies an https upstream with the system bundle by default, and with the file the environment names', () => {
    const { env } = call<Validated>('validateEnv', good);
    const conf = call<string>('renderServerConf', env, '/srv/x');
    expect(conf).toContain('proxy_ssl_verify on;');
    expect(conf).toContain('proxy_ssl_server_name on;');
    expect(conf).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    const own = call<Validated>('validateEnv', { ...good, EXCHANGE_UPSTREAM_CA: '/etc/exchange/internal-ca.pem' }).env;
    expect(call<string>('renderServerConf', own, '/srv/x')).toContain('proxy_ssl_trusted_certificate /etc/exchange/internal-ca.pem;');
  });

  it('trusts forwarded headers only from the proxies the environment names', () => {
    const none = call<Validated>('validateEnv', good).env;
    expect(call<string>('renderServerConf', none, '/srv/x')).not.toContain('set_real_ip_from');
    expect(call<string>('renderEdgeConf', none)).not.toMatch(/^\s+\d.* 1;$/m);
    const lb = call<Validated>('validateEnv', { ...good, EXCHANGE_TRUSTED_PROXIES: '10.0.0.0/24' }).env;
    expect(call<string>('renderServerConf', lb, '/srv/x')).toContain('set_real_ip_from 10.0.0.0/24;');
    expect(call<string>('renderEdgeConf', lb)).toContain('  10.0.0.0/24 1;');
  });

  it('writes values containing replacement patterns literally (no String.replace expansion)', () => {
    const html = "<html><head><script type=\"application/json\" id=\"exchange-env\">{}</script></head><body>$' $` $&</body></html>";
    const page = call<string>('renderIndexHtml', html, { ...good, EXCHANGE_CDN_BASE: "a$'b$`c$&d" });
    expect(page).toContain('"cdnBase":"a$\'b$`c$\\u0026d"');
    expect(page.endsWith("</head><body>$' $` $&</body></html>")).toBe(true);
  });
});

describe('a deploy is atomic, can be rolled back, and works wherever the release lies (the bundled program)', () => {
  const hasNginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));
  const INDEX = '<!doctype html><html lang="en"><head><title>Exchange</title></head><body></body></html>';

  /** An unpacked release in a fresh folder, with a host nginx.conf (in `host`) that includes its exchange.conf. */
  function release(): { dir: string; host: string; nginxArgs: string; env: (extra?: Record<string, string>) => string } {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-atomic-'));
    const dir = path.join(base, 'release');
    fs.mkdirSync(path.join(dir, 'static'), { recursive: true });
    installDeployProgram(dir);
    writePackagedNginx(path.join(dir, 'nginx'), '');
    fs.writeFileSync(path.join(dir, 'static/index.html'), INDEX);
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ site: { key: 'main' }, version: 'test' }));
    fs.writeFileSync(path.join(dir, 'heads.json'), JSON.stringify({ site: 'main', siteName: 'Gate', image: '/og.png', languages: [], pages: [], disallow: [] }));
    const host = path.join(base, 'host');
    fs.mkdirSync(host);
    fs.writeFileSync(path.join(host, 'nginx.conf'), nginxHostConf(host, '', `  include ${path.join(dir, 'exchange.conf')};`));
    const env = (extra: Record<string, string> = {}) => {
      const file = path.join(base, `env-${Object.keys(extra).length}-${Math.random().toString(36).slice(2)}`);
      const values = { ...good, EXCHANGE_API_UPSTREAM: 'https://127.0.0.1:8443', EXCHANGE_LISTEN: '127.0.0.1:31190', ...extra };
      fs.writeFileSync(file, Object.entries(values).map(([key, value]) => `${key}=${value}\n`).join(''));
      return file;
    };
    return { dir, host, nginxArgs: `-p ${host} -e ${path.join(host, 'error.log')} -c ${path.join(host, 'nginx.conf')}`, env };
  }
  const run = (dir: string, ...args: string[]) => spawnSync(process.execPath, [path.join(dir, 'deploy.mjs'), ...args], { encoding: 'utf8' });
  const servedPage = (dir: string) => fs.readFileSync(path.join(liveFolder(dir) ?? '/nowhere', 'static/index.html'), 'utf8');

  (hasNginx ? it : it.skip)('a deploy nginx refuses leaves the running environment as it was, and says why in one line (exit 2)', () => {
    const { dir, nginxArgs, env } = release();
    try {
      expect(run(dir, env(), '--nginx', nginxArgs).status).toBe(0);
      const live = liveFolder(dir);
      const pointer = fs.readFileSync(path.join(dir, 'exchange.conf'), 'utf8');
      // nginx -t fails on the new configuration: a listen address this host does not have.
      const failed = run(dir, env({ EXCHANGE_CDN_BASE: 'https://cdn.other.example', EXCHANGE_LISTEN: '192.0.2.1:31190' }), '--nginx', nginxArgs);
      expect(failed.status).toBe(2);
      expect(failed.stderr.trim().split('\n')).toHaveLength(1);
      expect(failed.stderr).toMatch(/^deploy: nginx -t refused the new configuration, nothing changed: /);
      expect(fs.readFileSync(path.join(dir, 'exchange.conf'), 'utf8')).toBe(pointer);
      expect(liveFolder(dir)).toBe(live);
      expect(servedPage(dir)).toContain('https://static.gate.example');
      expect(fs.readdirSync(path.join(dir, 'rendered'))).toEqual([path.basename(live ?? '')]);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  (hasNginx ? it : it.skip)('keeps the previous environment, and one command goes back to it', () => {
    const { dir, nginxArgs, env } = release();
    try {
      expect(run(dir, env(), '--nginx', nginxArgs).status).toBe(0);
      const first = liveFolder(dir);
      expect(run(dir, env({ EXCHANGE_CDN_BASE: 'https://cdn.staging.example' }), '--nginx', nginxArgs).status).toBe(0);
      expect(servedPage(dir)).toContain('https://cdn.staging.example');
      const back = run(dir, '--rollback', '--nginx', nginxArgs);
      expect(back.stderr).toBe('');
      expect(back.status).toBe(0);
      expect(liveFolder(dir)).toBe(first);
      expect(servedPage(dir)).toContain('https://static.gate.example');
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('a release moved to another folder deploys with every path in its new place', () => {
    const { dir, env } = release();
    const moved = `${path.dirname(dir)}/moved`;
    try {
      const file = env();
      expect(run(dir, file, '--no-nginx-test').status).toBe(0);
      fs.renameSync(dir, moved);
      const again = run(moved, file, '--no-nginx-test');
      expect(again.stderr).toBe('');
      const live = liveFolder(moved) ?? '';
      expect(live.startsWith(`${moved}/rendered/`)).toBe(true);
      const nginxFiles = fs.readdirSync(path.join(live, 'nginx')).map((name) => fs.readFileSync(path.join(live, 'nginx', name), 'utf8'));
      const paths = nginxFiles.join('\n').match(/(?:include|root) (\/\S+);/g) ?? [];
      expect(paths.length).toBeGreaterThan(10);
      expect(paths.filter((line) => !line.includes(moved))).toEqual([]);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('refuses a CA path that is no certificate, in one line', () => {
    const { dir, env } = release();
    try {
      const refused = run(dir, env({ EXCHANGE_UPSTREAM_CA: '/etc/passwd' }), '--no-nginx-test');
      expect(refused.status).toBe(2);
      expect(refused.stderr).toBe('deploy: EXCHANGE_UPSTREAM_CA="/etc/passwd" is not a readable PEM file holding a certificate (the CA bundle nginx verifies the upstream with)\n');
      expect(fs.existsSync(path.join(dir, 'exchange.conf'))).toBe(false);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
