import {
  ACCEPTANCE_RUNS,
  anchorFigures,
  auditHolding,
  firstItemLabel,
  formatLighthouseDoc,
  formatLighthouseTable,
  formatWhatToCut,
  keptNotes,
  lighthousePages,
  median,
  medianOfRuns,
  medianRunIndex,
  missedTargets,
  PAGE_NAMES,
  runFromLhr,
  targetsFor,
  topCauses,
  type AnchorFigures,
  type AuditLike,
  type LighthousePage,
  type LighthouseRow,
  type LighthouseRun,
} from './lighthouse-table';
import type { PaintPath } from './paint-path';

const home: LighthousePage = { site: 'main', page: 'home', path: '/', chart: false, indexable: true, htmlFirst: true };
const notFound: LighthousePage = { site: 'main', page: 'not-found', path: '/no-such-page', chart: false, indexable: false, htmlFirst: true };
const referral: LighthousePage = { site: 'main', page: 'referral', path: '/referral', chart: false, indexable: true, htmlFirst: true };
const trade: LighthousePage = { site: 'main', page: 'trade', path: '/trade/BTC_USDT', chart: true, indexable: true, htmlFirst: true };
const account: LighthousePage = { site: 'main', page: 'account', path: '/myaccount/security', chart: false, indexable: false, htmlFirst: false, loginAs: 'user' };
const futures: LighthousePage = { site: 'main', page: 'futures', path: '/futures/usdt/BTC_USDT', chart: true, indexable: false, htmlFirst: false };

/** The anchor's medians in the same run. */
const anchor: AnchorFigures = { performance: 99, tbtMs: 10, fcpMs: 1500, lcpMs: 1700 };

/** A run that meets every HTML-first target against {@link anchor}. */
function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return { performance: 98, seo: 100, seoFailures: [], tbtMs: 120, cls: 0.005, lcpMs: 1800, fcpMs: 1400, siMs: 1500, benchmarkIndex: 1800, finalPath: '/', ...overrides };
}

function audit(overrides: Partial<AuditLike> & { id: string }): AuditLike {
  return { title: overrides.id, score: 0, scoreDisplayMode: 'metricSavings', ...overrides };
}

/** A first paint that waits for nothing but the page's HTML. */
const fromDocument: PaintPath = { timeMs: 1450, endsWith: 'a main-thread task (40 ms at 4×)', graphBytes: 9000, lastRequest: { name: 'localhost:27301', resourceType: 'Document', document: true } };
/** A first paint that waits for a script after the HTML. */
const fromScript: PaintPath = {
  timeMs: 1964,
  endsWith: '/assets/first-load-libs-a.js',
  bytes: 97184,
  graphBytes: 145000,
  lastRequest: { name: '/assets/first-load-libs-a.js', resourceType: 'Script', document: false },
};

describe('which pages: the "HTML first" acceptance by default', () => {
  it('measures main\'s home, not-found, referral and trade, and home on every other site', () => {
    const pages = lighthousePages(['main', 'eu', 'us']);
    expect(pages.map((p) => `${p.site}:${p.path}`)).toEqual(['main:/', 'main:/no-such-page', 'main:/referral', 'main:/trade/BTC_USDT', 'eu:/', 'us:/']);
  });

  it('takes the median of 5 runs per page', () => {
    expect(ACCEPTANCE_RUNS).toBe(5);
  });

  it('leaves out what a site hides', () => {
    expect(lighthousePages(['main'], undefined, (_site, path) => path === '/referral').map((p) => p.page)).toEqual(['home', 'not-found', 'trade']);
  });

  it('measures any other page when asked (--page), on every site asked for', () => {
    const pages = lighthousePages(['main', 'eu'], PAGE_NAMES, (site, path) => site === 'eu' && path.startsWith('/futures'));
    expect(pages.map((p) => `${p.site}:${p.page}`)).toEqual([
      'main:home',
      'main:not-found',
      'main:referral',
      'main:account',
      'main:trade',
      'main:futures',
      'eu:home',
      'eu:not-found',
      'eu:referral',
      'eu:account',
      'eu:trade',
    ]);
    expect(lighthousePages(['hk'], ['home', 'trade']).map((p) => p.path)).toEqual(['/', '/trade/BTC_USDT']);
  });

  it('holds home, not-found, referral and trade to the HTML-first targets on every site; account and futures to the looser ones', () => {
    const pages = lighthousePages(['main', 'eu'], PAGE_NAMES);
    expect(pages.filter((p) => p.htmlFirst).map((p) => `${p.site}:${p.page}`)).toEqual([
      'main:home',
      'main:not-found',
      'main:referral',
      'main:trade',
      'eu:home',
      'eu:not-found',
      'eu:referral',
      'eu:trade',
    ]);
  });
});

describe('the HTML-first targets, each at its exact boundary', () => {
  const pass = (page: LighthousePage, figures: Partial<LighthouseRun>) => missedTargets(page, run(figures), anchor, fromDocument);

  it('passes a page that meets every target', () => {
    for (const page of [home, notFound, referral, trade]) expect(pass(page, {})).toEqual([]);
  });

  it('first paint: at the anchor\'s passes, 1 ms later misses', () => {
    expect(pass(home, { fcpMs: anchor.fcpMs })).toEqual([]);
    expect(pass(home, { fcpMs: anchor.fcpMs + 1 })).toEqual(['FCP']);
    expect(pass(trade, { fcpMs: anchor.fcpMs + 1 })).toEqual(['FCP']);
  });

  it('largest paint: the anchor\'s + 150 ms passes, + 151 ms misses', () => {
    for (const page of [home, notFound, referral]) {
      expect(pass(page, { lcpMs: anchor.lcpMs + 150 })).toEqual([]);
      expect(pass(page, { lcpMs: anchor.lcpMs + 151 })).toEqual(['LCP']);
    }
  });

  it('largest paint on trade: the anchor\'s + 500 ms passes, + 501 ms misses', () => {
    expect(pass(trade, { lcpMs: anchor.lcpMs + 500 })).toEqual([]);
    expect(pass(trade, { lcpMs: anchor.lcpMs + 501 })).toEqual(['LCP']);
    expect(pass({ ...trade, site: 'eu' }, { lcpMs: anchor.lcpMs + 500 })).toEqual([]);
  });

  it('score: the anchor\'s − 2 passes, − 3 misses', () => {
    expect(pass(home, { performance: anchor.performance - 2 })).toEqual([]);
    expect(pass(home, { performance: anchor.performance - 3 })).toEqual(['score']);
    expect(pass(trade, { performance: anchor.performance - 3 })).toEqual(['score']);
  });

  it('TBT: the anchor\'s + 150 ms passes, + 151 ms misses', () => {
    expect(pass(home, { tbtMs: anchor.tbtMs + 150 })).toEqual([]);
    expect(pass(home, { tbtMs: anchor.tbtMs + 151 })).toEqual(['TBT']);
    expect(pass(trade, { tbtMs: anchor.tbtMs + 151 })).toEqual(['TBT']);
  });

  it('CLS: 0.01 passes, 0.011 misses', () => {
    expect(pass(home, { cls: 0.01 })).toEqual([]);
    expect(pass(home, { cls: 0.011 })).toEqual(['CLS']);
    expect(pass(trade, { cls: 0.011 })).toEqual(['CLS']);
  });

  it('a first paint that ends with a script misses; one the bench could not simulate does not show the document either', () => {
    expect(missedTargets(home, run(), anchor, fromScript)).toEqual(['first paint']);
    expect(missedTargets(trade, run(), anchor, fromScript)).toEqual(['first paint']);
    expect(missedTargets(home, run(), anchor, undefined)).toEqual(['first paint']);
  });

  it('names every target a page misses', () => {
    const all = run({ fcpMs: anchor.fcpMs + 1, lcpMs: anchor.lcpMs + 151, performance: anchor.performance - 3, tbtMs: anchor.tbtMs + 151, cls: 0.011 });
    expect(missedTargets(home, all, anchor, fromScript)).toEqual(['FCP', 'LCP', 'score', 'TBT', 'CLS', 'first paint']);
  });

  it('moves with the anchor measured in the same run: its medians of the first and largest paint too', () => {
    const slow = anchorFigures([
      run({ performance: 90, tbtMs: 200, fcpMs: 1900, lcpMs: 2300 }),
      run({ performance: 92, tbtMs: 100, fcpMs: 1700, lcpMs: 2100 }),
      run({ performance: 91, tbtMs: 150, fcpMs: 1800, lcpMs: 2200 }),
    ]);
    expect(slow).toEqual({ performance: 91, tbtMs: 150, fcpMs: 1800, lcpMs: 2200 });
    expect(targetsFor(home, slow)).toEqual({ performance: 89, tbtMs: 300, cls: 0.01, fcpMs: 1800, lcpMs: 2350, firstPaintFromDocument: true });
    expect(missedTargets(home, run({ performance: 89, tbtMs: 300, fcpMs: 1800, lcpMs: 2350 }), slow, fromDocument)).toEqual([]);
  });

  it('counts a missing figure as missed', () => {
    expect(pass(home, { fcpMs: NaN })).toEqual(['FCP']);
    expect(missedTargets(home, run(), { ...anchor, lcpMs: NaN }, fromDocument)).toEqual(['LCP']);
  });
});

describe('the looser targets of account and futures, which the acceptance leaves out', () => {
  it('asks account for the anchor − 3 and + 150 ms, futures for − 8 and + 300 ms, CLS ≤ 0.05 and LCP ≤ 2.5 s; no first-paint target', () => {
    expect(targetsFor(account, anchor)).toEqual({ performance: 96, tbtMs: 160, cls: 0.05, lcpMs: 2500, firstPaintFromDocument: false });
    expect(targetsFor(futures, anchor)).toEqual({ performance: 91, tbtMs: 310, cls: 0.05, lcpMs: 2500, firstPaintFromDocument: false });
  });

  it('counts values exactly on a limit as met and one step past it as missed', () => {
    expect(missedTargets(account, run({ performance: 96, tbtMs: 160, cls: 0.05, lcpMs: 2500, fcpMs: 9000 }), anchor, fromScript)).toEqual([]);
    expect(missedTargets(account, run({ performance: 95, tbtMs: 161, cls: 0.051, lcpMs: 2501 }), anchor, fromScript)).toEqual(['LCP', 'score', 'TBT', 'CLS']);
    expect(missedTargets(futures, run({ performance: 91, tbtMs: 310 }), anchor)).toEqual([]);
    expect(missedTargets(futures, run({ performance: 90 }), anchor)).toEqual(['score']);
  });
});

describe('medians', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes each figure’s median on its own, so one slow run does not set them all', () => {
    const runs = [
      run({ performance: 60, tbtMs: 900, cls: 0 }),
      run({ performance: 90, tbtMs: 300, cls: 0.2 }),
      run({ performance: 80, tbtMs: 100, cls: 0.1 }),
    ];
    expect(medianOfRuns(runs)).toMatchObject({ performance: 80, tbtMs: 300, cls: 0.1 });
  });

  it('keeps the final path most runs ended on', () => {
    const runs = [run({ finalPath: '/login' }), run({ finalPath: '/referral' }), run({ finalPath: '/login' })];
    expect(medianOfRuns(runs).finalPath).toBe('/login');
  });

  it('finds the run with the median performance score for its report', () => {
    expect(medianRunIndex([run({ performance: 70 }), run({ performance: 50 }), run({ performance: 60 })])).toBe(2);
    expect(medianRunIndex([])).toBe(-1);
  });
});

describe('SEO on the indexable pages', () => {
  it('home, referral and trade are indexable; not-found, account and futures are not', () => {
    expect(lighthousePages(['main'], PAGE_NAMES).filter((p) => p.indexable).map((p) => p.page)).toEqual(['home', 'referral', 'trade']);
  });

  it('misses at 99 on an indexable page, passes at 100, and is no target where the page is not indexed', () => {
    expect(missedTargets(home, run({ seo: 100 }), anchor, fromDocument)).toEqual([]);
    expect(missedTargets(home, run({ seo: 99 }), anchor, fromDocument)).toEqual(['SEO']);
    expect(missedTargets(trade, run({ seo: NaN }), anchor, fromDocument)).toEqual(['SEO']);
    expect(missedTargets(account, run({ seo: 60 }), anchor)).toEqual([]);
  });

  it('counts the lowest run, names its failed audits in the misses list, and shows the score in the table', () => {
    const runs = [run({ seo: 100 }), run({ seo: 92, seoFailures: ['Page is blocked from indexing'] }), run({ seo: 100 })];
    expect(medianOfRuns(runs)).toMatchObject({ seo: 92, seoFailures: ['Page is blocked from indexing'] });
    const rows: LighthouseRow[] = [{ page: home, runs, causes: [], paintPaths: { fcp: fromDocument } }];
    expect(formatWhatToCut(rows, anchor)).toContain('SEO 92: Page is blocked from indexing');
    expect(formatLighthouseTable(rows, anchor)).toMatch(/\| 92 \|.*miss: SEO \|$/);
    expect(formatLighthouseTable([{ page: account, runs: [run({ seo: 69 })], causes: [] }], anchor)).toContain('69 (not indexed)');
  });
});

describe('runFromLhr', () => {
  it('reads the score as 0-100 and the metrics from their audits', () => {
    const figures = runFromLhr({
      finalDisplayedUrl: 'http://localhost:47301/login?next=%2Freferral',
      categories: {
        performance: { score: 0.934 },
        seo: {
          score: 0.92,
          auditRefs: [
            { id: 'canonical', weight: 1 },
            { id: 'hreflang', weight: 1 },
            { id: 'structured-data', weight: 0 },
          ],
        },
      },
      environment: { benchmarkIndex: 1234.5 },
      audits: {
        canonical: { score: 0, title: 'Document does not have a valid `rel=canonical`' },
        hreflang: { score: 1, title: 'Document has a valid `hreflang`' },
        'structured-data': { score: 0, title: 'Structured data is valid' },
        'total-blocking-time': { numericValue: 150 },
        'cumulative-layout-shift': { numericValue: 0.02 },
        'largest-contentful-paint': { numericValue: 2100 },
        'first-contentful-paint': { numericValue: 1100 },
        'speed-index': { numericValue: 1900 },
      },
    });
    expect(figures).toEqual({
      performance: 93,
      seo: 92,
      // Only audits that weigh on the score: the manual structured-data check is left out.
      seoFailures: ['Document does not have a valid `rel=canonical`'],
      tbtMs: 150,
      cls: 0.02,
      lcpMs: 2100,
      fcpMs: 1100,
      siMs: 1900,
      benchmarkIndex: 1234.5,
      finalPath: '/login?next=%2Freferral',
    });
  });
});

describe('topCauses', () => {
  const audits: Record<string, AuditLike> = {
    'bootup-time': audit({
      id: 'bootup-time',
      title: 'Reduce JavaScript execution time',
      displayValue: '2.1 s',
      metricSavings: { TBT: 900 },
      details: { type: 'table', items: [{ url: 'http://localhost:47301/assets/index-abc.js', total: 1200 }] },
    }),
    'layout-shifts': audit({
      id: 'layout-shifts',
      title: 'Avoid large layout shifts',
      metricSavings: { CLS: 0.13 },
      details: { type: 'table', items: [{ node: { type: 'node', nodeLabel: 'Markets table', snippet: '<table>' } }] },
    }),
    'unused-javascript': audit({ id: 'unused-javascript', title: 'Reduce unused JavaScript', metricSavings: { FCP: 300, LCP: 450 } }),
    'render-blocking-resources': audit({ id: 'render-blocking-resources', title: 'Eliminate render-blocking resources', metricSavings: { FCP: 200, LCP: 200 } }),
    'render-blocking-insight': audit({ id: 'render-blocking-insight', title: 'Render blocking requests', metricSavings: { FCP: 5000 } }),
    'mainthread-work-breakdown': audit({ id: 'mainthread-work-breakdown', title: 'Minimize main-thread work', metricSavings: { TBT: 5000 } }),
    'passing-audit': audit({ id: 'passing-audit', score: 0.95, metricSavings: { TBT: 5000 } }),
    'no-savings': audit({ id: 'no-savings', score: 0, metricSavings: { LCP: 0 } }),
    'first-contentful-paint': audit({ id: 'first-contentful-paint', score: 0.2, scoreDisplayMode: 'numeric' }),
  };

  it('ranks failing audits by estimated savings, CLS weighted so 0.01 is 100 ms', () => {
    expect(topCauses(audits).map((cause) => cause.id)).toEqual(['layout-shifts', 'bootup-time', 'unused-javascript']);
    expect(topCauses(audits, 5).map((cause) => cause.impact)).toEqual([1300, 900, 750, 400]);
  });

  it('names the worst script by path and the worst element by its tag', () => {
    const [shift, bootup] = topCauses(audits);
    expect(shift.detail).toBe('<table>');
    expect(bootup.detail).toBe('/assets/index-abc.js');
  });

  it('reads the first item inside a list of tables (the LCP element audit’s shape)', () => {
    const details = { type: 'list', items: [{ type: 'table', items: [{ node: { snippet: '<h1 class="hero">' } }] }] };
    expect(firstItemLabel(details)).toBe('<h1 class="hero">');
    expect(firstItemLabel({ type: 'table', items: [{ node: { nodeLabel: 'Markets' } }] })).toBe('Markets');
    expect(firstItemLabel({ type: 'table', items: [] })).toBeUndefined();
  });
});

describe('formatting', () => {
  const rows: LighthouseRow[] = [
    { page: home, runs: [run(), run({ performance: 99 }), run({ performance: 97 })], causes: [], paintPaths: { fcp: fromDocument } },
    {
      page: trade,
      runs: [run({ performance: 70, tbtMs: 900, lcpMs: 3100, fcpMs: 1964, finalPath: '/trade/BTC_USDT' })],
      causes: [
        { id: 'bootup-time', title: 'Reduce JavaScript execution time', displayValue: '2.1 s', detail: '/assets/chart.js', impact: 900, savings: { TBT: 900 } },
        { id: 'render-blocking-resources', title: 'Eliminate render-blocking resources', displayValue: '', detail: '/assets/index.css', impact: 400, savings: { LCP: 300, FCP: 100 } },
      ],
      paintPaths: { fcp: fromScript, lcp: { timeMs: 2114, endsWith: 'a main-thread task (96 ms at 4×)', graphBytes: 163000 } },
    },
  ];
  const anchorRuns = [run({ performance: 99, tbtMs: 10, fcpMs: 1500, lcpMs: 1700 })];
  const meta = { date: '2026-11-22 08:00 UTC', machine: '2 × Test CPU', chromium: 'Chromium 156', lighthouse: '12.8.2', runsPerPage: 5, anchorRuns, duration: '3.0 min' };

  it('puts each page\'s first and largest paint beside the anchor\'s, in seconds with two decimals, then score and TBT beside theirs with the targets', () => {
    const table = formatLighthouseTable(rows, anchor);
    expect(table.split('\n')[0]).toBe(
      '| Site | Page | FCP s | Anchor FCP | FCP target | LCP s | Anchor LCP | LCP target | Score | Anchor | Score target | TBT ms | Anchor TBT | TBT target | CLS | CLS target | First paint ends with (HTML first: document) | SEO (indexable: 100) | Runs (score) | CPU index | Result |',
    );
    expect(table).toContain('| main | home (`/`) | 1.40 | 1.50 | ≤ 1.50 | 1.80 | 1.70 | ≤ 1.85 | 98 | 99 | ≥ 97 | 120 | 10 | ≤ 160 | 0.005 | ≤ 0.01 | document | 100 | 98 99 97 | 1,800 | pass |');
    expect(table).toContain('| main | trade (`/trade/BTC_USDT`) | 1.96 | 1.50 | ≤ 1.50 | 3.10 | 1.70 | ≤ 2.20 | 70 | 99 | ≥ 97 | 900 | 10 | ≤ 160 |');
  });

  it('names each target a page misses and how far past it, the first paint by what it waits for', () => {
    expect(formatLighthouseTable(rows, anchor)).toContain(
      '| miss: FCP (+464 ms), LCP (+900 ms), score (−27), TBT (+740 ms), first paint: `/assets/first-load-libs-a.js` (Script) |',
    );
  });

  it('shows a first paint 1 ms past the anchor\'s as a miss, though both read the same in seconds', () => {
    const table = formatLighthouseTable([{ page: home, runs: [run({ fcpMs: 1501 })], causes: [], paintPaths: { fcp: fromDocument } }], anchor);
    expect(table).toContain('| 1.50 | 1.50 | ≤ 1.50 |');
    expect(table).toContain('| miss: FCP (+1 ms) |');
  });

  it('names what ends every page\'s first paint, and counts it only on the HTML-first pages', () => {
    const table = formatLighthouseTable(
      [
        { page: account, runs: [run({ finalPath: '/myaccount/security' })], causes: [], paintPaths: { fcp: fromScript } },
        { page: notFound, runs: [run({ finalPath: '/no-such-page' })], causes: [] },
      ],
      anchor,
    );
    expect(table).toContain('| main | account (`/myaccount/security`) | 1.40 | 1.50 | none | 1.80 | 1.70 | ≤ 2.50 | 98 | 99 | ≥ 96 | 120 | 10 | ≤ 160 | 0.005 | ≤ 0.05 | `/assets/first-load-libs-a.js` (Script) |');
    expect(table).toMatch(/\| main \| account .*\| pass \|$/m);
    expect(table).toMatch(/\| main \| not-found .*\| not simulated \|.*\| miss: first paint: not simulated \|$/m);
  });

  it('shows where a page redirected to', () => {
    const table = formatLighthouseTable([{ page: referral, runs: [run({ finalPath: '/login' })], causes: [], paintPaths: { fcp: fromDocument } }], anchor);
    expect(table).toContain('referral (`/referral` → `/login`)');
  });

  it('names the audit that holds each miss, only for pages that miss', () => {
    const list = formatWhatToCut(rows, anchor);
    expect(list).toContain('**main trade** (`/trade/BTC_USDT`)');
    expect(list).toContain('   - FCP: Eliminate render-blocking resources (worst: `/assets/index.css`)');
    expect(list).toContain('   - TBT: Reduce JavaScript execution time — 2.1 s (worst: `/assets/chart.js`)');
    expect(list).toContain('   - LCP: Eliminate render-blocking resources (worst: `/assets/index.css`)');
    expect(list).toContain('   - score: Reduce JavaScript execution time');
    expect(list).toContain('   - first paint ends with `/assets/first-load-libs-a.js` (Script), not the document: Eliminate render-blocking resources');
    expect(list).not.toContain('main home');
    expect(formatWhatToCut(rows.slice(0, 1), anchor)).toBe('Every page meets its targets.');
    expect(auditHolding('CLS', rows[1].causes)).toBeUndefined();
  });

  it('names what ends the median run\'s simulated paints under a page that misses', () => {
    expect(formatWhatToCut(rows, anchor)).toContain(
      '   - simulated: first paint 2.0 s, ends with the download of `/assets/first-load-libs-a.js` (95 KB of the 142 KB it waits for); largest paint 2.1 s, ends with a main-thread task (96 ms at 4×)',
    );
    expect(formatWhatToCut(rows.slice(0, 1), anchor)).not.toContain('simulated:');
  });

  it('puts the date, CPU, run kind, the anchor\'s medians and the targets above the table in the doc', () => {
    const doc = formatLighthouseDoc(rows, { ...meta, partial: "sites main; the acceptance's pages; 1 run per page" });
    expect(doc).toMatch(/^# Lighthouse\n/);
    expect(doc).toContain('- Date: 2026-11-22 08:00 UTC');
    expect(doc).toContain('- Machine: 2 × Test CPU');
    expect(doc).toContain('- Browser: Chromium 156, headless, through Lighthouse 12.8.2');
    expect(doc).toContain("**partial** (sites main; the acceptance's pages; 1 run per page)");
    expect(doc).toContain('median first paint 1.50 s, largest paint 1.70 s,\n  score 99, TBT 10 ms');
    expect(doc).toContain('first paint ≤ the anchor\'s, largest paint ≤ the anchor\'s +\n  0.15 s (trade + 0.5 s), score ≥ the anchor\'s − 2, TBT ≤ the anchor\'s +\n  150 ms, CLS ≤ 0.01, and the simulated first paint ends with the document.');
    expect(doc).toContain('Account and futures, which the acceptance leaves out, keep looser targets');
    expect(doc).toContain('## Misses and the audit that holds each');
    expect(formatLighthouseDoc(rows, meta)).toContain("the acceptance's pages (main's home, not-found, referral and trade; every other site's home), 5 runs per page, 3.0 min in all");
  });

  it('says how the preview compressed what it sent', () => {
    expect(formatLighthouseDoc(rows, { ...meta, compression: 'brotli, precompressed as a release ships them' })).toContain(
      '(no mock toolbar; text files sent as brotli, precompressed as a release ships them)',
    );
  });

  it('keeps the hand-written notes of the previous doc at the end of the new one', () => {
    const previous = formatLighthouseDoc(rows, meta, '## Notes (hand-written, kept when the bench rewrites this file)\n\nThe CSS is all @font-face rules.');
    const notes = keptNotes(previous);
    expect(notes).toBe('## Notes (hand-written, kept when the bench rewrites this file)\n\nThe CSS is all @font-face rules.');
    expect(formatLighthouseDoc(rows, meta, notes).endsWith('The CSS is all @font-face rules.\n')).toBe(true);
    expect(keptNotes('# Lighthouse\n\nno notes yet')).toBe('');
  });
});
