/** @jest-environment node */
import fs from 'node:fs';
import net from 'node:net';
import fc from 'fast-check';
import { callDeployBatch, NGINX_TEST_RELEASE, nginxTest, parseNginx, type Directive, type Outcome } from './deploy-harness';
import { toolsEnv, toolsEnvNumber } from '../env/tools-env';

/**
 * The environment file's grammar, as a property: generated valid values are accepted and rendered
 * in their normalised form without adding a directive; hostile ones are refused; the page's data
 * block stays JSON that no value closes. FUZZ_RUNS (`npm run fuzz`) runs more samples, and
 * `nginx -t` on more of them.
 */
const RUNS = toolsEnvNumber('FUZZ_RUNS', 300);
/** `nginx -t` takes a tenth of a second or more: only this many of the valid samples go through it. */
const NGINX_T_SAMPLES = toolsEnv('FUZZ_RUNS') ? 60 : 6;
const SEED = toolsEnvNumber('FUZZ_SEED', Date.now() % 1_000_000);
const hasNginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));

jest.setTimeout(120_000);

type Env = Record<string, string>;
interface Sample {
  /** The file's values as written. */
  values: Env;
  /** What each should become. */
  normalised: Env;
}

const randomCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((flags) => [...text].map((char, i) => (flags[i] ? char.toUpperCase() : char)).join(''));
// Not `xn--`: that prefix marks an IDNA A-label, whose rest must be valid punycode (the URL
// parser refuses `xn---s0-f`), so such a label is not a valid host name by letters alone.
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,12}[a-z0-9])?$/).filter((text) => !text.startsWith('xn--'));
const hostName = fc
  .array(label, { minLength: 1, maxLength: 4 })
  .map((labels) => [...labels, 'example'].join('.'))
  .filter((name) => name.length <= 253);
const host = fc.oneof(hostName, fc.ipV4());
const port = fc.integer({ min: 1, max: 65535 });
const segment = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
const urlPath = fc.array(segment, { minLength: 0, maxLength: 3 }).map((parts) => parts.map((part) => `/${part}`).join(''));
const optionalPort = fc.option(port, { nil: undefined });
const withPort = (scheme: string, p: number | undefined) => (p === undefined || (scheme === 'http' && p === 80) || (scheme === 'https' && p === 443) || (scheme === 'wss' && p === 443) ? '' : `:${p}`);

/** `[as written, normalised]` pairs per key. */
const upstream = fc.record({ scheme: fc.constantFrom('http', 'https'), host, port: optionalPort, slash: fc.boolean() }).chain(({ scheme, host: h, port: p, slash }) =>
  randomCase(`${scheme}://${h}`).map((cased) => [`${cased}${p === undefined ? '' : `:${p}`}${slash ? '/' : ''}`, `${scheme}://${h}${withPort(scheme, p)}`] as const),
);
const ws = fc.record({ host: hostName, port: optionalPort, path: urlPath }).map(({ host: h, port: p, path }) => [`wss://${h}${p === undefined ? '' : `:${p}`}${path}`, `wss://${h}${withPort('wss', p)}${path}`] as const);
const cdn = fc.option(
  fc.record({ host: hostName, path: urlPath }).map(({ host: h, path }) => [`https://${h}${path}`, `https://${h}${path}`] as const),
  { nil: ['', ''] as const },
);
const dsn = fc.option(
  fc.record({ key: fc.stringMatching(/^[a-f0-9]{8,32}$/), host: hostName, project: fc.integer({ min: 1, max: 99999 }) }).map(
    ({ key, host: h, project }) => [`https://${key}@${h}/${project}`, `https://${key}@${h}/${project}`] as const,
  ),
  { nil: ['', ''] as const },
);
const spaced = (items: string[]) => fc.array(fc.constantFrom(' ', '  '), { minLength: items.length, maxLength: items.length }).map((gaps) => items.map((item, i) => (i ? gaps[i] : '') + item).join(''));
const serverNames = fc.uniqueArray(hostName, { minLength: 1, maxLength: 4 }).chain((names) => spaced(names).map((text) => [text, names.join(' ')] as const));
const listen = fc
  .uniqueArray(port, { minLength: 1, maxLength: 3 })
  .chain((ports) => fc.array(fc.option(fc.ipV4(), { nil: undefined }), { minLength: ports.length, maxLength: ports.length }).map((ips) => ports.map((p, i) => (ips[i] ? `${ips[i]}:${p}` : String(p)))))
  .map((items) => [items.join(' '), items.join(' ')] as const);
const resolver = fc.option(
  fc.uniqueArray(fc.tuple(fc.ipV4(), optionalPort).map(([ip, p]) => (p === undefined ? ip : `${ip}:${p}`)), { minLength: 1, maxLength: 3 }).map((items) => [items.join(' '), items.join(' ')] as const),
  { nil: ['', ''] as const },
);
const trusted = fc.option(
  fc.uniqueArray(fc.tuple(fc.ipV4(), fc.option(fc.integer({ min: 16, max: 32 }), { nil: undefined })).map(([ip, bits]) => (bits === undefined ? ip : `${ip}/${bits}`)), { minLength: 1, maxLength: 3 }).map(
    (items) => [items.join(' '), items.join(' ')] as const,
  ),
  { nil: ['', ''] as const },
);

const sample: fc.Arbitrary<Sample> = fc
  .record({
    EXCHANGE_SERVER_NAME: serverNames,
    EXCHANGE_LISTEN: listen,
    EXCHANGE_API_UPSTREAM: upstream,
    EXCHANGE_WS_SPOT: ws,
    EXCHANGE_WS_FUTURES: ws,
    EXCHANGE_CDN_BASE: cdn,
    EXCHANGE_MONITORING_DSN: dsn,
    EXCHANGE_RESOLVER: resolver,
    EXCHANGE_RESOLVER_IPV6: fc.constantFrom(['on', 'on'] as const, ['off', 'off'] as const),
    EXCHANGE_UPSTREAM_CA: fc.constant(['/etc/ssl/certs/ca-certificates.crt', '/etc/ssl/certs/ca-certificates.crt'] as const),
    EXCHANGE_TRUSTED_PROXIES: trusted,
  })
  .map((pairs) => ({
    values: Object.fromEntries(Object.entries(pairs).map(([key, [value]]) => [key, value])),
    normalised: Object.fromEntries(Object.entries(pairs).map(([key, [, value]]) => [key, value])),
  }));

/** Keys whose value is a space-separated list (a space there is a separator, not an attack). */
const LISTS = new Set(['EXCHANGE_SERVER_NAME', 'EXCHANGE_LISTEN', 'EXCHANGE_RESOLVER', 'EXCHANGE_TRUSTED_PROXIES']);
/** Fragments that would end a token or a directive, open a block or a variable, or close the data block. */
const HOSTILE = [';', ';break', '$', '$http_x_up', '{', '}', '"', "'", '\t', '\\', '`', '<', '>', '</script>', "$'", '$`', '\u2028', 'é', ' '];

const hostile = fc
  .tuple(sample, fc.constantFrom(...Object.keys(ENV_KEYS())), fc.constantFrom(...HOSTILE), fc.nat())
  .filter(([, key, fragment]) => !(fragment === ' ' && LISTS.has(key)))
  .map(([{ values }, key, fragment, at]) => {
    const base = values[key] || (key === 'EXCHANGE_CDN_BASE' ? 'https://cdn.example' : key === 'EXCHANGE_MONITORING_DSN' ? 'https://k@m.example/1' : key === 'EXCHANGE_RESOLVER' ? '10.0.0.2' : key === 'EXCHANGE_TRUSTED_PROXIES' ? '10.0.0.0/24' : 'x');
    const trimmed = base.trim();
    // Strictly inside the value, so that trimming cannot drop it.
    const position = 1 + (at % (trimmed.length - 1));
    return { values: { ...values, [key]: trimmed.slice(0, position) + fragment + trimmed.slice(position) }, key };
  });

function ENV_KEYS(): Record<string, true> {
  return {
    EXCHANGE_SERVER_NAME: true,
    EXCHANGE_LISTEN: true,
    EXCHANGE_API_UPSTREAM: true,
    EXCHANGE_WS_SPOT: true,
    EXCHANGE_WS_FUTURES: true,
    EXCHANGE_CDN_BASE: true,
    EXCHANGE_MONITORING_DSN: true,
    EXCHANGE_RESOLVER: true,
    EXCHANGE_RESOLVER_IPV6: true,
    EXCHANGE_UPSTREAM_CA: true,
    EXCHANGE_TRUSTED_PROXIES: true,
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const unwrap = <T,>(outcome: Outcome<T>): T => {
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.ok;
};

/** Every directive, depth first, with the names of the blocks around it. */
function flatten(directives: Directive[], within: string[] = []): Array<Directive & { within: string }> {
  return directives.flatMap((directive) => [{ ...directive, within: within.join('/') }, ...(directive.block ? flatten(directive.block, [...within, directive.name]) : [])]);
}

/** The directives a rendered server.conf holds for `env`, in order, each with its number of arguments. */
function expectedServerDirectives(env: Env): string[] {
  const listenCount = env.EXCHANGE_LISTEN.split(' ').length;
  const trustedCount = env.EXCHANGE_TRUSTED_PROXIES ? env.EXCHANGE_TRUSTED_PROXIES.split(' ').length : 0;
  return [
    'server:0',
    ...Array.from({ length: listenCount }, () => 'server/listen:2'),
    'server/server_name:1',
    'server/include:1',
    'server/include:1',
    'server/include:1',
    'server/location:1',
    'server/location/return:1',
    'server:0',
    ...Array.from({ length: listenCount }, () => 'server/listen:1'),
    `server/server_name:${env.EXCHANGE_SERVER_NAME.split(' ').length}`,
    'server/root:1',
    'server/proxy_ssl_name:1',
    'server/proxy_ssl_server_name:1',
    'server/proxy_ssl_verify:1',
    'server/proxy_ssl_verify_depth:1',
    'server/proxy_ssl_trusted_certificate:1',
    'server/proxy_ssl_session_reuse:1',
    ...Array.from({ length: trustedCount }, () => 'server/set_real_ip_from:1'),
    'server/real_ip_header:1',
    'server/real_ip_recursive:1',
    'server/set:2',
    'server/set:2',
    'server/set:2',
    'server/set:2',
    'server/include:1',
    'server/include:1',
    'server/include:1',
  ];
}

const BLOCK_OPEN = '<script type="application/json" id="exchange-env">';

describe('the environment file is a grammar (deploy.mjs)', () => {
  const valid = fc.sample(sample, { numRuns: RUNS, seed: SEED });
  const bad = fc.sample(hostile, { numRuns: RUNS, seed: SEED + 1 });
  const seedNote = `(FUZZ_SEED=${SEED})`;

  it(`accepts every valid value in its normalised form, and renders it without adding a directive ${seedNote}`, async () => {
    const validated = callDeployBatch<{ env?: Env; problems?: string[] }>(valid.map(({ values }) => ['validateEnv', values]));
    const envs = validated.map((outcome, i) => {
      const result = unwrap(outcome);
      expect({ values: valid[i].values, problems: result.problems }).toEqual({ values: valid[i].values, problems: undefined });
      expect(result.env).toMatchObject(valid[i].normalised);
      return result.env as Env;
    });
    const rendered = callDeployBatch<string>(envs.flatMap((env) => [['renderServerConf', env, NGINX_TEST_RELEASE], ['renderEdgeConf', env], ['renderUpstreamConf', env, ['127.0.0.1']]] as Array<[string, ...unknown[]]>)).map(unwrap);
    envs.forEach((env, i) => {
      const server = flatten(parseNginx(rendered[3 * i]));
      expect(server.map((d) => `${d.within ? `${d.within}/` : ''}${d.name}:${d.args.length}`)).toEqual(expectedServerDirectives(env));
      const site = server.filter((d) => d.within === 'server');
      const set = (name: string) => site.find((d) => d.name === 'set' && d.args[0] === name)?.args[1];
      expect(set('$exchange_api_upstream')).toBe(`${new URL(env.EXCHANGE_API_UPSTREAM).protocol}//exchange_api`);
      expect(site.find((d) => d.name === 'proxy_ssl_name')?.args).toEqual([new URL(env.EXCHANGE_API_UPSTREAM).hostname]);
      expect(site.filter((d) => d.name === 'server_name')[1].args.join(' ')).toBe(env.EXCHANGE_SERVER_NAME);
      expect(set('$exchange_cdn_origin')).toBe(env.EXCHANGE_CDN_BASE ? new URL(env.EXCHANGE_CDN_BASE).origin : '');
      const edge = flatten(parseNginx(rendered[3 * i + 1]));
      const pool = flatten(parseNginx(rendered[3 * i + 2]));
      expect(pool.map((d) => `${d.within}/${d.name}`)).toEqual(['/upstream', 'upstream/server', 'upstream/keepalive', 'upstream/keepalive_requests', 'upstream/keepalive_timeout']);
      expect(edge.filter((d) => d.within === 'geo').map((d) => d.name)).toEqual(['default', ...(env.EXCHANGE_TRUSTED_PROXIES ? env.EXCHANGE_TRUSTED_PROXIES.split(' ') : [])]);
      expect(edge.filter((d) => !d.within).map((d) => d.name)).toEqual(['geo', 'map']);
      expect(edge.filter((d) => d.within === 'map')).toHaveLength(3);
    });
    if (hasNginx) {
      // nginx -t binds the listen addresses: these samples listen on a free loopback port instead.
      const port = await freePort();
      const checked = envs.slice(0, NGINX_T_SAMPLES).map((env) => ({ ...env, EXCHANGE_LISTEN: `127.0.0.1:${port}` }));
      const configs = callDeployBatch<string>(checked.flatMap((env) => [['renderServerConf', env, NGINX_TEST_RELEASE], ['renderEdgeConf', env], ['renderUpstreamConf', env, ['127.0.0.1']]] as Array<[string, ...unknown[]]>)).map(unwrap);
      checked.forEach((env, i) => expect({ env, nginx: nginxTest(configs[3 * i], configs[3 * i + 1], configs[3 * i + 2]) }).toEqual({ env, nginx: undefined }));
    }
  });

  it('starts nginx with the longest host name DNS allows (253 characters) as the server name', async () => {
    const longest = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(61)].join('.');
    expect(longest).toHaveLength(253);
    const [outcome] = callDeployBatch<{ env?: Env; problems?: string[] }>([['validateEnv', { ...valid[0].values, EXCHANGE_SERVER_NAME: longest }]]);
    const env = unwrap(outcome).env as Env;
    expect(env.EXCHANGE_SERVER_NAME).toBe(longest);
    if (!hasNginx) return;
    const port = await freePort();
    const checked = { ...env, EXCHANGE_LISTEN: `127.0.0.1:${port}` };
    const [server, edge, upstreamConf] = callDeployBatch<string>([['renderServerConf', checked, NGINX_TEST_RELEASE], ['renderEdgeConf', checked], ['renderUpstreamConf', checked, ['127.0.0.1']]]).map(unwrap);
    // nginx's default hash bucket refused such a name and nginx did not start.
    expect(nginxTest(server, edge, upstreamConf)).toBeUndefined();
  });

  it(`refuses every value holding a hostile fragment, naming the key and the value ${seedNote}`, () => {
    const results = callDeployBatch<{ env?: Env; problems?: string[] }>(bad.map(({ values }) => ['validateEnv', values])).map(unwrap);
    results.forEach((result, i) => {
      const { values, key } = bad[i];
      expect({ value: values[key], env: result.env }).toEqual({ value: values[key], env: undefined });
      expect(result.problems?.find((problem) => problem.startsWith(`${key}=${JSON.stringify(values[key])} is malformed: expected `))).toBeDefined();
    });
  });

  it(`refuses what nginx or the site cannot use, with the key's own reason: zone ids, whole networks, port 0, device files ${seedNote}`, () => {
    const zone = fc.tuple(fc.ipV6(), fc.stringMatching(/^[a-z0-9]{1,8}$/)).map(([ip, id]) => ['EXCHANGE_TRUSTED_PROXIES', `${ip}%${id}`, 'a zone id'] as const);
    const wide4 = fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 15 })).map(([ip, bits]) => ['EXCHANGE_TRUSTED_PROXIES', `${ip}/${bits}`, 'trusts a whole network'] as const);
    const wide6 = fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 47 })).map(([ip, bits]) => ['EXCHANGE_TRUSTED_PROXIES', `${ip}/${bits}`, 'trusts a whole network'] as const);
    const portZero = fc
      .tuple(fc.constantFrom('EXCHANGE_API_UPSTREAM', 'EXCHANGE_WS_SPOT', 'EXCHANGE_CDN_BASE', 'EXCHANGE_CANONICAL_ORIGIN'), hostName, fc.integer({ min: 1, max: 3 }))
      .map(([key, h, zeros]) => [key, `${key === 'EXCHANGE_WS_SPOT' ? 'wss' : 'https'}://${h}:${'0'.repeat(zeros)}`, 'port 0 is no port'] as const);
    const device = fc.tuple(fc.constantFrom('dev', 'proc', 'sys'), segment).map(([root, name]) => ['EXCHANGE_UPSTREAM_CA', `/${root}/${name}`, 'not a certificate'] as const);
    const cases = fc.sample(fc.oneof(zone, wide4, wide6, portZero, device), { numRuns: RUNS, seed: SEED + 3 });
    const results = callDeployBatch<{ env?: Env; problems?: string[] }>(cases.map(([key, value]) => ['validateEnv', { ...valid[0].values, [key]: value }])).map(unwrap);
    results.forEach((result, i) => {
      const [key, value, why] = cases[i];
      expect({ value, env: result.env }).toEqual({ value, env: undefined });
      expect({ value, problems: result.problems?.filter((problem) => problem.startsWith(`${key}=${JSON.stringify(value)} is malformed: expected `) && problem.includes(why)) }).toEqual({ value, problems: [expect.any(String)] });
    });
  });

  it(`keeps the data block JSON that no value can close, whatever the values ${seedNote}`, () => {
    const anything = fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('</script>', '</SCRIPT >', "$'", '$`', '$&', '<!--', '\u2028\u2029', ']]>'));
    const values = fc.sample(fc.tuple(anything, anything, anything, anything), { numRuns: RUNS, seed: SEED + 2 });
    const html = '<html><head><title>t</title></head><body><script type="module" src="/assets/a.js"></script></body></html>';
    const rendered = callDeployBatch<string>(
      values.map(([cdn, dsnValue, spot, futures]) => ['renderIndexHtml', html, { EXCHANGE_CDN_BASE: cdn, EXCHANGE_MONITORING_DSN: dsnValue, EXCHANGE_WS_SPOT: spot, EXCHANGE_WS_FUTURES: futures }]),
    ).map(unwrap);
    rendered.forEach((page, i) => {
      const [cdn, dsnValue, spot, futures] = values[i];
      const start = page.indexOf(BLOCK_OPEN) + BLOCK_OPEN.length;
      const end = page.indexOf('</script>', start);
      const block = page.slice(start, end);
      expect(block).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(block)).toEqual({ cdnBase: cdn, sentryDsn: dsnValue, ws: { spot, futures } });
      // The page around the block is the page as built, byte for byte.
      expect(page.slice(0, page.indexOf(BLOCK_OPEN))).toBe(html.slice(0, html.indexOf('</head>')) + '  ');
      expect(page.slice(end + '</script>'.length)).toBe(`\n  ${html.slice(html.indexOf('</head>'))}`);
    });
  });
});
