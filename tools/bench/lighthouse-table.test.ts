import {
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
  type AuditLike,
  type LighthousePage,
  type LighthouseRow,
  type LighthouseRun,
} from './lighthouse-table';

const home: LighthousePage = { site: 'main', page: 'home', path: '/', chart: false, indexable: true };
const trade: LighthousePage = { site: 'main', page: 'trade', path: '/trade/BTC_USDT', chart: true, indexable: true };
const account: LighthousePage = { site: 'main', page: 'account', path: '/myaccount/security', chart: false, indexable: false, loginAs: 'user' };

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return { performance: 97, seo: 100, seoFailures: [], tbtMs: 120, cls: 0.01, lcpMs: 1800, fcpMs: 1200, siMs: 1500, benchmarkIndex: 1800, finalPath: '/', ...overrides };
}

function audit(overrides: Partial<AuditLike> & { id: string }): AuditLike {
  return { title: overrides.id, score: 0, scoreDisplayMode: 'metricSavings', ...overrides };
}

const anchor = { performance: 99, tbtMs: 10 };

describe('lighthousePages', () => {
  it('measures every page of every site in order, leaving out what a site hides', () => {
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
    expect(pages.filter((p) => p.chart).map((p) => `${p.site}:${p.page}`)).toEqual(['main:trade', 'main:futures', 'eu:trade']);
  });

  it('takes a subset of pages (--page home,trade)', () => {
    expect(lighthousePages(['hk'], ['home', 'trade']).map((p) => p.path)).toEqual(['/', '/trade/BTC_USDT']);
  });
});

describe('targets relative to the anchor', () => {
  it('asks pages for the anchor − 3 and + 150 ms, chart pages for − 8 and + 300 ms, CLS and LCP everywhere', () => {
    expect(targetsFor(home, anchor)).toEqual({ performance: 96, tbtMs: 160, cls: 0.05, lcpMs: 2500 });
    expect(targetsFor(trade, anchor)).toEqual({ performance: 91, tbtMs: 310, cls: 0.05, lcpMs: 2500 });
  });

  it('counts values exactly on a limit as met and one step past it as missed', () => {
    expect(missedTargets(home, run({ performance: 96, tbtMs: 160, cls: 0.05, lcpMs: 2500 }), anchor)).toEqual([]);
    expect(missedTargets(home, run({ performance: 95, tbtMs: 161, cls: 0.051, lcpMs: 2501 }), anchor)).toEqual(['performance', 'TBT', 'CLS', 'LCP']);
    expect(missedTargets(trade, run({ performance: 91, tbtMs: 310 }), anchor)).toEqual([]);
    expect(missedTargets(trade, run({ performance: 90 }), anchor)).toEqual(['performance']);
  });

  it('moves with the anchor: a slower machine lowers both', () => {
    const slow = anchorFigures([run({ performance: 90, tbtMs: 200 }), run({ performance: 92, tbtMs: 100 }), run({ performance: 91, tbtMs: 150 })]);
    expect(slow).toEqual({ performance: 91, tbtMs: 150 });
    expect(missedTargets(home, run({ performance: 88, tbtMs: 300 }), slow)).toEqual([]);
  });

  it('counts a missing figure as missed', () => {
    expect(missedTargets(home, run({ tbtMs: NaN }), anchor)).toEqual(['TBT']);
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
    expect(lighthousePages(['main']).filter((p) => p.indexable).map((p) => p.page)).toEqual(['home', 'referral', 'trade']);
  });

  it('misses at 99 on an indexable page, passes at 100, and is no target where the page is not indexed', () => {
    expect(missedTargets(home, run({ seo: 100 }), anchor)).toEqual([]);
    expect(missedTargets(home, run({ seo: 99 }), anchor)).toEqual(['SEO']);
    expect(missedTargets(trade, run({ seo: NaN }), anchor)).toEqual(['SEO']);
    expect(missedTargets(account, run({ seo: 60 }), anchor)).toEqual([]);
  });

  it('counts the lowest run, names its failed audits in the misses list, and shows the score in the table', () => {
    const runs = [run({ seo: 100 }), run({ seo: 92, seoFailures: ['Page is blocked from indexing'] }), run({ seo: 100 })];
    expect(medianOfRuns(runs)).toMatchObject({ seo: 92, seoFailures: ['Page is blocked from indexing'] });
    const rows: LighthouseRow[] = [{ page: home, runs, causes: [] }];
    expect(formatWhatToCut(rows, anchor)).toContain('SEO 92: Page is blocked from indexing');
    expect(formatLighthouseTable(rows, anchor)).toMatch(/\| 92 \|.*miss: SEO/);
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
    { page: home, runs: [run(), run({ performance: 98 }), run({ performance: 96 })], causes: [] },
    {
      page: trade,
      runs: [run({ performance: 70, tbtMs: 900, lcpMs: 3100, finalPath: '/trade/BTC_USDT' })],
      causes: [
        { id: 'bootup-time', title: 'Reduce JavaScript execution time', displayValue: '2.1 s', detail: '/assets/chart.js', impact: 900, savings: { TBT: 900 } },
        { id: 'render-blocking-resources', title: 'Eliminate render-blocking resources', displayValue: '', detail: '/assets/index.css', impact: 400, savings: { LCP: 300, FCP: 100 } },
      ],
    },
  ];
  const meta = { date: '2026-11-22 08:00 UTC', machine: '2 × Test CPU', chromium: 'Chromium 156', lighthouse: '12.8.2', runsPerPage: 5, anchorRuns: [run({ performance: 99, tbtMs: 10 })], duration: '3.0 min' };

  it('prints ours and the anchor side by side with the gap, the target and pass or miss', () => {
    const table = formatLighthouseTable(rows, anchor);
    expect(table).toContain('| main | home (`/`) | 97 | 99 | −2 | ≥ 96 | 120 | 10 | +110 | ≤ 160 | 0.010 | 1.8 s | 1.2 s | 100 | 97 98 96 | 1,800 | pass |');
    expect(table).toContain('| main | trade (`/trade/BTC_USDT`) | 70 | 99 | −29 | ≥ 91 | 900 | 10 | +890 | ≤ 310 |');
    expect(table).toContain('| miss: performance, TBT, LCP |');
  });

  it('shows where a page redirected to', () => {
    const table = formatLighthouseTable([{ page: { ...home, page: 'referral', path: '/referral' }, runs: [run({ finalPath: '/login' })], causes: [] }], anchor);
    expect(table).toContain('referral (`/referral` → `/login`)');
  });

  it('names the audit that holds each miss, only for pages that miss', () => {
    const list = formatWhatToCut(rows, anchor);
    expect(list).toContain('**main trade** (`/trade/BTC_USDT`)');
    expect(list).toContain('   - TBT: Reduce JavaScript execution time — 2.1 s (worst: `/assets/chart.js`)');
    expect(list).toContain('   - LCP: Eliminate render-blocking resources (worst: `/assets/index.css`)');
    expect(list).toContain('   - performance: Reduce JavaScript execution time');
    expect(list).not.toContain('main home');
    expect(formatWhatToCut(rows.slice(0, 1), anchor)).toBe('Every page meets its targets.');
    expect(auditHolding('CLS', rows[1].causes)).toBeUndefined();
  });

  it('names what ends the median run\'s simulated paints under a page that misses', () => {
    const withPaths = rows.map((row, index) =>
      index === 1
        ? {
            ...row,
            paintPaths: {
              fcp: { timeMs: 1964, endsWith: '/assets/first-load-libs-a.js', bytes: 97184, graphBytes: 145000 },
              lcp: { timeMs: 2114, endsWith: 'a main-thread task (96 ms at 4×)', graphBytes: 163000 },
            },
          }
        : row,
    );
    const list = formatWhatToCut(withPaths, anchor);
    expect(list).toContain(
      '   - simulated: first paint 2.0 s, ends with the download of `/assets/first-load-libs-a.js` (95 KB of the 142 KB it waits for); largest paint 2.1 s, ends with a main-thread task (96 ms at 4×)',
    );
    expect(formatWhatToCut(rows, anchor)).not.toContain('simulated:');
  });

  it('puts the date, CPU, run kind and the anchor above the table in the doc', () => {
    const doc = formatLighthouseDoc(rows, { ...meta, partial: 'sites main; pages home, trade; 1 run per page' });
    expect(doc).toMatch(/^# Lighthouse\n/);
    expect(doc).toContain('- Date: 2026-11-22 08:00 UTC');
    expect(doc).toContain('- Machine: 2 × Test CPU');
    expect(doc).toContain('- Browser: Chromium 156, headless, through Lighthouse 12.8.2');
    expect(doc).toContain('**partial** (sites main; pages home, trade; 1 run per page)');
    expect(doc).toContain('median score 99, TBT 10 ms');
    expect(doc).toContain('## Misses and the audit that holds each');
    expect(formatLighthouseDoc(rows, meta)).toContain('full matrix (every site, every page), 5 runs per page, 3.0 min in all');
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
