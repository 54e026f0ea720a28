import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS } from './size-budgets';
import { childEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

/** A fake build of `site`: an entry of `entryBytes` incompressible bytes and a lazy trade page. */
function fixtureBuild(dir: string, site: string, entryBytes: number, monitoringChunk?: string, headScript = '(function(){})();'): void {
  const dist = path.join(dir, site);
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // Random bytes do not compress, so gzip size is about the raw size.
  fs.writeFileSync(path.join(dist, 'assets/index-big.js'), randomBytes(entryBytes).toString('base64').slice(0, entryBytes));
  fs.writeFileSync(path.join(dist, 'assets/trade-page-x.js'), 'export const TradePage = 1;');
  fs.writeFileSync(path.join(dist, 'assets/head-start-h.js'), headScript);
  const manifest = {
    '_head-start-h.js': { file: 'assets/head-start-h.js', src: '_head-start-h.js' },
    'index.html': { file: 'assets/index-big.js', isEntry: true, dynamicImports: ['libs/chart/src/pages/trade-page.tsx'] },
    'libs/chart/src/pages/trade-page.tsx': { file: 'assets/trade-page-x.js', isDynamicEntry: true },
  };
  if (monitoringChunk !== undefined) {
    // A lazy chunk, as the real monitoring is: the guard looks at every chunk, not only the first load.
    fs.writeFileSync(path.join(dist, 'assets/monitoring-m.js'), monitoringChunk);
    Object.assign(manifest, { 'libs/platform/src/monitoring/monitoring.ts': { file: 'assets/monitoring-m.js', isDynamicEntry: true } });
    manifest['index.html'].dynamicImports.push('libs/platform/src/monitoring/monitoring.ts');
  }
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
}

/** What Sentry's default set-up leaves in a minified chunk (shape of @sentry/browser 11's BrowserApiErrors). */
const WRAPPING_SENTRY_CHUNK =
  'const Xe="BrowserApiErrors",Ye=(e={})=>{const t={XMLHttpRequest:!0,eventTarget:!0,requestAnimationFrame:!0,setInterval:!0,setTimeout:!0,...e};return{name:Xe,setupOnce(){t.setTimeout&&q(W,"setTimeout",Ze)}}};export{Ye as b};';
/** What the hand-built client leaves: named non-wrapping integrations only. */
const EXPLICIT_SENTRY_CHUNK = 'const a="GlobalHandlers",b="Dedupe",c="LinkedErrors",d="NavigationBreadcrumbs";export{a,b,c,d};';

function checkSize(distRoot: string): { status: number | null; output: string } {
  const result = spawnSync('npx', ['tsx', 'tools/size/check-size.ts'], {
    cwd: root,
    env: childEnv({ SIZE_DIST_ROOT: distRoot, SIZE_SITES: 'main' }),
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm test size stage (check-size.ts) on a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-check-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails CI naming the app, the route and the chunk when the first load is over budget', () => {
    // base64 of random bytes compresses to about 3/4: this is well over the first-load budget.
    fixtureBuild(dir, 'main', Math.ceil((BUDGETS.firstLoadJs * 4) / 3) + 20 * 1024);
    const { status, output } = checkSize(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/OVER main first-load JS .*largest chunk: assets\/index-big\.js/);
  }, 60_000);

  it('fails CI when any chunk carries a monitoring integration that wraps timers, frames or event targets', () => {
    fixtureBuild(dir, 'main', 10 * 1024, WRAPPING_SENTRY_CHUNK);
    const { status, output } = checkSize(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/OVER main: Sentry BrowserApiErrors .* is in assets\/monitoring-m\.js/);
  }, 60_000);

  it('passes a monitoring chunk built with the explicit integration list', () => {
    fixtureBuild(dir, 'main', 10 * 1024, EXPLICIT_SENTRY_CHUNK);
    const { status, output } = checkSize(dir);
    expect(output).not.toContain('Sentry');
    expect(status).toBe(0);
  }, 60_000);

  it("counts the chart engine the trade page fetches after its first paint in the chart chunk's budget", () => {
    fixtureBuild(dir, 'main', 10 * 1024);
    const dist = path.join(dir, 'main');
    const engineBytes = Math.ceil((BUDGETS.chartChunkJs * 4) / 3) + 20 * 1024;
    fs.writeFileSync(path.join(dist, 'assets/chart-engine-e.js'), randomBytes(engineBytes).toString('base64').slice(0, engineBytes));
    const manifestFile = path.join(dist, '.vite/manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, object>;
    Object.assign(manifest['libs/chart/src/pages/trade-page.tsx'], { dynamicImports: ['libs/chart/src/trade-chart/chart-engine.ts'] });
    manifest['libs/chart/src/trade-chart/chart-engine.ts'] = { file: 'assets/chart-engine-e.js', isDynamicEntry: true };
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const { status, output } = checkSize(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/OVER main lazy chart chunk\(s\).*assets\/chart-engine-e\.js/);
  }, 60_000);

  it("fails CI when the head script is over its budget, or carries another site's registry entry", () => {
    const bytes = Math.ceil((BUDGETS.headScriptJs * 4) / 3) + 1024;
    fixtureBuild(dir, 'main', 10 * 1024, undefined, randomBytes(bytes).toString('base64').slice(0, bytes));
    expect(checkSize(dir).output).toMatch(/OVER main head script: .*largest chunk: assets\/head-start-h\.js/);
    fixtureBuild(dir, 'main', 10 * 1024, undefined, 'x({origin:"https://www.gate-eu.example"})');
    const foreign = checkSize(dir);
    expect(foreign.status).toBe(1);
    expect(foreign.output).toMatch(/OVER main: the head script assets\/head-start-h\.js carries the eu site's registry entry/);
  }, 60_000);

  it('passes a build inside every budget', () => {
    fixtureBuild(dir, 'main', 10 * 1024);
    const { status, output } = checkSize(dir);
    expect(output).toContain('ok   main first-load JS');
    expect(output).toContain('ok   main head script');
    expect(status).toBe(0);
  }, 60_000);
});
