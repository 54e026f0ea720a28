import path from 'node:path';
import { headStartBuild } from '@exchange/shell/boot';
import { after, onNextFrame } from '@exchange/platform';
import { getSite } from '@exchange/site-registry';
import { execFileSync } from 'node:child_process';
import type { BootScript } from './boot-scripts';
import { childEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

/**
 * Builds a boot entry as the release build does (boot-scripts.ts's buildBootScript), in a process
 * of its own: Vite is an ES module, which this test's CommonJS cannot load.
 */
function buildBootScript(entry: 'head-start' | 'icu-warmup', buildData?: unknown): BootScript {
  const program = `import('${path.join(__dirname, 'boot-scripts.ts')}').then(async (loaded) => {
    const m = loaded.buildBootScript ? loaded : loaded.default;
    const entry = m[process.env.BOOT_ENTRY === 'head-start' ? 'HEAD_START_ENTRY' : 'ICU_WARMUP_ENTRY'];
    const data = process.env.BOOT_DATA ? JSON.parse(process.env.BOOT_DATA) : undefined;
    process.stdout.write(JSON.stringify(await m.buildBootScript(process.env.BOOT_ROOT, entry, data, { sourcemap: true })));
  })`;
  const out = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['--eval', program], {
    cwd: root,
    env: childEnv({ BOOT_ENTRY: entry, BOOT_ROOT: root, BOOT_DATA: buildData ? JSON.stringify(buildData) : '' }),
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out.toString()) as BootScript;
}
const USER_CALLS = ['/api/web/v1/usercenter/get_info', '/api/web/v1/usercenter/get_user_tier', '/apiw/v2/account/total_funds'];

/** Runs a built head script on `path` of this test's page with `cookies`, and returns the paths it fetched and the chunks it preloaded. */
async function runOnPage(script: BootScript, pagePath: string, cookies: string[] = []): Promise<{ fetched: string[]; preloaded: string[] }> {
  delete (globalThis as Record<string, unknown>).__exchangeHeadStart;
  document.head.innerHTML = '';
  window.history.replaceState(null, '', pagePath);
  for (const cookie of cookies) document.cookie = `${cookie}; Path=/`;
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((request: string) => (fetched.push(new URL(request).pathname), new Promise(() => undefined))) as typeof fetch;
  try {
    new Function(script.code)();
  } finally {
    globalThis.fetch = realFetch;
  }
  // The script preloads the page's chunks once the page has painted: a frame, then the task after it.
  await new Promise<void>((resolve) => onNextFrame(() => after(1, resolve)));
  const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
  return { fetched, preloaded };
}

describe('the head scripts a build emits are built from the shell lib boot entries', () => {
  let headStart: BootScript;
  beforeAll(() => {
    headStart = buildBootScript('head-start', headStartBuild(getSite('eu'), 'b7', { trade: ['/assets/trade-page-x.js'] }));
  }, 120_000);

  it("is one self-contained script whose sources are the lib's own rules, with no other site's registry entry", () => {
    // Sources are named from the output folder (`../../libs/...`): what follows is the workspace path.
    const sources = (headStart.map?.sources ?? []).map((source) => source.replace(/^(\.\.\/)+/, ''));
    expect(sources).toEqual(
      expect.arrayContaining([
        'libs/shell/src/boot/head-start-entry.ts',
        'libs/shell/src/boot/head-start.ts',
        'libs/site-registry/src/route-table.ts',
        'libs/shell/src/store/session-rules.ts',
        'libs/shell/src/i18n/catalogues.ts',
        'libs/platform/src/storage/cookies.ts',
        'libs/api/src/client/request-headers.ts',
      ]),
    );
    expect(sources).not.toContain('libs/site-registry/src/sites.ts');
    expect(headStart.code).not.toMatch(/^\s*import\b|\bimport\(/m);
    expect(headStart.code).not.toContain('gate.example"');
    expect(headStart.code).not.toContain('www.gate.example');
  });

  it("decides the user calls from the route table: none on EU's hidden /referral or an unknown path, all on a page EU shows", async () => {
    const loggedIn = ['uid=1', 'nickname=alice'];
    for (const url of ['/referral', '/de/no/such/page', '/404']) {
      expect([url, (await runOnPage(headStart, url, loggedIn)).fetched.filter((fetched) => USER_CALLS.includes(fetched))]).toEqual([url, []]);
    }
    const trade = await runOnPage(headStart, '/de/trade/BTC_USDT', loggedIn);
    expect(trade.fetched.filter((fetched) => USER_CALLS.includes(fetched))).toEqual(USER_CALLS);
    expect(trade.preloaded).toEqual(['/assets/trade-page-x.js']);
    expect(trade.fetched).toContain('/locales/b7/de/shell.json');
  });

  it('the ICU warm-up is the lib entry too', () => {
    const warmup = buildBootScript('icu-warmup');
    expect(warmup.map?.sources.map((source) => path.basename(source))).toEqual(expect.arrayContaining(['icu-warmup.ts', 'icu-warmup-entry.ts']));
    expect(warmup.code).toContain('new Intl.NumberFormat()');
  }, 120_000);
});
