/**
 * The size stage of `npm test`: for every built app, first-load JS, the trade route with the
 * chart, the chart chunk alone, and the page's head script (holding its own site's registry entry
 * only), against BUDGETS; DOMPurify and WebAuthn code must not be
 * in the first load; no chunk at all may carry a monitoring integration that wraps timers,
 * animation frames or event targets. Fails (exit 1) naming the app, route and chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { getSite, SITE_KEYS } from '@exchange/site-registry';
import { BUDGETS, foreignSiteFindings, formatResult, headScriptKey, measure, staticClosure, TARGETS, wrappingMonitoringFindings, type BudgetResult, type Manifest } from './size-budgets';
import { toolsEnv } from '../env/tools-env';
import { appSites } from '../sites/app-sites';

const root = path.resolve(__dirname, '../..');
const repoRoot = root;
/** Where the builds are; SIZE_DIST_ROOT points the check at another tree (its own test's fixture). */
const sizeDistRoot = toolsEnv('SIZE_DIST_ROOT');
const distRoot = sizeDistRoot ? path.resolve(sizeDistRoot) : path.join(root, 'dist/apps');
/** The sites the size stage checks: SIZE_SITES, else every app (tools/sites/app-sites.ts). */
export function sizeCheckSites(root: string = repoRoot): string[] {
  return toolsEnv('SIZE_SITES')?.split(',') ?? appSites(root);
}
const SITES = sizeCheckSites();

/** Literal strings that only those libraries carry; they survive minification. */
const LAZY_ONLY_SIGNATURES: Array<{ library: string; text: string }> = [
  { library: 'DOMPurify', text: 'data-tt-policy-suffix' },
  { library: '@simplewebauthn/browser', text: 'WebAuthnAbortService' },
];

/** Every site's host, by which a head script holding that site's registry entry is known. */
const HOSTS = Object.fromEntries(SITE_KEYS.map((key) => [key, new URL(getSite(key).origin).host]));

function main(): void {
  const lines: string[] = [];
  let failed = false;
  for (const site of SITES) {
    const dist = path.join(distRoot, site);
    const manifestFile = path.join(dist, '.vite/manifest.json');
    if (!fs.existsSync(manifestFile)) {
      lines.push(`OVER ${site}: no build manifest at ${path.relative(root, manifestFile)} (run the build first)`);
      failed = true;
      continue;
    }
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entry) throw new Error(`${site}: manifest has no entry`);
    const firstLoad = staticClosure(manifest, entry);
    const results: BudgetResult[] = [measure(`${site} first-load JS (non-chart routes)`, manifest, firstLoad, gzip, BUDGETS.firstLoadJs)];

    const tradeKey = Object.keys(manifest).find((k) => /trade-page\.tsx$/.test(k));
    // The page fetches the chart's engine (lightweight-charts) itself once it has painted (issue
    // 27): still the route's code, and the chart chunk's budget holds the two together.
    const engineKey = Object.keys(manifest).find((k) => /trade-chart\/chart-engine\.ts$/.test(k));
    const tradeClosure = tradeKey ? new Set([...staticClosure(manifest, tradeKey), ...(engineKey ? staticClosure(manifest, engineKey) : [])]) : new Set<string>();
    if (tradeKey) {
      const route = new Set([...firstLoad, ...tradeClosure]);
      results.push(measure(`${site} /trade route JS`, manifest, route, gzip, BUDGETS.tradeRouteJs));
      const chartOnly = [...tradeClosure].filter((k) => !firstLoad.has(k));
      results.push(measure(`${site} lazy chart chunk(s)`, manifest, chartOnly, gzip, BUDGETS.chartChunkJs));
    } else {
      lines.push(`OVER ${site}: no lazy trade-page chunk found (the chart must be a lazy chunk)`);
      failed = true;
    }

    const headKey = headScriptKey(manifest);
    if (headKey) {
      results.push(measure(`${site} head script`, manifest, [headKey], gzip, BUDGETS.headScriptJs));
      const file = manifest[headKey].file;
      const foreign = foreignSiteFindings(site, file, fs.readFileSync(path.join(dist, file), 'utf8'), HOSTS);
      lines.push(...foreign);
      if (foreign.length) failed = true;
    } else {
      lines.push(`OVER ${site}: no head script (head-start-*.js) in the build`);
      failed = true;
    }

    for (const key of firstLoad) {
      const file = manifest[key].file;
      if (!file.endsWith('.js')) continue;
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const sig of LAZY_ONLY_SIGNATURES) {
        if (text.includes(sig.text)) {
          lines.push(`OVER ${site}: ${sig.library} is in the first-load chunk ${file}; load it lazily`);
          failed = true;
        }
      }
    }
    // Every chunk, lazy ones included: monitoring loads after the first paint but then runs on every page.
    for (const file of new Set(Object.values(manifest).map((chunk) => chunk.file))) {
      if (!file.endsWith('.js')) continue;
      const findings = wrappingMonitoringFindings(site, file, fs.readFileSync(path.join(dist, file), 'utf8'));
      if (findings.length) {
        lines.push(...findings);
        failed = true;
      }
    }
    // What a release's visitors download: brotli beside each file, reported, not budgeted.
    const brotli = (file: string) =>
      zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const brotliOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + brotli(file), 0);
    for (const r of results) {
      lines.push(formatResult(r));
      if (!r.ok) failed = true;
    }
    lines.push(`     ${site} transfer with brotli: first load ${(brotliOf(firstLoad) / 1024).toFixed(1)} KB${tradeKey ? `, /trade route ${(brotliOf(new Set([...firstLoad, ...tradeClosure])) / 1024).toFixed(1)} KB` : ''}`);
  }
  console.log(lines.join('\n'));
  const kb = (n: number) => `${n / 1024} KB`;
  console.log(`(targets: first load ${kb(TARGETS.firstLoadJs)}, trade route ${kb(TARGETS.tradeRouteJs)}, chart chunk ${kb(TARGETS.chartChunkJs)})`);
  process.exit(failed ? 1 : 0);
}

if (require.main === module) main();
