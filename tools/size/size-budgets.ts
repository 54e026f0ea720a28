/**
 * Size budgets (gzip) per app and per route, computed from Vite's build manifest so a route's
 * cost is exactly the chunks the browser loads for it. Pure: the checker reads files, this
 * module only does the arithmetic and names the offending chunk.
 */

/** The targets in bytes (1 KB = 1024 bytes). */
export const TARGETS = {
  /** First-load JS of a non-chart route. */
  firstLoadJs: 150 * 1024,
  /** The trade route including the chart. */
  tradeRouteJs: 230 * 1024,
  /** The lazy chart chunk(s) alone. */
  chartChunkJs: 60 * 1024,
} as const;

/**
 * The page's head script (@exchange/shell/boot, a bundle of its own loaded beside the first load):
 * 4.2 KB when it was first built from the lib (the route table, the locale and session rules, the
 * cookie reader and its site's own entry). A second site's registry entry, or the whole registry,
 * would take it over.
 */
const HEAD_SCRIPT_BUDGET = 5 * 1024;

/**
 * What CI enforces: the size targets, except
 * - the chart chunk, 73 KB: the toolbar's controls of the product's family (resolution toggles
 *   and their menu, the symbol combobox) and the one chart surface's controller, the live market stream client and ticker, the phone preview's wiring,
 *   the hooks TradeChart is composed of and the attribution logo drawn from DOM nodes (Trusted
 *   Types) belong to the chart route, whose budget holds them; the indicator streams the preview
 *   shares with the engine are a chunk of their own, so a phone loads only the preview's code
 *   until the chart is touched;
 * - the first load, 152 KB: the staged boot (tools/vite/staged-boot.ts) serves it as three
 *   chunks, and gzip compresses each file on its own (in brotli, which a release sends, the
 *   difference is 0.3 KB).
 */
export const BUDGETS = { ...TARGETS, firstLoadJs: 152 * 1024, chartChunkJs: 73 * 1024, headScriptJs: HEAD_SCRIPT_BUDGET } as const;

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys a key loads statically (itself and its static imports, transitively). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export interface BudgetResult {
  name: string;
  bytes: number;
  limit: number;
  ok: boolean;
  /** The biggest chunk in the measured set: what to look at when the budget breaks. */
  largestChunk: string;
}

/** Sums gzip sizes of a set of manifest keys against a limit. */
export function measure(name: string, manifest: Manifest, keys: Iterable<string>, gzipSize: (file: string) => number, limit: number): BudgetResult {
  let bytes = 0;
  let largest = { file: '', size: -1 };
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const size = gzipSize(file);
    bytes += size;
    if (size > largest.size) largest = { file, size };
  }
  return { name, bytes, limit, ok: bytes <= limit, largestChunk: largest.file };
}

/** Human-readable line for one result; a breach names the largest chunk. */
export function formatResult(r: BudgetResult): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const head = `${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${kb(r.bytes)} gzip (budget ${kb(r.limit)})`;
  return r.ok ? head : `${head}; largest chunk: ${r.largestChunk}`;
}

/**
 * Sentry integrations that wrap setTimeout/setInterval/requestAnimationFrame or EventTarget
 * listeners (the chart's drawing and every poll ran inside them on trade). Their
 * names are string literals in the minified SDK, so a chunk that has them can run them.
 */
const WRAPPING_MONITORING_SIGNATURES: Array<{ integration: string; text: string }> = [
  { integration: 'Sentry BrowserApiErrors (wraps timers, animation frames, XHR and every EventTarget)', text: 'BrowserApiErrors' },
  { integration: 'Sentry TryCatch (the same wrapping, SDK 7 and earlier)', text: 'TryCatch' },
  { integration: 'Sentry DOM instrumentation (wraps EventTarget.prototype.addEventListener for click breadcrumbs)', text: '__sentry_instrumentation_handlers__' },
];

/** The lines naming every wrapping monitoring integration found in one chunk's text. */
export function wrappingMonitoringFindings(site: string, file: string, text: string): string[] {
  return WRAPPING_MONITORING_SIGNATURES.filter((sig) => text.includes(sig.text)).map(
    (sig) => `OVER ${site}: ${sig.integration} is in ${file} ("${sig.text}"); build the monitoring client with an explicit integration list (libs/platform/src/monitoring/monitoring.ts)`,
  );
}

/** The manifest key of the page's head script (an emitted asset, `_head-start-<hash>.js`), if the build has one. */
export function headScriptKey(manifest: Manifest): string | undefined {
  return Object.keys(manifest).find((key) => /(^|\/)head-start-[\w-]+\.js$/.test(manifest[key].file));
}

/** The lines naming each other site whose registry entry (known by its host) the head script of `site` carries. */
export function foreignSiteFindings(site: string, file: string, text: string, hosts: Readonly<Record<string, string>>): string[] {
  return Object.entries(hosts)
    .filter(([key, host]) => key !== site && text.includes(host))
    .map(([key]) => `OVER ${site}: the head script ${file} carries the ${key} site's registry entry; it takes only its own site's`);
}
