/** @jest-environment node */
import { benchPageUrl, BROWSER_TARGETS, CHART_BENCH_STORY_PATH, quantile, verdict } from './chart-browser-bench';

describe('chart browser bench helpers', () => {
  it('appends the bench story to a Storybook root and keeps full page URLs', () => {
    expect(benchPageUrl('http://localhost:6106')).toBe(`http://localhost:6106${CHART_BENCH_STORY_PATH}`);
    expect(benchPageUrl('http://localhost:6106/sb/')).toBe(`http://localhost:6106/sb${CHART_BENCH_STORY_PATH}`);
    expect(benchPageUrl('http://localhost:4200/trade/BTC_USDT?bench=1')).toBe('http://localhost:4200/trade/BTC_USDT?bench=1');
    expect(benchPageUrl('http://x/iframe.html')).toBe('http://x/iframe.html');
  });

  it('takes nearest-rank quantiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(values, 0.95)).toBe(95);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('judges figures against the targets at the exact boundaries (p95 at most 25 ms, setData under 300 ms)', () => {
    expect(BROWSER_TARGETS).toEqual({ frameIntervalP95Ms: 25, setDataToPaintedMs: 300 });
    expect(verdict(25, BROWSER_TARGETS.frameIntervalP95Ms)).toBe('meets');
    expect(verdict(25.01, BROWSER_TARGETS.frameIntervalP95Ms)).toBe('misses');
    expect(verdict(299.9, BROWSER_TARGETS.setDataToPaintedMs, true)).toBe('meets');
    expect(verdict(300, BROWSER_TARGETS.setDataToPaintedMs, true)).toBe('misses');
  });
});
