import { BUDGETS, formatResult, measure, staticClosure, wrappingMonitoringFindings, type Manifest } from './size-budgets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['trade-page.tsx'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  'trade-page.tsx': { file: 'assets/trade-page-c.js', isDynamicEntry: true, imports: ['_vendor.js', '_charts.js'] },
  '_charts.js': { file: 'assets/lightweight-charts-d.js' },
};

describe('size budgets', () => {
  it('follows static imports but not dynamic ones', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_vendor.js', 'index.html']);
    expect([...staticClosure(manifest, 'trade-page.tsx')].sort()).toEqual(['_charts.js', '_vendor.js', 'trade-page.tsx']);
  });

  it('passes at the limit and fails one byte over it, naming the largest chunk', () => {
    const sizes: Record<string, number> = { 'assets/index-a.js': BUDGETS.firstLoadJs - 100 * 1024, 'assets/vendor-b.js': 100 * 1024 };
    const atLimit = measure('main /', manifest, staticClosure(manifest, 'index.html'), (f) => sizes[f], BUDGETS.firstLoadJs);
    expect(atLimit.ok).toBe(true);
    sizes['assets/index-a.js'] += 1;
    const over = measure('main /', manifest, staticClosure(manifest, 'index.html'), (f) => sizes[f], BUDGETS.firstLoadJs);
    expect(over.ok).toBe(false);
    expect(formatResult(over)).toContain('largest chunk: assets/vendor-b.js');
  });
});

describe('wrapping monitoring integrations', () => {
  it('names each wrapping integration a chunk carries and nothing in a clean chunk', () => {
    expect(wrappingMonitoringFindings('main', 'assets/m.js', 'x={name:"BrowserApiErrors"};y="__sentry_instrumentation_handlers__"')).toEqual([
      expect.stringContaining('OVER main: Sentry BrowserApiErrors'),
      expect.stringContaining('OVER main: Sentry DOM instrumentation'),
    ]);
    expect(wrappingMonitoringFindings('main', 'assets/m.js', 'x={name:"TryCatch"}')).toHaveLength(1);
    expect(wrappingMonitoringFindings('main', 'assets/m.js', 'x={name:"GlobalHandlers"};y={name:"Dedupe"}')).toEqual([]);
  });
});
