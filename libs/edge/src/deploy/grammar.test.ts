/** @jest-environment node */
import { parseEnvFile, validateEnv } from './grammar';

/**
 * The environment file's grammar (docs/deploy.md, "The environment file"), key by key: what is
 * accepted and the normalised form it is rendered in, what is refused at each boundary, and the
 * exact line the operator reads for it.
 */

/** The four required values, valid; each test changes one key. */
const REQUIRED = {
  EXCHANGE_SERVER_NAME: 'www.gate.example',
  EXCHANGE_API_UPSTREAM: 'https://api.internal',
  EXCHANGE_WS_SPOT: 'wss://ws.gate.example/spot',
  EXCHANGE_WS_FUTURES: 'wss://ws.gate.example/futures',
};

/** What each value must look like, as a refusal says it. */
const SHAPE = {
  EXCHANGE_SERVER_NAME: 'host names (letters, digits, "-" and ".") or IPv4 addresses, separated by spaces',
  EXCHANGE_LISTEN: 'ports or IPv4:port or [IPv6]:port, separated by spaces',
  EXCHANGE_API_UPSTREAM: 'an http:// or https:// origin (no path), e.g. https://api.internal:8443',
  EXCHANGE_WS_SPOT: 'a wss:// URL',
  EXCHANGE_WS_FUTURES: 'a wss:// URL',
  EXCHANGE_CDN_BASE: 'empty, or an https:// URL without a trailing "/"',
  EXCHANGE_MONITORING_DSN: 'empty (monitoring off), or an https:// DSN that may carry its public key but no password',
  EXCHANGE_RESOLVER: "empty (the host's /etc/resolv.conf), or DNS servers as IPv4[:port] or [IPv6][:port], separated by spaces",
  EXCHANGE_RESOLVER_IPV6: 'on or off (whether nginx asks DNS for IPv6 addresses)',
  EXCHANGE_UPSTREAM_CA:
    'an absolute path to a PEM CA bundle holding a certificate (letters, digits, ".", "_", "-", "/"); default /etc/ssl/certs/ca-certificates.crt',
  EXCHANGE_CANONICAL_ORIGIN:
    'empty (https:// and the first EXCHANGE_SERVER_NAME), or the https:// (or http://) origin, no path, that canonical links, alternates, the sitemap and link previews name',
  EXCHANGE_INDEXING: 'on, or off (staging: every page noindex and robots.txt disallows everything)',
  EXCHANGE_TRUSTED_PROXIES:
    'empty (trust no proxy), or IP addresses or CIDR ranges (/16 or narrower for IPv4, /48 for IPv6; no zone id) of the load balancers, separated by spaces',
};
type Key = keyof typeof SHAPE;

const validate = (extra: Record<string, unknown>) => validateEnv({ ...REQUIRED, ...extra });

/** The value `key` is rendered as when the file says `value`; fails when it is refused. */
function accepted(key: Key, value: unknown): string {
  const result = validate({ [key]: value });
  expect(result.problems).toBeUndefined();
  return (result.env as Record<string, string>)[key];
}

/** The one line a refused value gives. */
const malformed = (key: Key, value: unknown, why: string) => `${key}=${JSON.stringify(value)} is malformed: expected ${SHAPE[key]} (${why})`;

/** Asserts that `value` for `key` is refused, with `why` as the reason and nothing else. */
function expectRefused(key: Key, value: unknown, why: string): void {
  expect(validate({ [key]: value })).toEqual({ problems: [malformed(key, value, why)] });
}

const LABEL_63 = 'a'.repeat(63);
/** A host name of 253 characters (the longest DNS allows) and one of 254. */
const NAME_253 = [LABEL_63, LABEL_63, LABEL_63, 'b'.repeat(61)].join('.');
const NAME_254 = [LABEL_63, LABEL_63, LABEL_63, 'b'.repeat(62)].join('.');

describe('a file with only the required values', () => {
  it('takes every optional value from its default', () => {
    expect(validateEnv(REQUIRED)).toEqual({
      env: {
        ...REQUIRED,
        EXCHANGE_LISTEN: '80',
        EXCHANGE_CDN_BASE: '',
        EXCHANGE_MONITORING_DSN: '',
        EXCHANGE_RESOLVER: '',
        EXCHANGE_RESOLVER_IPV6: 'off',
        EXCHANGE_UPSTREAM_CA: '/etc/ssl/certs/ca-certificates.crt',
        EXCHANGE_CANONICAL_ORIGIN: 'https://www.gate.example',
        EXCHANGE_INDEXING: 'on',
        EXCHANGE_TRUSTED_PROXIES: '',
      },
    });
  });

  it.each(Object.keys(REQUIRED) as Key[])('refuses a file without %s, naming it and its shape', (key) => {
    const values: Record<string, string> = { ...REQUIRED };
    delete values[key];
    expect(validateEnv(values)).toEqual({ problems: [`${key} is missing (${SHAPE[key]})`] });
  });

  it.each(Object.keys(REQUIRED) as Key[])('counts an empty %s as missing', (key) => {
    expect(validate({ [key]: '' })).toEqual({ problems: [`${key} is missing (${SHAPE[key]})`] });
  });

  it('lists every problem of the file, one line each', () => {
    expect(validateEnv({ EXCHANGE_SERVER_NAME: 'www.gate.example', EXCHANGE_INDEXING: 'maybe', EXCHANGE_TYPO: 'x' })).toEqual({
      problems: [
        `EXCHANGE_API_UPSTREAM is missing (${SHAPE.EXCHANGE_API_UPSTREAM})`,
        `EXCHANGE_WS_SPOT is missing (${SHAPE.EXCHANGE_WS_SPOT})`,
        `EXCHANGE_WS_FUTURES is missing (${SHAPE.EXCHANGE_WS_FUTURES})`,
        malformed('EXCHANGE_INDEXING', 'maybe', 'not on or off'),
        'EXCHANGE_TYPO is not a known value (typo?)',
      ],
    });
  });
});

describe('every value', () => {
  it('refuses an unknown key', () => {
    expect(validate({ EXCHANGE_LISTEN_PORT: '80' })).toEqual({ problems: ['EXCHANGE_LISTEN_PORT is not a known value (typo?)'] });
  });

  it('is text', () => {
    expectRefused('EXCHANGE_LISTEN', 80, 'not text');
  });

  it('loses the spaces around it', () => {
    expect(accepted('EXCHANGE_RESOLVER_IPV6', ' on ')).toBe('on');
    expect(accepted('EXCHANGE_LISTEN', '  8080 ')).toBe('8080');
  });

  it.each([
    ['EXCHANGE_RESOLVER_IPV6', 'on;', ';'],
    ['EXCHANGE_INDEXING', 'o n', ' '],
    ['EXCHANGE_API_UPSTREAM', 'https://api.internal/$x', '$'],
    ['EXCHANGE_SERVER_NAME', 'www.gate.example{', '{'],
    ['EXCHANGE_SERVER_NAME', 'www.gate.example\tgate.example', '\t'],
    ['EXCHANGE_UPSTREAM_CA', '/etc/ca-é.pem', 'é'],
  ] as Array<[Key, string, string]>)('%s=%j is refused for the character it holds', (key, value, char) => {
    expectRefused(key, value, `it holds ${JSON.stringify(char)}`);
  });
});

describe('EXCHANGE_SERVER_NAME: host names or IPv4 addresses, separated by spaces', () => {
  it.each([
    ['www.gate.example', 'www.gate.example'],
    ['WWW.Gate.Example', 'www.gate.example'],
    ['localhost', 'localhost'],
    ['node1', 'node1'],
    ['1gate.example', '1gate.example'],
    ['a.b.example', 'a.b.example'],
    ['node-1.gate.example', 'node-1.gate.example'],
    ['10.0.0.1', '10.0.0.1'],
    [`${LABEL_63}.example`, `${LABEL_63}.example`],
    [NAME_253, NAME_253],
    ['www.gate.example  gate.example 10.0.0.1', 'www.gate.example gate.example 10.0.0.1'],
    ['gate.example GATE.example', 'gate.example'],
  ])('accepts %s as %s', (value, normalised) => {
    expect(accepted('EXCHANGE_SERVER_NAME', value)).toBe(normalised);
  });

  it.each([
    ['-gate.example', '-gate.example'],
    ['gate-.example', 'gate-.example'],
    ['www..example', 'www..example'],
    ['good.example -bad', '-bad'],
    ['gate.-bad', 'gate.-bad'],
    [`${'a'.repeat(64)}.example`, `${'a'.repeat(64)}.example`],
    [NAME_254, NAME_254],
    ['10.0.0.256', '10.0.0.256'],
    ['1.2.3', '1.2.3'],
    ['gate_1.example', 'gate_1.example'],
  ])('refuses %s: "%s" is not a host name', (value, item) => {
    expectRefused('EXCHANGE_SERVER_NAME', value, `"${item}" is not a host name`);
  });
});

describe('EXCHANGE_LISTEN: ports, IPv4:port or [IPv6]:port, separated by spaces', () => {
  it.each([
    ['80', '80'],
    ['1', '1'],
    ['65535', '65535'],
    ['8080  10.0.0.1:8081', '8080 10.0.0.1:8081'],
    ['10.0.0.1:80', '10.0.0.1:80'],
    ['[::1]:8080', '[::1]:8080'],
    ['[FE80::1]:8080', '[fe80::1]:8080'],
    ['80 80', '80'],
  ])('accepts %s as %s', (value, normalised) => {
    expect(accepted('EXCHANGE_LISTEN', value)).toBe(normalised);
  });

  it.each([
    ['0', '0'],
    ['65536', '65536'],
    ['080', '080'],
    ['1e3', '1e3'],
    ['http', 'http'],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.1:0', '10.0.0.1:0'],
    ['10.0.0.1:65536', '10.0.0.1:65536'],
    ['10.0.0.1:80:90', '10.0.0.1:80:90'],
    ['gate.example:80', 'gate.example:80'],
    ['[::1]', '[::1]'],
    ['[::1]:0', '[::1]:0'],
    ['[1::2::3]:8080', '[1::2::3]:8080'],
    ['80 x', 'x'],
  ])('refuses %s: "%s" is not a port', (value, item) => {
    expectRefused('EXCHANGE_LISTEN', value, `"${item}" is not a port, IPv4:port or [IPv6]:port`);
  });
});

describe('EXCHANGE_RESOLVER: empty, or IPv4[:port] or [IPv6][:port], separated by spaces', () => {
  it.each([
    ['', ''],
    ['10.0.0.2', '10.0.0.2'],
    ['10.0.0.2:53  10.0.0.3', '10.0.0.2:53 10.0.0.3'],
    ['[::1]', '[::1]'],
    ['[::1]:53', '[::1]:53'],
    ['[2001:DB8::53]:5353', '[2001:db8::53]:5353'],
  ])('accepts %j as %j', (value, normalised) => {
    expect(accepted('EXCHANGE_RESOLVER', value)).toBe(normalised);
  });

  it.each([
    ['53', '53'],
    ['x', 'x'],
    ['dns.example', 'dns.example'],
    ['10.0.0.2:0', '10.0.0.2:0'],
    ['x[::1]:53', 'x[::1]:53'],
    ['[::1]:53x', '[::1]:53x'],
    ['[::1]:0', '[::1]:0'],
    ['[1::2::3]', '[1::2::3]'],
  ])('refuses %s: "%s" is not a DNS server', (value, item) => {
    expectRefused('EXCHANGE_RESOLVER', value, `"${item}" is not IPv4[:port] or [IPv6][:port]`);
  });
});

describe('EXCHANGE_API_UPSTREAM: an http:// or https:// origin', () => {
  it.each([
    ['https://api.internal', 'https://api.internal'],
    ['https://api.internal/', 'https://api.internal'],
    ['HTTPS://API.Internal', 'https://api.internal'],
    ['http://api.internal:8080', 'http://api.internal:8080'],
    ['https://api.internal:8443', 'https://api.internal:8443'],
    ['https://api.internal:443', 'https://api.internal'],
    ['http://10.0.0.5:8080', 'http://10.0.0.5:8080'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['http://[FE80::1]', 'http://[fe80::1]'],
  ])('accepts %s as %s', (value, normalised) => {
    expect(accepted('EXCHANGE_API_UPSTREAM', value)).toBe(normalised);
  });

  it.each([
    ['api.internal', 'not a URL'],
    ['ftp://api.internal', 'the scheme ftp: is not http: or https:'],
    ['wss://api.internal', 'the scheme wss: is not http: or https:'],
    ['https://user:secret@api.internal', 'it carries a password'],
    ['https://user@api.internal', 'it carries a user name'],
    ['https://api.internal/?x=1', 'it has a query or a fragment'],
    ['https://api.internal/#top', 'it has a query or a fragment'],
    ['https://api_internal', '"api_internal" is not a host name'],
    ['https://api.internal:0', 'port 0 is no port'],
    ['https://api.internal:00/', 'port 0 is no port'],
    ['https://api.internal/v1', 'it has a path'],
  ])('refuses %s (%s)', (value, why) => {
    expectRefused('EXCHANGE_API_UPSTREAM', value, why);
  });
});

describe.each(['EXCHANGE_WS_SPOT', 'EXCHANGE_WS_FUTURES'] as Key[])('%s: a wss:// URL, path allowed', (key) => {
  it.each([
    ['wss://ws.gate.example/v4/ws/spot', 'wss://ws.gate.example/v4/ws/spot'],
    ['wss://ws.gate.example/spot/', 'wss://ws.gate.example/spot/'],
    ['wss://ws.gate.example', 'wss://ws.gate.example'],
    ['wss://ws.gate.example:9443/spot', 'wss://ws.gate.example:9443/spot'],
    // Port 0 is read in the authority only: ":0" further on is part of the path.
    ['wss://ws.gate.example/x://y:0/', 'wss://ws.gate.example/x://y:0/'],
  ])('accepts %s as %s', (value, normalised) => {
    expect(accepted(key, value)).toBe(normalised);
  });

  it.each([
    ['ws://ws.gate.example/spot', 'the scheme ws: is not wss:'],
    ['wss://key@ws.gate.example/spot', 'it carries a user name'],
    ['wss://ws.gate.example/spot?x=1', 'it has a query or a fragment'],
    ['wss://ws.gate.example:0/spot', 'port 0 is no port'],
  ])('refuses %s (%s)', (value, why) => {
    expectRefused(key, value, why);
  });
});

describe('EXCHANGE_CDN_BASE: empty, or an https:// URL without a trailing "/"', () => {
  it.each([
    ['', ''],
    ['https://static.gate.example', 'https://static.gate.example'],
    ['https://static.gate.example/eu/v2', 'https://static.gate.example/eu/v2'],
  ])('accepts %j as %j', (value, normalised) => {
    expect(accepted('EXCHANGE_CDN_BASE', value)).toBe(normalised);
  });

  it.each([
    ['http://static.gate.example', 'the scheme http: is not https:'],
    ['https://static.gate.example/', 'it ends with "/"'],
    ['https://static.gate.example/eu/', 'it ends with "/"'],
    // The URL parser makes the path "/eu/": the written value does not end with "/", the rendered one would.
    ['https://static.gate.example/eu/.', 'it ends with "/"'],
    ['https://key@static.gate.example', 'it carries a user name'],
  ])('refuses %s (%s)', (value, why) => {
    expectRefused('EXCHANGE_CDN_BASE', value, why);
  });
});

describe('EXCHANGE_MONITORING_DSN: empty, or an https:// DSN with at most its public key', () => {
  it.each([
    ['', ''],
    ['https://public@monitor.gate.example/42', 'https://public@monitor.gate.example/42'],
    ['https://ab_12-CD@monitor.gate.example/42', 'https://ab_12-CD@monitor.gate.example/42'],
    ['https://monitor.gate.example/42', 'https://monitor.gate.example/42'],
  ])('accepts %j as %j', (value, normalised) => {
    expect(accepted('EXCHANGE_MONITORING_DSN', value)).toBe(normalised);
  });

  it.each([
    ['http://public@monitor.gate.example/42', 'the scheme http: is not https:'],
    ['https://public:secret@monitor.gate.example/42', 'it carries a password'],
    ['https://a.b@monitor.gate.example/42', 'its public key is not letters and digits'],
    ['https://.ab@monitor.gate.example/42', 'its public key is not letters and digits'],
    ['https://ab.@monitor.gate.example/42', 'its public key is not letters and digits'],
    ['https://public@monitor.gate.example/42#x', 'it has a query or a fragment'],
  ])('refuses %s (%s)', (value, why) => {
    expectRefused('EXCHANGE_MONITORING_DSN', value, why);
  });
});

describe.each(['EXCHANGE_RESOLVER_IPV6', 'EXCHANGE_INDEXING'] as Key[])('%s: on or off', (key) => {
  it.each(['on', 'off'])('accepts %s', (value) => {
    expect(accepted(key, value)).toBe(value);
  });

  it.each(['ON', 'Off', 'yes', 'of', 'onn'])('refuses %s', (value) => {
    expectRefused(key, value, 'not on or off');
  });
});

describe('EXCHANGE_UPSTREAM_CA: an absolute path, not under /dev, /proc or /sys', () => {
  it.each(['/etc/exchange/internal-ca.pem', '/etc/ssl/certs/ca-certificates.crt', '/srv/dev/ca.pem', '/devices/ca.pem', '/etc/.ca_2.pem', '/a'])('accepts %s', (value) => {
    expect(accepted('EXCHANGE_UPSTREAM_CA', value)).toBe(value);
  });

  it.each(['etc/ca.pem', '/etc/ssl/', '/', '//etc/ca.pem', '/etc/../ca.pem', '/etc/./ca.pem', '/etc/ssl/..', '/etc/ca+x.pem'])('refuses %s (not an absolute path)', (value) => {
    expectRefused('EXCHANGE_UPSTREAM_CA', value, 'not an absolute path');
  });

  it.each(['/dev/stdin', '/proc/self/fd/0', '/sys/kernel/x'])('refuses %s (a device or kernel file)', (value) => {
    expectRefused('EXCHANGE_UPSTREAM_CA', value, 'a device or kernel file is not a certificate');
  });
});

describe('EXCHANGE_CANONICAL_ORIGIN: empty (https:// and the first server name), or an origin', () => {
  it('is https:// and the first EXCHANGE_SERVER_NAME when empty', () => {
    expect(validate({ EXCHANGE_SERVER_NAME: 'WWW.Gate.example gate.example', EXCHANGE_CANONICAL_ORIGIN: '' }).env?.EXCHANGE_CANONICAL_ORIGIN).toBe('https://www.gate.example');
  });

  it.each([
    ['https://www.gate-eu.example', 'https://www.gate-eu.example'],
    ['https://www.gate-eu.example/', 'https://www.gate-eu.example'],
    ['http://staging.gate.example:8080', 'http://staging.gate.example:8080'],
  ])('accepts %s as %s', (value, normalised) => {
    expect(accepted('EXCHANGE_CANONICAL_ORIGIN', value)).toBe(normalised);
  });

  it.each([
    ['ftp://www.gate.example', 'the scheme ftp: is not https: or http:'],
    ['https://www.gate.example/eu', 'it has a path'],
  ])('refuses %s (%s)', (value, why) => {
    expectRefused('EXCHANGE_CANONICAL_ORIGIN', value, why);
  });
});

describe('EXCHANGE_TRUSTED_PROXIES: addresses or ranges of the load balancers', () => {
  it.each([
    ['', ''],
    ['10.0.0.5', '10.0.0.5'],
    ['10.0.0.0/24', '10.0.0.0/24'],
    ['10.0.0.0/16', '10.0.0.0/16'],
    ['10.0.0.1/32', '10.0.0.1/32'],
    ['10.0.0.0/024', '10.0.0.0/24'],
    ['FE80::1', 'fe80::1'],
    ['2001:DB8::/48', '2001:db8::/48'],
    ['2001:db8::1/128', '2001:db8::1/128'],
    ['10.0.0.0/24  10.0.1.0/24 10.0.0.0/24', '10.0.0.0/24 10.0.1.0/24'],
  ])('accepts %j as %j', (value, normalised) => {
    expect(accepted('EXCHANGE_TRUSTED_PROXIES', value)).toBe(normalised);
  });

  const notAnAddress = (item: string) => `"${item}" is not an IP address or CIDR range`;
  it.each([
    ['10.0.0.300', notAnAddress('10.0.0.300')],
    ['lb.internal', notAnAddress('lb.internal')],
    ['10.0.0.0/24/8', notAnAddress('10.0.0.0/24/8')],
    ['10.0.0.0/', notAnAddress('10.0.0.0/')],
    ['10.0.0.0/+24', notAnAddress('10.0.0.0/+24')],
    ['10.0.0.0/24x', notAnAddress('10.0.0.0/24x')],
    ['10.0.0.0/0024', notAnAddress('10.0.0.0/0024')],
    ['10.0.0.1/33', notAnAddress('10.0.0.1/33')],
    ['2001:db8::1/129', notAnAddress('2001:db8::1/129')],
    ['10.0.0.5 nope', notAnAddress('nope')],
    ['fe80::1%eth0', `${notAnAddress('fe80::1%eth0')} (a zone id is not an address nginx takes)`],
    ['10.0.0.0/15', `"10.0.0.0/15" trusts a whole network: name the load balancers' range (/16 or narrower)`],
    ['0.0.0.0/0', `"0.0.0.0/0" trusts a whole network: name the load balancers' range (/16 or narrower)`],
    ['2001:db8::/47', `"2001:db8::/47" trusts a whole network: name the load balancers' range (/48 or narrower)`],
  ])('refuses %s', (value, why) => {
    expectRefused('EXCHANGE_TRUSTED_PROXIES', value, why);
  });
});

describe('parseEnvFile: KEY=VALUE lines', () => {
  it('reads keys and values, skipping blank lines and # comments, with LF or CRLF line ends', () => {
    const text = ['# deploy values', '', 'EXCHANGE_LISTEN=80', '  EXCHANGE_INDEXING = off  ', '\t# indented comment', 'EXCHANGE_CDN_BASE=', 'A1_B=x=y'].join('\n');
    expect(parseEnvFile(text)).toEqual({ EXCHANGE_LISTEN: '80', EXCHANGE_INDEXING: 'off', EXCHANGE_CDN_BASE: '', A1_B: 'x=y' });
    expect(parseEnvFile('A=1\r\nB=2\r\n')).toEqual({ A: '1', B: '2' });
  });

  it.each([
    ['A="x y"', 'x y'],
    ["A='x'", 'x'],
    ['A=""', ''],
    ['A="x', '"x'],
    ['A="x\'', '"x\''],
    ['A="x"y', '"x"y'],
    ['A=x"y"', 'x"y"'],
    ['A=axa', 'axa'],
    ['A="a"b"', 'a"b'],
  ])('%s: quotes around the whole value go, others stay (%s)', (line, value) => {
    expect(parseEnvFile(line)).toEqual({ A: value });
  });

  it.each([
    ['# values\nexchange_listen=80', 'line 2 is not KEY=VALUE: exchange_listen=80'],
    ['x-A=1', 'line 1 is not KEY=VALUE: x-A=1'],
    ['A', 'line 1 is not KEY=VALUE: A'],
    // A carriage return alone ends no line: the file is refused, not read as its first value.
    ['A=1\rB=2', 'line 1 is not KEY=VALUE: A=1\rB=2'],
    ['A=1\n\nB=2\nA=3', 'line 4 sets A a second time'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseEnvFile(text)).toThrow(new Error(message));
  });
});
