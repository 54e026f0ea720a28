/**
 * Pure parts of the Lighthouse bench: which pages, their targets, medians, the table and the
 * "what to cut next" list. No browser here, so it is unit-tested (lighthouse-table.test.ts);
 * tools/bench/lighthouse.ts does the running.
 */

/** One page Lighthouse measures. `chart` pages (trade) have the lower performance target. */
export interface LighthousePage {
  site: string;
  /** Short name shown in the table: home, trade, not-found, referral. */
  page: string;
  /** Path on the site's preview, e.g. `/trade/BTC_USDT`. */
  path: string;
  chart: boolean;
}

/** The figures of one Lighthouse run (performance 0-100, times in ms). */
export interface LighthouseRun {
  performance: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  siMs: number;
  /**
   * Lighthouse's measure of the machine's speed during the run (higher is faster; a free desktop
   * core scores about 1,500-2,000). Low values mean other work competed for the CPU.
   */
  benchmarkIndex: number;
  /** Path (plus query) Lighthouse ended on; differs from the page path after a redirect. */
  finalPath: string;
}

/** Targets reported beside the figures; the bench never fails on them. */
export interface LighthouseTargets {
  performance: number;
  tbtMs: number;
  cls: number;
}

/** One audit that costs time on a page, from the median run's report. */
export interface LighthouseCause {
  id: string;
  title: string;
  /** Lighthouse's own summary, e.g. "Est savings of 101 KiB" or "5.2 s". */
  displayValue: string;
  /** The worst item (script, element or stylesheet) when the audit names one. */
  detail?: string;
  /** Estimated savings in ms-equivalents (see {@link topCauses}). */
  impact: number;
}

/** One measured page: all its runs and the causes taken from its median run. */
export interface LighthouseRow {
  page: LighthousePage;
  runs: LighthouseRun[];
  causes: LighthouseCause[];
}

/** The slice of a Lighthouse audit result that the causes need. */
export interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  metricSavings?: Partial<Record<'TBT' | 'LCP' | 'FCP' | 'CLS' | 'INP', number>>;
  details?: unknown;
}

/** The slice of a Lighthouse result (`lhr`) that a run needs. */
export interface LhrLike {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null } | undefined>;
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number }>;
}

/** Main's four measured routes; every other site is measured on its home only. */
export const MAIN_PAGES: ReadonlyArray<Omit<LighthousePage, 'site'>> = [
  { page: 'home', path: '/', chart: false },
  { page: 'trade', path: '/trade/BTC_USDT', chart: true },
  { page: 'not-found', path: '/no-such-page', chart: false },
  { page: 'referral', path: '/referral', chart: false },
];

/** The pages to measure: main's four routes, then the home of each other site in order. */
export function lighthousePages(sites: readonly string[]): LighthousePage[] {
  return sites.flatMap((site) =>
    site === 'main' ? MAIN_PAGES.map((page) => ({ site, ...page })) : [{ site, page: 'home', path: '/', chart: false }],
  );
}

/** Performance ≥ 95 (≥ 90 on chart pages), TBT ≤ 200 ms, CLS ≤ 0.05. */
export function targetsFor(page: LighthousePage): LighthouseTargets {
  return { performance: page.chart ? 90 : 95, tbtMs: 200, cls: 0.05 };
}

/** Median of `values` (mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median of each figure on its own across runs (so one slow run cannot pick every figure).
 * `finalPath` is the most common one.
 */
export function medianOfRuns(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (key: keyof Omit<LighthouseRun, 'finalPath'>) => median(runs.map((run) => run[key]));
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.finalPath, (counts.get(run.finalPath) ?? 0) + 1);
  const finalPath = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return {
    performance: of('performance'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    siMs: of('siMs'),
    benchmarkIndex: of('benchmarkIndex'),
    finalPath,
  };
}

/** Index of the run whose performance score is the median (lower middle for an even count). */
export function medianRunIndex(runs: readonly LighthouseRun[]): number {
  const order = runs.map((run, index) => ({ score: run.performance, index })).sort((a, b) => a.score - b.score);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? -1;
}

/** One run's figures from a Lighthouse result. */
export function runFromLhr(lhr: LhrLike): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const url = new URL(lhr.finalDisplayedUrl);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    siMs: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalPath: url.pathname + url.search,
  };
}

/** Which targets the median misses, e.g. `['performance', 'TBT']`; empty when all are met. */
export function missedTargets(page: LighthousePage, figures: LighthouseRun): string[] {
  const targets = targetsFor(page);
  const missed: string[] = [];
  if (!(figures.performance >= targets.performance)) missed.push('performance');
  if (!(figures.tbtMs <= targets.tbtMs)) missed.push('TBT');
  if (!(figures.cls <= targets.cls)) missed.push('CLS');
  return missed;
}

/**
 * Audits that summarise others (main-thread total, the LCP element itself) or repeat one as an
 * "insight"; the causes list keeps the specific diagnostic instead.
 */
const SUMMARY_AUDITS = new Set(['mainthread-work-breakdown', 'largest-contentful-paint-element']);

/** Weight that puts CLS next to milliseconds: a shift of 0.01 counts like 100 ms. */
const CLS_MS = 10_000;

function shortUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return url.pathname.length > 1 ? url.pathname : url.host;
  } catch {
    return raw;
  }
}

/** A readable name for the first item of an audit's details: a URL path or an element label. */
export function firstItemLabel(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const items = (details as { items?: unknown[] }).items;
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const item = items[0] as Record<string, unknown>;
  if (item && typeof item === 'object' && (item.type === 'table' || item.type === 'list')) return firstItemLabel(item);
  if (typeof item?.url === 'string' && /^https?:/.test(item.url)) return shortUrl(item.url);
  // The element's opening tag finds it in the code; its label (text content) is the fallback.
  const node = item?.node as { nodeLabel?: string; snippet?: string } | undefined;
  if (node) return node.snippet || node.nodeLabel;
  return undefined;
}

/**
 * The `count` audits with the largest estimated savings: TBT + LCP + FCP savings in ms plus CLS
 * savings × 10,000. Only audits Lighthouse marks as failing (score below 0.9) and that carry
 * savings; hidden "insight" duplicates (`*-insight`) and summary audits are left out.
 */
export function topCauses(audits: Record<string, AuditLike>, count = 3): LighthouseCause[] {
  return Object.values(audits)
    .filter((audit) => !audit.id.endsWith('-insight') && !SUMMARY_AUDITS.has(audit.id))
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.metricSavings)
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const impact = (savings.TBT ?? 0) + (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.CLS ?? 0) * CLS_MS;
      return { id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '', detail: firstItemLabel(audit.details), impact };
    })
    .filter((cause) => cause.impact > 0)
    .sort((a, b) => b.impact - a.impact)
    .slice(0, count);
}

const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const seconds = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : '–');
const cls = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '–');
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The markdown table: medians, the targets beside them, and each run's performance score. */
export function formatLighthouseTable(rows: readonly LighthouseRow[]): string {
  const lines = [
    '| Site | Page | Performance (target) | TBT ms (≤ 200) | CLS (≤ 0.05) | LCP | FCP | Speed Index | Runs (performance) | CPU index | Targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const figures = medianOfRuns(row.runs);
    const targets = targetsFor(row.page);
    const missed = missedTargets(row.page, figures);
    const redirected = figures.finalPath && figures.finalPath !== row.page.path ? ` → \`${figures.finalPath}\`` : '';
    lines.push(
      `| ${row.page.site} | ${row.page.page} (\`${row.page.path}\`${redirected}) | ${Number.isFinite(figures.performance) ? Math.round(figures.performance) : '–'} (≥ ${targets.performance}) | ${ms(figures.tbtMs)} | ${cls(figures.cls)} | ${seconds(figures.lcpMs)} | ${seconds(figures.fcpMs)} | ${seconds(figures.siMs)} | ${row.runs.map((run) => run.performance).join(' ')} | ${ms(figures.benchmarkIndex)} | ${missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`} |`,
    );
  }
  return lines.join('\n');
}

/** Per page that misses a target: its top causes from the median run, as a markdown list. */
export function formatWhatToCut(rows: readonly LighthouseRow[]): string {
  const sections: string[] = [];
  for (const row of rows) {
    const missed = missedTargets(row.page, medianOfRuns(row.runs));
    if (missed.length === 0) continue;
    const causes = row.causes.length
      ? row.causes.map(
          (cause, index) =>
            `   ${index + 1}. ${escapeCell(cause.title)}${cause.displayValue ? ` — ${escapeCell(cause.displayValue)}` : ''}${cause.detail ? ` (worst: \`${escapeCell(cause.detail).slice(0, 100)}\`)` : ''}`,
        )
      : ['   1. no failing audit with estimated savings (the misses are run-to-run noise or CPU contention)'];
    sections.push(`- **${row.page.site} ${row.page.page}** (\`${row.page.path}\`, missed: ${missed.join(', ')})`, ...causes);
  }
  return sections.length ? sections.join('\n') : 'Every page meets its targets.';
}

/** Where and how the figures were taken, for docs/lighthouse.md. */
export interface LighthouseDocMeta {
  date: string;
  machine: string;
  chromium: string;
  lighthouse: string;
  runsPerPage: number;
}

/** Heading of the hand-written part of docs/lighthouse.md, which a new run keeps as it is. */
export const NOTES_HEADING = '## Notes (hand-written, kept when the bench rewrites this file)';

/** The hand-written notes of an existing docs/lighthouse.md, from their heading on; '' when none. */
export function keptNotes(existingDoc: string): string {
  const start = existingDoc.indexOf(NOTES_HEADING);
  return start === -1 ? '' : existingDoc.slice(start).trimEnd();
}

/** The whole docs/lighthouse.md; `notes` (from {@link keptNotes}) goes at the end. */
export function formatLighthouseDoc(rows: readonly LighthouseRow[], meta: LighthouseDocMeta, notes = ''): string {
  return `# Lighthouse

Generated by \`npm run bench\` (\`BENCH_ONLY=lighthouse npm run bench\` runs only this part); edit only the Notes section at the end by hand.

- Date: ${meta.date}
- Machine: ${meta.machine}
- Browser: ${meta.chromium}, headless, through Lighthouse ${meta.lighthouse}
- Method: default mobile config (simulated slow 4G and 4× CPU slowdown), performance category only,
  ${meta.runsPerPage} runs per page, each in a fresh Chromium with a fresh profile, against
  \`npm run preview\` (the production build behind nginx with the embedded backend). Each figure is the
  median of its own ${meta.runsPerPage} values; "Runs" lists every run's score to show the spread.
- Targets (reported, never enforced): performance ≥ 95 (≥ 90 on the trade page, which draws the chart),
  TBT ≤ 200 ms, CLS ≤ 0.05. TBT and performance depend on the machine's CPU; other work on the same
  machine during a run lowers them. "CPU index" is Lighthouse's benchmarkIndex (median over the runs):
  a free desktop core scores about 1,500-2,000; far lower means the figures are pessimistic.

${formatLighthouseTable(rows)}

## What to cut next

Top three failing audits by estimated savings (TBT + LCP + FCP ms, CLS × 10,000) in the median run of
each page that misses a target:

${formatWhatToCut(rows)}
${notes ? `\n${notes}\n` : ''}`;
}
