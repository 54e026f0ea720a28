/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callDeploy } from './deploy-harness';

type Validated = { env?: Record<string, string>; problems?: string[] };
const call = callDeploy;

const good = {
  EXCHANGE_SERVER_NAME: 'www.gate.example',
  EXCHANGE_API_UPSTREAM: 'https://api.internal:8443',
  EXCHANGE_WS_SPOT: 'wss://ws.gate.example/v4/ws/spot',
  EXCHANGE_WS_FUTURES: 'wss://fx-ws.gate.example/v4/ws/futures',
  EXCHANGE_CDN_BASE: 'https://static.gate.example',
};

describe('deploy.mjs', () => {
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
    expect(conf).toContain('set $exchange_api_upstream https://api.internal:8443;');
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
    const run = spawnSync(process.execPath, [path.join(__dirname, 'deploy.mjs'), path.join(dir, 'bad.env')], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('EXCHANGE_API_UPSTREAM is missing');
  });

  it('as a command, writes nothing when the file is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    for (const file of ['deploy.mjs', 'heads.mjs']) fs.copyFileSync(path.join(__dirname, file), path.join(dir, file));
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
  ])('%s', (_, key, value, why) => {
    const problem = refused(key, value);
    expect(problem.startsWith(`${key}=${JSON.stringify(value)} is malformed: expected `)).toBe(true);
    expect(problem.endsWith(why)).toBe(true);
  });

  it('normalises what it accepts: lower-case names, the default port dropped, one space between list items', () => {
    const { env } = call<Validated>('validateEnv', { ...good, EXCHANGE_SERVER_NAME: ' WWW.Gate.example   gate.example ', EXCHANGE_API_UPSTREAM: 'HTTPS://API.Internal:443/', EXCHANGE_TRUSTED_PROXIES: '10.0.0.0/8  192.168.1.7' });
    expect(env).toMatchObject({ EXCHANGE_SERVER_NAME: 'www.gate.example gate.example', EXCHANGE_API_UPSTREAM: 'https://api.internal', EXCHANGE_TRUSTED_PROXIES: '10.0.0.0/8 192.168.1.7' });
  });

  it('takes the resolver from resolv.conf (IPv6 in brackets, zone ids skipped) unless the file names one', () => {
    expect(call('systemResolvers', '# x\nnameserver 10.0.0.2\nnameserver fd00::53\nnameserver fe80::1%eth0\nsearch corp\n')).toEqual(['10.0.0.2', '[fd00::53]']);
    const { env } = call<Validated>('validateEnv', good);
    const fromHost = call<string>('renderServerConf', env, '/srv/x', ['10.0.0.2']);
    expect(fromHost).toContain('resolver 10.0.0.2 ipv6=off;');
    const named = call<Validated>('validateEnv', { ...good, EXCHANGE_RESOLVER: '10.1.1.1:5353 [fd00::53]', EXCHANGE_RESOLVER_IPV6: 'on' }).env;
    expect(call<string>('renderServerConf', named, '/srv/x', ['10.0.0.2'])).toContain('resolver 10.1.1.1:5353 [fd00::53] ipv6=on;');
  });

  it('verifies an https upstream with the system bundle by default, and with the file the environment names', () => {
    const { env } = call<Validated>('validateEnv', good);
    const conf = call<string>('renderServerConf', env, '/srv/x', ['10.0.0.2']);
    expect(conf).toContain('proxy_ssl_verify on;');
    expect(conf).toContain('proxy_ssl_server_name on;');
    expect(conf).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    const own = call<Validated>('validateEnv', { ...good, EXCHANGE_UPSTREAM_CA: '/etc/exchange/internal-ca.pem' }).env;
    expect(call<string>('renderServerConf', own, '/srv/x', ['10.0.0.2'])).toContain('proxy_ssl_trusted_certificate /etc/exchange/internal-ca.pem;');
  });

  it('trusts forwarded headers only from the proxies the environment names', () => {
    const none = call<Validated>('validateEnv', good).env;
    expect(call<string>('renderServerConf', none, '/srv/x', ['10.0.0.2'])).not.toContain('set_real_ip_from');
    expect(call<string>('renderEdgeConf', none)).not.toMatch(/^\s+\d.* 1;$/m);
    const lb = call<Validated>('validateEnv', { ...good, EXCHANGE_TRUSTED_PROXIES: '10.0.0.0/8' }).env;
    expect(call<string>('renderServerConf', lb, '/srv/x', ['10.0.0.2'])).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(call<string>('renderEdgeConf', lb)).toContain('  10.0.0.0/8 1;');
  });

  it('writes values containing replacement patterns literally (no String.replace expansion)', () => {
    const html = "<html><head><script type=\"application/json\" id=\"exchange-env\">{}</script></head><body>$' $` $&</body></html>";
    const page = call<string>('renderIndexHtml', html, { ...good, EXCHANGE_CDN_BASE: "a$'b$`c$&d" });
    expect(page).toContain('"cdnBase":"a$\'b$`c$\\u0026d"');
    expect(page.endsWith("</head><body>$' $` $&</body></html>")).toBe(true);
  });
});
