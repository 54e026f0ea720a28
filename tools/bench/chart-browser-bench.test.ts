/** @jest-environment node */
import { benchPageUrl, CHART_BENCH_STORY_PATH, quantile } from './chart-browser-bench';

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
});
