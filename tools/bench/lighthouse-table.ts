/**
 * Pure parts of the Lighthouse bench: which pages, their targets, medians, the table and the
 * "what to cut next" list. No browser here, so it is unit-tested (lighthouse-table.test.ts);
 * tools/bench/lighthouse.ts does the running.
 */
import { endsWithDocument, formatPaintPath, paintEndLabel, shortUrl, type PaintPath, type PaintPaths } from './paint-path';

/** One page Lighthouse measures. */
export interface LighthousePage {
  site: string;
  /** Short name shown in the table: home, not-found, referral, account, trade, futures. */
  page: string;
  /** Path on the site's preview, e.g. `/trade/BTC_USDT`. */
  path: string;
  /** Draws the chart (trade, futures): a later largest paint is allowed. */
  chart: boolean;
  /**
   * Held to the "HTML first" targets ({@link HTML_FIRST_TARGETS}): home, not-found, referral and
   * trade, on every site. Account and futures, which that acceptance leaves out, keep the looser
   * targets of {@link LOOSE_TARGETS}.
   */
  htmlFirst: boolean;
  /** A page search engines should index (home, trade, referral): its SEO score must be 100. */
  indexable: boolean;
  /**
   * A scenario the browser is logged in as before Lighthouse opens the page (the embedded
   * backend's `/__mock/login`), as a returning customer arrives: with the session's cookies and
   * no login redirect in the measured load.
   */
  loginAs?: string;
}

/** The figures of one Lighthouse run (performance 0-100, times in ms). */
export interface LighthouseRun {
  performance: number;
  /** Lighthouse's SEO category, 0-100 (NaN where the run did not score it). */
  seo: number;
  /** Titles of the SEO audits this run failed, for the misses list. */
  seoFailures: string[];
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

/**
 * Targets of one page, relative to the anchor (a bare React 19 page scored in the same run with
 * the same settings): the machines are shared and noisy, only what is measured side by
 * side holds. Reported beside the figures; the bench never fails on them.
 */
export interface LighthouseTargets {
  /** Lowest performance score that passes. */
  performance: number;
  /** Highest TBT that passes, ms. */
  tbtMs: number;
  /** Highest CLS that passes. */
  cls: number;
  /** Latest largest paint that passes, ms. */
  lcpMs: number;
  /** Latest first paint that passes, ms; undefined where the first paint has no target. */
  fcpMs?: number;
  /** The simulated first paint must wait for nothing over the network but the document. */
  firstPaintFromDocument: boolean;
}

/** The anchor's medians in this run (performance 0-100, times in ms). */
export interface AnchorFigures {
  performance: number;
  tbtMs: number;
  /** First contentful paint. */
  fcpMs: number;
  /** Largest contentful paint. */
  lcpMs: number;
}

/**
 * The "HTML first" acceptance, each figure against the anchor's median in the same run: first
 * paint at or below the anchor's, largest paint at most 0.15 s above it (0.5 s on trade, the
 * chart page), score at least the anchor's − 2, TBT at most the anchor's + 150 ms, CLS at most
 * 0.01, and a simulated first paint that ends with the document.
 */
export const HTML_FIRST_TARGETS = {
  fcpOverAnchorMs: 0,
  lcpOverAnchorMs: 150,
  chartLcpOverAnchorMs: 500,
  scoreUnderAnchor: 2,
  tbtOverAnchorMs: 150,
  cls: 0.01,
} as const;

/** Runs per page the acceptance takes the median of, and the bench's default. */
export const ACCEPTANCE_RUNS = 5;

/**
 * The targets of the pages the "HTML first" acceptance leaves out (account, futures): score and
 * TBT against the anchor, chart pages with wider margins; CLS and largest paint absolute; no
 * first-paint target.
 */
const LOOSE_TARGETS = {
  page: { scoreUnderAnchor: 3, tbtOverAnchorMs: 150 },
  chart: { scoreUnderAnchor: 8, tbtOverAnchorMs: 300 },
} as const;
/**
 * Absolute limits of {@link LOOSE_TARGETS} (CJK fonts included); the e2e layout-shift check
 * holds every page to the same CLS.
 */
export const ABSOLUTE_LIMITS = { cls: 0.05, lcpMs: 2500 } as const;

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
  /** Lighthouse's estimated savings per metric, to name the audit that holds each miss. */
  savings?: Partial<Record<'TBT' | 'LCP' | 'FCP' | 'CLS', number>>;
}

/** One measured page: all its runs and the causes taken from its median run. */
export interface LighthouseRow {
  page: LighthousePage;
  runs: LighthouseRun[];
  causes: LighthouseCause[];
  /** What ends the median run's simulated paints (tools/bench/paint-path.ts). */
  paintPaths?: PaintPaths;
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
  categories: Record<string, { score: number | null; auditRefs?: ReadonlyArray<{ id: string; weight: number }> } | undefined>;
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
}

/** The SEO score every indexable page keeps (issue text: "stays at 100"). */
const SEO_TARGET = 100;

/**
 * Every site's pages. The account page is opened by the `user` scenario, logged in beforehand;
 * trade and futures draw the chart.
 */
const SITE_PAGES: ReadonlyArray<Omit<LighthousePage, 'site'>> = [
  { page: 'home', path: '/', chart: false, indexable: true, htmlFirst: true },
  { page: 'not-found', path: '/no-such-page', chart: false, indexable: false, htmlFirst: true },
  { page: 'referral', path: '/referral', chart: false, indexable: true, htmlFirst: true },
  { page: 'account', path: '/myaccount/security', chart: false, indexable: false, htmlFirst: false, loginAs: 'user' },
  { page: 'trade', path: '/trade/BTC_USDT', chart: true, indexable: true, htmlFirst: true },
  { page: 'futures', path: '/futures/usdt/BTC_USDT', chart: true, indexable: false, htmlFirst: false },
];

/** Short names of {@link SITE_PAGES}, for `--page`. */
export const PAGE_NAMES = SITE_PAGES.map((page) => page.page);

/** The site whose every HTML-first page the acceptance measures; on the others it measures home. */
const ACCEPTANCE_SITE = 'main';
const ACCEPTANCE_PAGES_ON_EVERY_SITE: readonly string[] = ['home'];

const inAcceptance = (site: string, page: Omit<LighthousePage, 'site'>) =>
  page.htmlFirst && (site === ACCEPTANCE_SITE || ACCEPTANCE_PAGES_ON_EVERY_SITE.includes(page.page));

/**
 * The pages to measure, site by site in order, leaving out what a site hides (`isHidden(site,
 * path)`, from the registry's flags): each site's pages named in `pageNames`, or without it the
 * acceptance's pages (main's home, not-found, referral and trade; every other site's home).
 */
export function lighthousePages(
  sites: readonly string[],
  pageNames?: readonly string[],
  isHidden: (site: string, pathname: string) => boolean = () => false,
): LighthousePage[] {
  return sites.flatMap((site) =>
    SITE_PAGES.filter((page) => (pageNames ? pageNames.includes(page.page) : inAcceptance(site, page)))
      .filter((page) => !isHidden(site, page.path.split('?')[0]))
      .map((page) => ({ site, ...page })),
  );
}

/** {@link HTML_FIRST_TARGETS} on the HTML-first pages, {@link LOOSE_TARGETS} on the others. */
export function targetsFor(page: LighthousePage, anchor: AnchorFigures): LighthouseTargets {
  if (page.htmlFirst) {
    return {
      performance: anchor.performance - HTML_FIRST_TARGETS.scoreUnderAnchor,
      tbtMs: anchor.tbtMs + HTML_FIRST_TARGETS.tbtOverAnchorMs,
      cls: HTML_FIRST_TARGETS.cls,
      lcpMs: anchor.lcpMs + (page.chart ? HTML_FIRST_TARGETS.chartLcpOverAnchorMs : HTML_FIRST_TARGETS.lcpOverAnchorMs),
      fcpMs: anchor.fcpMs + HTML_FIRST_TARGETS.fcpOverAnchorMs,
      firstPaintFromDocument: true,
    };
  }
  const margin = page.chart ? LOOSE_TARGETS.chart : LOOSE_TARGETS.page;
  return {
    performance: anchor.performance - margin.scoreUnderAnchor,
    tbtMs: anchor.tbtMs + margin.tbtOverAnchorMs,
    cls: ABSOLUTE_LIMITS.cls,
    lcpMs: ABSOLUTE_LIMITS.lcpMs,
    firstPaintFromDocument: false,
  };
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
 * `finalPath` is the most common one; the SEO score is the lowest run's (its audits read the
 * served page, so a miss in any run is a miss), with that run's failed audits.
 */
export function medianOfRuns(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (key: keyof Omit<LighthouseRun, 'finalPath' | 'seoFailures'>) => median(runs.map((run) => run[key]));
  const seoRuns = runs.filter((run) => Number.isFinite(run.seo));
  const worstSeo = seoRuns.length ? seoRuns.reduce((worst, run) => (run.seo < worst.seo ? run : worst)) : undefined;
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.finalPath, (counts.get(run.finalPath) ?? 0) + 1);
  const finalPath = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return {
    performance: of('performance'),
    seo: worstSeo?.seo ?? NaN,
    seoFailures: worstSeo?.seoFailures ?? [],
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
  const seo = lhr.categories.seo;
  // Audits with no weight (manual checks, "not applicable") do not count towards the score.
  const seoFailures = (seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => lhr.audits[ref.id]?.title ?? ref.id);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    seo: Math.round((seo?.score ?? NaN) * 100),
    seoFailures,
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    siMs: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalPath: url.pathname + url.search,
  };
}

/**
 * Which targets the medians miss, e.g. `['FCP', 'score']`; empty when all are met. `firstPaint`
 * is what ends the median run's simulated first paint; an HTML-first page without one misses
 * `first paint`, since the bench cannot show that it ends with the document.
 */
export function missedTargets(page: LighthousePage, figures: LighthouseRun, anchor: AnchorFigures, firstPaint?: PaintPath): string[] {
  const targets = targetsFor(page, anchor);
  const missed: string[] = [];
  if (targets.fcpMs !== undefined && !(figures.fcpMs <= targets.fcpMs)) missed.push('FCP');
  if (!(figures.lcpMs <= targets.lcpMs)) missed.push('LCP');
  if (!(figures.performance >= targets.performance)) missed.push('score');
  if (!(figures.tbtMs <= targets.tbtMs)) missed.push('TBT');
  if (!(figures.cls <= targets.cls)) missed.push('CLS');
  if (targets.firstPaintFromDocument && !endsWithDocument(firstPaint)) missed.push('first paint');
  if (page.indexable && !(figures.seo >= SEO_TARGET)) missed.push('SEO');
  return missed;
}

/** The anchor's medians from its runs. */
export function anchorFigures(runs: readonly LighthouseRun[]): AnchorFigures {
  const figures = medianOfRuns(runs);
  return { performance: figures.performance, tbtMs: figures.tbtMs, fcpMs: figures.fcpMs, lcpMs: figures.lcpMs };
}

/**
 * Audits that summarise others (main-thread total, the LCP element itself) or repeat one as an
 * "insight"; the causes list keeps the specific diagnostic instead.
 */
const SUMMARY_AUDITS = new Set(['mainthread-work-breakdown', 'largest-contentful-paint-element']);

/** Weight that puts CLS next to milliseconds: a shift of 0.01 counts like 100 ms. */
const CLS_MS = 10_000;

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
      return { id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '', detail: firstItemLabel(audit.details), impact, savings };
    })
    .filter((cause) => cause.impact > 0)
    .sort((a, b) => b.impact - a.impact)
    .slice(0, count);
}

const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
/** Two decimals: the acceptance's paint margins are a few hundredths of a second apart. */
const seconds = (value: number) => (Number.isFinite(value) ? (value / 1000).toFixed(2) : '–');
const cls = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '–');
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

const signed = (value: number) => (Number.isFinite(value) ? `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value)).toLocaleString('en-US')}` : '–');
/** How far a time is past its target; under a millisecond keeps a decimal, so a miss never reads "+0 ms". */
const pastMs = (value: number) => (Number.isFinite(value) ? `+${value < 1 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms` : 'no figure');

/** One miss for the Result cell: the target's name and how far past it the median is. */
function missText(miss: string, figures: LighthouseRun, targets: LighthouseTargets, firstPaint: PaintPath | undefined): string {
  switch (miss) {
    case 'FCP':
      return `FCP (${pastMs(figures.fcpMs - (targets.fcpMs ?? NaN))})`;
    case 'LCP':
      return `LCP (${pastMs(figures.lcpMs - targets.lcpMs)})`;
    case 'TBT':
      return `TBT (${pastMs(figures.tbtMs - targets.tbtMs)})`;
    case 'score':
      return `score (${Number.isFinite(figures.performance) ? signed(figures.performance - targets.performance) : 'no figure'})`;
    case 'CLS':
      return `CLS (${Number.isFinite(figures.cls) ? `+${(figures.cls - targets.cls).toFixed(3)}` : 'no figure'})`;
    case 'first paint':
      return `first paint: ${paintEndLabel(firstPaint)}`;
    default:
      return miss;
  }
}

/**
 * The side-by-side table: per page, our medians beside the anchor's and the target (first and
 * largest paint in seconds, score, TBT), CLS against its limit, what the simulated first paint
 * waits for last, SEO, every run's score, and pass or the misses with how far past each target.
 */
export function formatLighthouseTable(rows: readonly LighthouseRow[], anchor: AnchorFigures): string {
  const lines = [
    '| Site | Page | FCP s | Anchor FCP | FCP target | LCP s | Anchor LCP | LCP target | Score | Anchor | Score target | TBT ms | Anchor TBT | TBT target | CLS | CLS target | First paint ends with (HTML first: document) | SEO (indexable: 100) | Runs (score) | CPU index | Result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const figures = medianOfRuns(row.runs);
    const targets = targetsFor(row.page, anchor);
    const firstPaint = row.paintPaths?.fcp;
    const missed = missedTargets(row.page, figures, anchor, firstPaint);
    const redirected = figures.finalPath && figures.finalPath !== row.page.path ? ` → \`${figures.finalPath}\`` : '';
    const score = Number.isFinite(figures.performance) ? String(Math.round(figures.performance)) : '–';
    const cells = [
      row.page.site,
      `${row.page.page} (\`${row.page.path}\`${redirected})`,
      seconds(figures.fcpMs),
      seconds(anchor.fcpMs),
      targets.fcpMs === undefined ? 'none' : `≤ ${seconds(targets.fcpMs)}`,
      seconds(figures.lcpMs),
      seconds(anchor.lcpMs),
      `≤ ${seconds(targets.lcpMs)}`,
      score,
      String(Math.round(anchor.performance)),
      `≥ ${Math.round(targets.performance)}`,
      ms(figures.tbtMs),
      ms(anchor.tbtMs),
      `≤ ${ms(targets.tbtMs)}`,
      cls(figures.cls),
      `≤ ${targets.cls}`,
      escapeCell(paintEndLabel(firstPaint)),
      Number.isFinite(figures.seo) ? `${figures.seo}${row.page.indexable ? '' : ' (not indexed)'}` : '–',
      row.runs.map((run) => run.performance).join(' '),
      ms(figures.benchmarkIndex),
      missed.length === 0 ? 'pass' : `miss: ${missed.map((miss) => escapeCell(missText(miss, figures, targets, firstPaint))).join(', ')}`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The metric whose savings show which audit holds a miss; a first paint that waits for more than the document is an FCP matter. */
const MISS_METRIC: Record<string, 'TBT' | 'LCP' | 'FCP' | 'CLS' | undefined> = {
  FCP: 'FCP',
  LCP: 'LCP',
  TBT: 'TBT',
  CLS: 'CLS',
  'first paint': 'FCP',
  score: undefined,
  SEO: undefined,
};

/** The audit that holds one miss: the largest savings on that metric (on the score: the largest overall). */
export function auditHolding(miss: string, causes: readonly LighthouseCause[]): LighthouseCause | undefined {
  const metric = MISS_METRIC[miss];
  if (!metric) return causes[0];
  return [...causes].filter((cause) => (cause.savings?.[metric] ?? 0) > 0).sort((a, b) => (b.savings?.[metric] ?? 0) - (a.savings?.[metric] ?? 0))[0];
}

const causeText = (cause: LighthouseCause) =>
  `${escapeCell(cause.title)}${cause.displayValue ? ` — ${escapeCell(cause.displayValue)}` : ''}${cause.detail ? ` (worst: \`${escapeCell(cause.detail).slice(0, 100)}\`)` : ''}`;

/** Per page that misses a target: each miss with the audit that holds it, from the median run. */
export function formatWhatToCut(rows: readonly LighthouseRow[], anchor: AnchorFigures): string {
  const sections: string[] = [];
  for (const row of rows) {
    const figures = medianOfRuns(row.runs);
    const missed = missedTargets(row.page, figures, anchor, row.paintPaths?.fcp);
    if (missed.length === 0) continue;
    const lines = missed.map((miss) => {
      if (miss === 'SEO') return `   - SEO ${figures.seo}: ${figures.seoFailures.map(escapeCell).join('; ') || 'no failed audit named'}`;
      const cause = auditHolding(miss, row.causes);
      const what = miss === 'first paint' ? `first paint ends with ${paintEndLabel(row.paintPaths?.fcp)}, not the document` : miss;
      return `   - ${what}: ${cause ? causeText(cause) : 'no failing audit with estimated savings on it (run-to-run noise or CPU contention)'}`;
    });
    const paths = [row.paintPaths?.fcp && formatPaintPath('first paint', row.paintPaths.fcp), row.paintPaths?.lcp && formatPaintPath('largest paint', row.paintPaths.lcp)].filter(Boolean);
    if (paths.length) lines.push(`   - simulated: ${paths.join('; ')}`);
    sections.push(`- **${row.page.site} ${row.page.page}** (\`${row.page.path}\`)`, ...lines);
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
  /** The anchor's runs, for its medians and scores in the doc's header. */
  anchorRuns: readonly LighthouseRun[];
  /** How long the whole bench took, e.g. "74.2 min". */
  duration: string;
  /** What was measured when it was not the acceptance's run (its pages, {@link ACCEPTANCE_RUNS} runs each); undefined on that run. */
  partial?: string;
  /** How the preview sent text files, e.g. "brotli, precompressed as a release ships them". */
  compression?: string;
}

/** Heading of the hand-written part of docs/lighthouse.md, which a new run keeps as it is. */
const NOTES_HEADING = '## Notes (hand-written, kept when the bench rewrites this file)';

/** The hand-written notes of an existing docs/lighthouse.md, from their heading on; '' when none. */
export function keptNotes(existingDoc: string): string {
  const start = existingDoc.indexOf(NOTES_HEADING);
  return start === -1 ? '' : existingDoc.slice(start).trimEnd();
}

/** The whole docs/lighthouse.md; `notes` (from {@link keptNotes}) goes at the end. */
export function formatLighthouseDoc(rows: readonly LighthouseRow[], meta: LighthouseDocMeta, notes = ''): string {
  const anchor = anchorFigures(meta.anchorRuns);
  return `# Lighthouse

Generated by \`npm run bench\` (\`BENCH_ONLY=lighthouse npm run bench\` runs only this part; \`-- --site main --page home,trade --runs 1\` a subset); edit only the Notes section at the end by hand.

- Date: ${meta.date}
- Machine: ${meta.machine}
- Browser: ${meta.chromium}, headless, through Lighthouse ${meta.lighthouse}
- Run: ${meta.partial ? `**partial** (${meta.partial})` : "the acceptance's pages (main's home, not-found, referral and trade; every other site's home)"}, ${meta.runsPerPage} runs per page, ${meta.duration} in all
- Anchor: a bare React 19 page (\`tools/bench/anchor/\`, one component, built by the same Vite and
  served by the same nginx config and compression) scored in the same run with the same settings,
  before the sites and, when more than one site is measured, again after them: median first paint ${seconds(anchor.fcpMs)} s, largest paint ${seconds(anchor.lcpMs)} s,
  score ${Math.round(anchor.performance)}, TBT ${ms(anchor.tbtMs)} ms (runs' scores: ${meta.anchorRuns.map((run) => run.performance).join(' ')}).
- Method: default mobile config (simulated slow 4G and 4× CPU slowdown), performance and SEO categories,
  each run in a fresh Chromium with a fresh profile, against \`npm run preview\` serving each site
  built as a release ships it (no mock toolbar${meta.compression ? `; text files sent as ${meta.compression}` : ''}) with the translation CDN base set to the page's
  own origin (as in production, one request per catalogue; main's registry CDN host does not
  resolve here). Each figure is the median of its own runs (the acceptance's is the median of
  ${ACCEPTANCE_RUNS}); "Runs" lists every run's score to show the spread.
- Targets (reported, never enforced), against the anchor's medians above. HTML first (home,
  not-found, referral and trade, on every site; the acceptance itself measures main's four and
  the other sites' home): first paint ≤ the anchor's${HTML_FIRST_TARGETS.fcpOverAnchorMs ? ` + ${HTML_FIRST_TARGETS.fcpOverAnchorMs} ms` : ''}, largest paint ≤ the anchor's +
  ${HTML_FIRST_TARGETS.lcpOverAnchorMs / 1000} s (trade + ${HTML_FIRST_TARGETS.chartLcpOverAnchorMs / 1000} s), score ≥ the anchor's − ${HTML_FIRST_TARGETS.scoreUnderAnchor}, TBT ≤ the anchor's +
  ${HTML_FIRST_TARGETS.tbtOverAnchorMs} ms, CLS ≤ ${HTML_FIRST_TARGETS.cls}, and the simulated first paint ends with the document.
  Account and futures, which the acceptance leaves out, keep looser targets: score ≥ the anchor's
  − ${LOOSE_TARGETS.page.scoreUnderAnchor} and TBT ≤ + ${LOOSE_TARGETS.page.tbtOverAnchorMs} ms (futures − ${LOOSE_TARGETS.chart.scoreUnderAnchor} and + ${LOOSE_TARGETS.chart.tbtOverAnchorMs} ms), CLS ≤ ${ABSOLUTE_LIMITS.cls}, largest paint ≤
  ${ABSOLUTE_LIMITS.lcpMs / 1000} s, no first-paint target. SEO 100 on the pages search engines index (home, trade,
  referral; the lowest run's score counts, since each run reads the same served head).
- "First paint ends with" is the request the median run's simulated first paint waits for last
  (Lighthouse's own Lantern graph, the slower of its two estimates): \`document\` when that is the
  page's own HTML, so the paint waits for no script, stylesheet or font (the main-thread tasks
  after it, its parse, layout, paint and inline scripts, fetch nothing). "CPU index" is Lighthouse's benchmarkIndex (median over the
  page's runs): a free desktop core scores about 1,500-2,000.

${formatLighthouseTable(rows, anchor)}

## Misses and the audit that holds each

From the median run of each page that misses a target (the audit with the largest estimated saving
on that metric; on the score, the largest overall). "Simulated" names what ends that run's first and
largest paints in Lighthouse's own simulation (the slower of its two estimates; the reported metric
averages both): the last request or task of the paint's graph, with the bytes the graph waits for.

${formatWhatToCut(rows, anchor)}
${notes ? `\n${notes}\n` : ''}`;
}
