import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { CandlestickSeries, createChart, type UTCTimestamp } from 'lightweight-charts';
import { syntheticBars } from '../data-feed/memory-data-feed';
import type { ChartBenchApi } from './chart-bench.stories';
import { streamAtRate } from './bench-driver';

const BAR_COUNT = 10_000;
const END = Date.UTC(2026, 0, 1) / 1000;

/**
 * The anchor of the live-market bench: a bare lightweight-charts candlestick chart,
 * no indicators, markers or React updates, fed the same 10k bars and the same ticks at the same
 * rate as `Chart/Bench`. It exposes `window.__chartBench` with the same driver.
 */
function BareChart() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return undefined;
    const chart = createChart(container.current, { height: 640 });
    const series = chart.addSeries(CandlestickSeries, {});
    const bars = syntheticBars(BAR_COUNT, '1', END, 3);
    const toPoint = (bar: (typeof bars)[number]) => ({ time: bar.time as UTCTimestamp, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    series.setData(bars.map(toPoint));
    const api: Pick<ChartBenchApi, 'bars' | 'markers' | 'streamAtRate'> = {
      bars: bars.length,
      markers: 0,
      streamAtRate: (perSecond, seconds) => {
        series.setData(bars.map(toPoint));
        return streamAtRate((bar) => series.update(toPoint(bar)), bars[bars.length - 1], perSecond, seconds);
      },
    };
    (window as unknown as { __bareChartBench?: typeof api }).__bareChartBench = api;
    return () => chart.remove();
  }, []);
  return <div ref={container} style={{ inlineSize: '100%' }} />;
}

const meta: Meta<typeof BareChart> = {
  title: 'chart/BareBench',
  component: BareChart,
  parameters: { chromatic: { disableSnapshot: true } },
  // A bench page, not a design state: no screenshot, and out of the sidebar ('!dev'); npm run bench opens it by id.
  tags: ['!test', '!dev', 'no-visual'],
};
export default meta;

/** 10k bars on a bare lightweight-charts page; exposes window.__bareChartBench. */
export const Default: StoryObj<typeof BareChart> = {};
