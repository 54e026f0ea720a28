/**
 * The environment file's grammar: every value the deploy program reads, each with its own parser.
 * Nothing outside a grammar reaches a rendered file, so no value can open an nginx token, block or
 * variable, or end the page's data block.
 */
import net from 'node:net';
import { URL } from 'node:url';

/** Where Debian (and most hosts) keep the system CA bundle: nginx verifies nothing without a file. */
const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** A parser's answer: the normalised value that is rendered, or why the value is refused. */
type Parsed = { value: string; why?: undefined } | { why: string; value?: undefined };

/** One value of the environment file. */
interface EnvRule {
  /** A space-separated list (spaces allowed between items). */
  list?: boolean;
  required: boolean;
  /** The value used when the file leaves an optional key out. */
  fallback?: string;
  /** What the value must look like, as the refusal says it. */
  shape: string;
  parse: (value: string) => Parsed;
}

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A DNS name (lower case, labels of letters, digits and inner hyphens) or an IPv4 address. */
function isHostName(value: string): boolean {
  if (net.isIPv4(value)) return true;
  if (value.length > 253 || /^[0-9.]+$/.test(value)) return false;
  return value.split('.').every((label) => DNS_LABEL.test(label));
}

/** The port of an nginx address item, or undefined. */
const port = (text: string): number | undefined => (/^[1-9]\d{0,4}$/.test(text) && Number(text) <= 65535 ? Number(text) : undefined);

/** `host:port`, `[v6]:port` or (when `portOptional`) a bare address; `undefined` when malformed. */
function address(item: string, { portOptional = false, portOnly = false }: { portOptional?: boolean; portOnly?: boolean }): string | undefined {
  if (portOnly && port(item)) return item;
  const v6 = /^\[([0-9a-f:.]+)\](?::(\d+))?$/i.exec(item);
  if (v6) return net.isIPv6(v6[1]) && (v6[2] === undefined ? portOptional : port(v6[2])) ? item.toLowerCase() : undefined;
  const [host, p, ...rest] = item.split(':');
  if (rest.length || !net.isIPv4(host)) return undefined;
  return (p === undefined ? portOptional : port(p)) ? item : undefined;
}

interface UrlRules {
  schemes: string[];
  path?: boolean;
  username?: boolean;
  trailingSlash?: boolean;
}

/**
 * A URL through the URL parser: one of `schemes`, no user name unless `username`, never a
 * password, no query or fragment, a path only when `path`. Returns its normalised form.
 */
function url(value: string, { schemes, path: withPath = false, username = false, trailingSlash = true }: UrlRules): Parsed {
  let parsed: URL;
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
  // The URL parser keeps port 0, which nginx accepts and no connection can use.
  if (/^[a-z]+:\/\/[^/]*:0+(?:\/|$)/i.test(value)) return { why: 'port 0 is no port' };
  if (!withPath && parsed.pathname !== '/') return { why: 'it has a path' };
  if (!trailingSlash && parsed.pathname !== '/' && parsed.pathname.endsWith('/')) return { why: 'it ends with "/"' };
  if (!trailingSlash && value.endsWith('/')) return { why: 'it ends with "/"' };
  const auth = parsed.username ? `${parsed.username}@` : '';
  const pathPart = parsed.pathname === '/' ? '' : parsed.pathname;
  return { value: `${parsed.protocol}//${auth}${parsed.host}${pathPart}` };
}

/** A space-separated list whose every item passes `item` (which returns the normalised item or undefined). */
function list(value: string, item: (one: string) => string | undefined, what: string): Parsed {
  // Stryker disable next-line MethodExpression: validateEnv, the only caller (through parse), passes the value already trimmed
  const items = value.trim().split(/ +/);
  const normalised: string[] = [];
  for (const one of items) {
    const next = item(one);
    if (next === undefined) return { why: `"${one}" is not ${what}` };
    normalised.push(next);
  }
  return { value: [...new Set(normalised)].join(' ') };
}

/** The widest range a load balancer's addresses take: wider trusts a network, not its balancers. */
const WIDEST_TRUSTED_RANGE = { 4: 16, 6: 48 } as const;

/** An address or a range of load balancers: no zone id (nginx refuses it), no range wider than WIDEST_TRUSTED_RANGE. */
const trustedProxy = (item: string): { value: string } | { why: string } => {
  const [ip, bits, ...rest] = item.split('/');
  if (rest.length || ip.includes('%')) return { why: `"${item}" is not an IP address or CIDR range${ip.includes('%') ? ' (a zone id is not an address nginx takes)' : ''}` };
  const family = net.isIP(ip) as 0 | 4 | 6;
  if (!family) return { why: `"${item}" is not an IP address or CIDR range` };
  if (bits === undefined) return { value: ip.toLowerCase() };
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return { why: `"${item}" is not an IP address or CIDR range` };
  if (Number(bits) < WIDEST_TRUSTED_RANGE[family]) return { why: `"${item}" trusts a whole network: name the load balancers' range (/${WIDEST_TRUSTED_RANGE[family]} or narrower)` };
  return { value: `${ip.toLowerCase()}/${Number(bits)}` };
};

/** The space-separated trusted proxies, each refused with its own reason. */
function trustedProxies(value: string): Parsed {
  const normalised: string[] = [];
  // Stryker disable next-line MethodExpression: validateEnv, the only caller (through parse), passes the value already trimmed
  for (const one of value.trim().split(/ +/)) {
    const next = trustedProxy(one);
    if ('why' in next) return { why: next.why };
    normalised.push(next.value);
  }
  return { value: [...new Set(normalised)].join(' ') };
}

const wss: EnvRule = { required: true, shape: 'a wss:// URL', parse: (v) => url(v, { schemes: ['wss:'], path: true }) };

/**
 * Every value of the environment file, each with its own grammar: `parse` returns the normalised
 * form that is rendered, or why not. Nothing outside a grammar is let through.
 */
const ENV_VALUES = {
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
  EXCHANGE_WS_SPOT: wss,
  EXCHANGE_WS_FUTURES: wss,
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
    shape: `an absolute path to a PEM CA bundle holding a certificate (letters, digits, ".", "_", "-", "/"); default ${SYSTEM_CA_BUNDLE}`,
    parse: (v) =>
      !/^(?:\/[A-Za-z0-9._-]+)+$/.test(v) || v.split('/').some((part) => part === '.' || part === '..')
        ? { why: 'not an absolute path' }
        : /^\/(?:dev|proc|sys)\//.test(v)
          ? { why: 'a device or kernel file is not a certificate' }
          : { value: v },
  },
  EXCHANGE_CANONICAL_ORIGIN: {
    required: false,
    fallback: '',
    shape: 'empty (https:// and the first EXCHANGE_SERVER_NAME), or the https:// (or http://) origin, no path, that canonical links, alternates, the sitemap and link previews name',
    // Stryker disable next-line ObjectLiteral: an empty origin rendered as undefined is replaced by the default origin all the same
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
    shape: 'empty (trust no proxy), or IP addresses or CIDR ranges (/16 or narrower for IPv4, /48 for IPv6; no zone id) of the load balancers, separated by spaces',
    parse: (v) => (v === '' ? { value: '' } : trustedProxies(v)),
  },
} satisfies Record<string, EnvRule>;

/** A key of the environment file. */
type EnvKey = keyof typeof ENV_VALUES;
/** A validated environment: every key in its normalised form. */
export type DeployEnv = Record<EnvKey, string>;

/** Parses KEY=VALUE lines (# comments, optional quotes around the whole value). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
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
export function validateEnv(values: Record<string, unknown>): { env: DeployEnv; problems?: undefined } | { problems: string[]; env?: undefined } {
  const problems: string[] = [];
  const env: Partial<DeployEnv> = {};
  for (const [name, rule] of Object.entries(ENV_VALUES) as Array<[EnvKey, EnvRule]>) {
    const value = values[name];
    if (value === undefined || (value === '' && rule.required)) {
      if (rule.required) problems.push(`${name} is missing (${rule.shape})`);
      // Stryker disable next-line StringLiteral: every optional key has a fallback, so the ?? default is never read
      else env[name] = rule.fallback ?? '';
      continue;
    }
    // Lists are split on spaces; inside an item, and in any other value, no space at all.
    // Stryker disable next-line StringLiteral: a value that is not text is refused as "not text" before its text is read
    const text = typeof value === 'string' ? value.trim() : '';
    const offending = text.match(rule.list ? /[^ \x21-\x7e]|[$;{}"'`\\<>]/ : /[^\x21-\x7e]|[$;{}"'`\\<>]/)?.[0];
    const bad = typeof value !== 'string' ? 'not text' : offending !== undefined ? `it holds ${JSON.stringify(offending)}` : undefined;
    const parsed: Parsed = bad ? { why: bad } : rule.parse(text);
    if (parsed.why !== undefined) problems.push(`${name}=${JSON.stringify(value)} is malformed: expected ${rule.shape} (${parsed.why})`);
    else env[name] = parsed.value;
  }
  for (const name of Object.keys(values)) if (!(name in ENV_VALUES)) problems.push(`${name} is not a known value (typo?)`);
  if (problems.length) return { problems };
  const full = env as DeployEnv;
  if (!full.EXCHANGE_CANONICAL_ORIGIN) full.EXCHANGE_CANONICAL_ORIGIN = `https://${full.EXCHANGE_SERVER_NAME.split(' ')[0]}`;
  return { env: full };
}
