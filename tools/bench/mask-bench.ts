/**
 * Monitoring masker benchmark: p50/p95/p99 of maskPii on a realistic 20 KB event
 * (exception with stack, breadcrumbs, request, extras), today's masker beside the baseline
 * commit's, loaded from git in the same run. Prints figures; never fails on time.
 * Run: `npx tsx tools/bench/mask-bench.ts` (or `BENCH_ONLY=masker npm run bench`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maskPii } from '@exchange/platform/masker';

/** The baseline masker's commit (no seed phrases, keys, codes, national phones or IDN e-mail). */
const MASK_BASELINE_COMMIT = '0d984d9';
/** The bound on today's masker. */
const P95_BUDGET_MS = 1;
const EVENT_BYTES = 20 * 1024;
const ROUNDS = 5;
const PER_ROUND = 400;
const ROOT = path.resolve(__dirname, '../..');

type MaskPii = typeof maskPii;

/**
 * The baseline masker, from git into a temp file (it has no imports), so both run in one process
 * on the same event; null (and why) when git or the commit is not there (a shallow clone).
 */
async function loadBaseline(): Promise<{ mask: MaskPii | null; why: string }> {
  try {
    const source = execFileSync('git', ['show', `${MASK_BASELINE_COMMIT}:libs/shell/src/platform/monitoring/mask-pii.ts`], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mask-baseline-'));
    const file = path.join(dir, 'mask-pii-baseline.ts');
    fs.writeFileSync(file, source);
    const mod = (await import(file)) as { maskPii: MaskPii };
    return { mask: mod.maskPii, why: '' };
  } catch (error) {
    return { mask: null, why: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

const FUNCTIONS = ['submitOrder', 'useOrderBook', 'dispatch', 'fetchWithRetry', 'renderRow', 'onMessage', 'handleClick', 'commitRoot', 'flushPassiveEffects', 'parseFrame'];
const FILES = ['trade-page', 'order-form', 'order-book', 'ws-client', 'vendor-react', 'vendor-charts', 'api-client', 'app-shell'];
const PATHS = ['/api/web/v1/spot/orders', '/api/web/v1/usercenter/get_info', '/apiw/v2/futures/usdt/positions', '/api/web/v1/market/tickers', '/json_svr/query_push'];

/**
 * A Sentry-shaped event of about `bytes` of JSON, what a trade page sends: an exception with a
 * stack, breadcrumbs (fetch, console, clicks, navigation), the request and some store state.
 * A handful of PII values are in it, as in real life, so both maskers do real replacing.
 */
export function realisticEvent(bytes = EVENT_BYTES): Record<string, unknown> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const pick = <T>(items: readonly T[]): T => items[next() % items.length];
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[next() % 16]).join('');
  const frames = Array.from({ length: 30 }, (_, i) => ({
    filename: `https://static.example.com/js/${pick(FILES)}.${hex(8)}.js`,
    function: pick(FUNCTIONS),
    lineno: 1 + (next() % 4000),
    colno: 1 + (next() % 200),
    in_app: i % 3 !== 0,
  }));
  const stack = frames.map((f) => `    at ${f.function} (${f.filename}:${f.lineno}:${f.colno})`).join('\n');
  const breadcrumb = (i: number): Record<string, unknown> => {
    const ts = 1_714_550_400 + i * 3.25;
    switch (i % 5) {
      case 0:
        return { timestamp: ts, category: 'fetch', type: 'http', data: { method: 'GET', url: `https://www.example.com${pick(PATHS)}?currency_pair=BTC_USDT&limit=${next() % 100}&lang=en&ts=${ts * 1000}`, status_code: 200 } };
      case 1:
        return { timestamp: ts, category: 'console', level: 'warning', message: `ws frame ${next() % 100000} late by ${next() % 900} ms; order ${1_800_000_000_000 + (next() % 1e9)} price 67890.${next() % 100}` };
      case 2:
        return { timestamp: ts, category: 'ui.click', message: `div.order-form > button.submit-btn[data-side="${pick(['buy', 'sell'])}"]` };
      case 3:
        return { timestamp: ts, category: 'navigation', data: { from: '/trade/BTC_USDT', to: `/trade/${pick(['ETH', 'SOL', 'GT'])}_USDT` } };
      default:
        return { timestamp: ts, category: 'fetch', type: 'http', data: { method: 'POST', url: `https://www.example.com${pick(PATHS)}`, status_code: 500, body: `{"code":40001,"message":"insufficient balance","tx":"0x${hex(64)}"}` } };
    }
  };
  const event: Record<string, unknown> = {
    event_id: hex(32),
    timestamp: 1_714_550_999.123,
    platform: 'javascript',
    level: 'error',
    release: 'web@7.12.3+20240501',
    environment: 'production',
    tags: { site: 'main', locale: 'en', route: '/trade/:pair', chunk: 'trade' },
    user: { id: '38291027', ip_address: '{{auto}}' },
    request: {
      url: 'https://www.example.com/trade/BTC_USDT?ref=abc123&utm_source=newsletter',
      headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', Referer: 'https://www.example.com/markets' },
    },
    exception: {
      values: [{ type: 'TypeError', value: "Cannot read properties of undefined (reading 'price') while placing order for alice@example.com", stacktrace: { frames } }],
    },
    contexts: { browser: { name: 'Chrome', version: '126.0.0.0' }, os: { name: 'Windows', version: '10' }, trace: { trace_id: hex(32), span_id: hex(16) } },
    extra: {
      stack,
      note: 'user said: call me on 07700 900123 if the deposit fails, my verification code was 482913',
      orderBook: { asks: Array.from({ length: 20 }, () => [`67${next() % 1000}.${next() % 100}`, `0.${next() % 100000}`]), bids: Array.from({ length: 20 }, () => [`67${next() % 1000}.${next() % 100}`, `0.${next() % 100000}`]) },
    },
    breadcrumbs: [] as unknown[],
  };
  const crumbs = event.breadcrumbs as unknown[];
  for (let i = 0; JSON.stringify(event).length < bytes; i += 1) crumbs.push(breadcrumb(i));
  return event;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs the benchmark and returns the printed report. */
export async function runMaskBench(): Promise<string> {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const event = realisticEvent();
  const size = JSON.stringify(event).length;
  const baseline = await loadBaseline();
  out(`Monitoring masker: maskPii on one ${(size / 1024).toFixed(1)} KB event, ${ROUNDS} rounds of ${PER_ROUND} runs each after warm-up, the two maskers alternating; node ${process.version}`);
  out(`(load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')} on ${os.cpus().length} cores: a busy spell inflates one round's tail, so the budget is read on the median round's p95)`);
  out();
  const contenders: [string, MaskPii][] = [['today', maskPii]];
  if (baseline.mask) contenders.push([`baseline (${MASK_BASELINE_COMMIT})`, baseline.mask]);
  else out(`baseline masker not loaded: ${baseline.why}`);
  let sink = 0;
  for (let i = 0; i < 200; i += 1) for (const [, mask] of contenders) sink += JSON.stringify(mask(event)).length;
  const all = contenders.map(() => [] as number[]);
  const roundP95 = contenders.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    const samples = contenders.map(() => [] as number[]);
    for (let i = 0; i < PER_ROUND; i += 1) {
      contenders.forEach(([, mask], k) => {
        const start = performance.now();
        const masked = mask(event);
        samples[k].push(performance.now() - start);
        sink += masked === event ? 1 : 0;
      });
    }
    samples.forEach((s, k) => {
      all[k].push(...s);
      roundP95[k].push(percentile(s.sort((a, b) => a - b), 95));
    });
  }
  out('| masker | p50 | p95 (median round) | p95 (all runs) | p99 (all runs) |');
  out('|---|---|---|---|---|');
  const medianP95 = roundP95.map((r) => percentile(r.sort((a, b) => a - b), 50));
  contenders.forEach(([name], k) => {
    const sorted = all[k].sort((a, b) => a - b);
    const f = (v: number) => `${v.toFixed(3)} ms`;
    out(`| ${name} | ${f(percentile(sorted, 50))} | ${f(medianP95[k])} | ${f(percentile(sorted, 95))} | ${f(percentile(sorted, 99))} |`);
  });
  const p95 = medianP95[0];
  out();
  out(`today's p95 ${p95.toFixed(3)} ms: ${p95 < P95_BUDGET_MS ? 'within' : 'OVER'} the ${P95_BUDGET_MS} ms budget${baseline.mask ? `; ${(medianP95[1] / p95).toFixed(1)}x faster than the old masker` : ''}`);
  if (sink < 0) out('(unreachable: keeps the work observable)');
  return lines.join('\n');
}

if (require.main === module) {
  runMaskBench().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
