/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type DeployModule = {
  parseEnvFile: (text: string) => Record<string, string>;
  validateEnv: (values: Record<string, string>) => { env?: Record<string, string>; problems?: string[] };
  renderIndexHtml: (html: string, env: Record<string, string>) => string;
  renderServerConf: (env: Record<string, string>, dir: string) => string;
};

// deploy.mjs is plain ESM for servers with only node: run its functions in a child node.
function call<T>(fn: keyof DeployModule, ...args: unknown[]): T {
  const script = `import(${JSON.stringify(path.join(__dirname, 'deploy.mjs'))}).then((m) => process.stdout.write(JSON.stringify(m[${JSON.stringify(fn)}](...${JSON.stringify(args)}))))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

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
    const { env, problems } = call<ReturnType<DeployModule['validateEnv']>>('validateEnv', good);
    expect(problems).toBeUndefined();
    expect(env).toMatchObject({ EXCHANGE_LISTEN: '80', EXCHANGE_MONITORING_DSN: '' });
  });

  it('stops with a clear message for a missing, a malformed and an unknown value', () => {
    const { problems } = call<ReturnType<DeployModule['validateEnv']>>('validateEnv', {
      ...good,
      EXCHANGE_API_UPSTREAM: undefined,
      EXCHANGE_WS_SPOT: 'https://not-a-socket.example',
      EXCHANGE_CDN_BASE: 'https://static.gate.example/',
      EXCHANGE_CDN: 'x',
    });
    expect(problems).toEqual([
      'EXCHANGE_API_UPSTREAM is missing (an http(s) origin, e.g. https://api.internal:8443)',
      'EXCHANGE_WS_SPOT="https://not-a-socket.example" is malformed: expected a wss URL',
      'EXCHANGE_CDN_BASE="https://static.gate.example/" is malformed: expected empty, or an https URL without a trailing "/"',
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
});
