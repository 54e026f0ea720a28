import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef } from 'react';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import type { Bar } from '../data-feed/data-feed';
import type { TradeMarker } from '../markers/trade-marker-layout';
import type { ChartEngine } from './chart-engine';
import { DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { TradeChart } from './trade-chart';
import { nextBenchTick, streamAtRate } from './bench-driver';

/** What tools/bench/chart-browser-bench.ts drives through `window.__chartBench`. */
export interface ChartBenchApi {
  bars: number;
  markers: number;
  /** ms from setData of `bars` bars (with MACD and KDJ) to the frame after it painted. */
  setDataToPainted(): Promise<number>;
  /**
   * Streams one tick per animation frame for `frames` frames; returns the frame intervals and
   * the JS cost of each tick (engine.applyTick: indicators + series.update), in ms.
   */
  streamTicks(frames: number): Promise<{ intervals: number[]; tickCosts: number[] }>;
  /**
   * Streams `perSecond` ticks a second for `seconds` (as the live market does: BTC_USDT updates
   * 10 times a second) and returns the frame intervals meanwhile and each tick's JS cost, in ms.
   */
  streamAtRate(perSecond: number, seconds: number): Promise<{ intervals: number[]; tickCosts: number[] }>;
}

declare global {
  interface Window {
    __chartBench?: ChartBenchApi;
  }
}

const BAR_COUNT = 10_000;
const MARKER_COUNT = 1_000;
const END = Date.UTC(2026, 0, 1) / 1000;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function benchApi(engine: ChartEngine, bars: Bar[]): ChartBenchApi {
  return {
    bars: bars.length,
    markers: MARKER_COUNT,
    async setDataToPainted() {
      engine.setBars([]);
      await nextFrame();
      const start = performance.now();
      engine.setBars(bars);
      await nextFrame();
      await nextFrame();
      return performance.now() - start;
    },
    async streamTicks(frames) {
      engine.setBars(bars);
      await nextFrame();
      let last = bars[bars.length - 1];
      const intervals: number[] = [];
      const tickCosts: number[] = [];
      let previous = await nextFrame();
      for (let i = 0; i < frames; i++) {
        last = nextBenchTick(last, i);
        const before = performance.now();
        engine.applyTick(last);
        tickCosts.push(performance.now() - before);
        const now = await nextFrame();
        intervals.push(now - previous);
        previous = now;
      }
      return { intervals, tickCosts };
    },
    async streamAtRate(perSecond, seconds) {
      engine.setBars(bars);
      await nextFrame();
      return streamAtRate((bar) => engine.applyTick(bar), bars[bars.length - 1], perSecond, seconds);
    },
  };
}

function BenchChart() {
  const bars = useMemo(() => syntheticBars(BAR_COUNT, '1', END, 3), []);
  const feed = useMemo(() => createMemoryDataFeed(bars), [bars]);
  const markers = useMemo<TradeMarker[]>(
    () =>
      Array.from({ length: MARKER_COUNT }, (_, i) => {
        const bar = bars[(i * 10) % bars.length];
        return { time: bar.time, type: i % 2 ? 'sell' : 'buy', price: bar.close, quantity: 1, symbol: 'BTC_USDT', rawTimestamp: bar.time * 1000 };
      }),
    [bars],
  );
  const installed = useRef(false);
  return (
    <TradeChart
      symbol="BTC_USDT"
      feed={feed}
      resolution="1"
      chartId="bench"
      theme="light"
      riseMode="green-up"
      markers={markers}
      height={640}
      onReady={(engine) => {
        if (installed.current) return;
        installed.current = true;
        // MACD, KDJ and TD Sequential, as the live-market bench asks.
        engine.setIndicators({ ...DEFAULT_INDICATOR_SETTINGS, td: { ...DEFAULT_INDICATOR_SETTINGS.td, visible: true } });
        window.__chartBench = benchApi(engine, bars);
      }}
    />
  );
}

const meta: Meta<typeof BenchChart> = {
  title: 'chart/Bench',
  component: BenchChart,
  parameters: { chromatic: { disableSnapshot: true } },
  // A bench page, not a design state: no screenshot (its toolbar and panes are the trade chart's,
  // whose stories have theirs), and out of the sidebar ('!dev'); npm run bench opens it by id.
  tags: ['!test', '!dev', 'no-visual'],
};
export default meta;

/** 10k one-minute bars, MACD and KDJ panes, TD Sequential, volume and 1,000 markers; exposes window.__chartBench. */
export const Default: StoryObj<typeof BenchChart> = {};
