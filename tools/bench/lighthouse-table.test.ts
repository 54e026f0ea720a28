import {
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
  runFromLhr,
  targetsFor,
  topCauses,
  type AuditLike,
  type LighthousePage,
  type LighthouseRow,
  type LighthouseRun,
} from './lighthouse-table';

const home: LighthousePage = { site: 'main', page: 'home', path: '/', chart: false };
const trade: LighthousePage = { site: 'main', page: 'trade', path: '/trade/BTC_USDT', chart: true };

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return { performance: 97, tbtMs: 120, cls: 0.01, lcpMs: 1800, fcpMs: 1200, siMs: 1500, benchmarkIndex: 1800, finalPath: '/', ...overrides };
}

function audit(overrides: Partial<AuditLike> & { id: string }): AuditLike {
  return { title: overrides.id, score: 0, scoreDisplayMode: 'metricSavings', ...overrides };
}

describe('lighthousePages', () => {
  it('measures home, trade, not-found and referral on main and only the home elsewhere', () => {
    const pages = lighthousePages(['main', 'turkey', 'eu', 'us', 'hk', 'japan']);
    expect(pages.map((p) => `${p.site}${p.path}`)).toEqual([
      'main/',
      'main/trade/BTC_USDT',
      'main/no-such-page',
      'main/referral',
      'turkey/',
      'eu/',
      'us/',
      'hk/',
      'japan/',
    ]);
    expect(pages.filter((p) => p.chart).map((p) => p.page)).toEqual(['trade']);
  });
});

describe('targets', () => {
  it('asks 95 of pages without the chart and 90 of trade, with the same TBT and CLS limits', () => {
    expect(targetsFor(home)).toEqual({ performance: 95, tbtMs: 200, cls: 0.05 });
    expect(targetsFor(trade)).toEqual({ performance: 90, tbtMs: 200, cls: 0.05 });
  });

  it('counts values exactly on a limit as met and one step past it as missed', () => {
    expect(missedTargets(home, run({ performance: 95, tbtMs: 200, cls: 0.05 }))).toEqual([]);
    expect(missedTargets(home, run({ performance: 94, tbtMs: 201, cls: 0.051 }))).toEqual(['performance', 'TBT', 'CLS']);
    expect(missedTargets(trade, run({ performance: 90 }))).toEqual([]);
    expect(missedTargets(trade, run({ performance: 89 }))).toEqual(['performance']);
  });

  it('counts a missing figure as missed', () => {
    expect(missedTargets(home, run({ tbtMs: NaN }))).toEqual(['TBT']);
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

describe('runFromLhr', () => {
  it('reads the score as 0-100 and the metrics from their audits', () => {
    const figures = runFromLhr({
      finalDisplayedUrl: 'http://localhost:47301/login?next=%2Freferral',
      categories: { performance: { score: 0.934 } },
      environment: { benchmarkIndex: 1234.5 },
      audits: {
        'total-blocking-time': { numericValue: 150 },
        'cumulative-layout-shift': { numericValue: 0.02 },
        'largest-contentful-paint': { numericValue: 2100 },
        'first-contentful-paint': { numericValue: 1100 },
        'speed-index': { numericValue: 1900 },
      },
    });
    expect(figures).toEqual({
      performance: 93,
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
      runs: [run({ performance: 70, tbtMs: 900, finalPath: '/trade/BTC_USDT' })],
      causes: [{ id: 'bootup-time', title: 'Reduce JavaScript execution time', displayValue: '2.1 s', detail: '/assets/chart.js', impact: 900 }],
    },
  ];

  it('prints the medians, the targets, every run’s score and which targets each page misses', () => {
    const table = formatLighthouseTable(rows);
    expect(table).toContain('| main | home (`/`) | 97 (≥ 95) | 120 | 0.010 | 1.8 s | 1.2 s | 1.5 s | 97 98 96 | 1,800 | met |');
    expect(table).toContain('| main | trade (`/trade/BTC_USDT`) | 70 (≥ 90) | 900 |');
    expect(table).toContain('| missed: performance, TBT |');
  });

  it('shows where a page redirected to', () => {
    const table = formatLighthouseTable([{ page: { ...home, page: 'referral', path: '/referral' }, runs: [run({ finalPath: '/login' })], causes: [] }]);
    expect(table).toContain('referral (`/referral` → `/login`)');
  });

  it('lists causes only for pages that miss a target', () => {
    const list = formatWhatToCut(rows);
    expect(list).toContain('**main trade** (`/trade/BTC_USDT`, missed: performance, TBT)');
    expect(list).toContain('1. Reduce JavaScript execution time — 2.1 s (worst: `/assets/chart.js`)');
    expect(list).not.toContain('main home');
    expect(formatWhatToCut(rows.slice(0, 1))).toBe('Every page meets its targets.');
  });

  it('puts the date, machine and browser version above the table in the doc', () => {
    const doc = formatLighthouseDoc(rows, { date: '2026-11-22 08:00 UTC', machine: '2 × Test CPU', chromium: 'Chromium 156', lighthouse: '12.8.2', runsPerPage: 5 });
    expect(doc).toMatch(/^# Lighthouse\n/);
    expect(doc).toContain('- Date: 2026-11-22 08:00 UTC');
    expect(doc).toContain('- Machine: 2 × Test CPU');
    expect(doc).toContain('- Browser: Chromium 156, headless, through Lighthouse 12.8.2');
    expect(doc).toContain('## What to cut next');
  });

  it('keeps the hand-written notes of the previous doc at the end of the new one', () => {
    const meta = { date: 'd', machine: 'm', chromium: 'c', lighthouse: 'l', runsPerPage: 5 };
    const previous = formatLighthouseDoc(rows, meta, '## Notes (hand-written, kept when the bench rewrites this file)\n\nThe CSS is all @font-face rules.');
    const notes = keptNotes(previous);
    expect(notes).toBe('## Notes (hand-written, kept when the bench rewrites this file)\n\nThe CSS is all @font-face rules.');
    expect(formatLighthouseDoc(rows, meta, notes).endsWith('The CSS is all @font-face rules.\n')).toBe(true);
    expect(keptNotes('# Lighthouse\n\nno notes yet')).toBe('');
  });
});
