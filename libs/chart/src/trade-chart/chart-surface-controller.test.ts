import type { Bar, DataFeed } from '../data-feed/data-feed';
import { DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { chartColors } from '../settings/chart-settings';
import type { ChartEngine } from './chart-engine';
import type { ChartPreview } from './chart-preview';
import type { ChartSurface } from './chart-surface';
import { ChartSurfaceController } from './chart-surface-controller';

const bar = (time: number): Bar => ({ time, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 });

/** A surface that keeps its bars and records what it was told. */
function fakeSurface() {
  let bars: Bar[] = [];
  const calls: string[] = [];
  const surface: ChartSurface & { calls: string[]; setBarSeconds: (s: number) => void; firstTime: number | undefined; prependBars: (b: readonly Bar[]) => number; onNearHistoryStart: () => () => void; paneHeights: () => number[] } = {
    calls,
    setBars: (next) => {
      bars = [...next];
      calls.push(`setBars ${next.length}`);
    },
    applyTick: (next) => {
      bars = bars.length > 0 && bars[bars.length - 1].time === next.time ? [...bars.slice(0, -1), next] : [...bars, next];
      calls.push(`tick ${next.time}`);
    },
    snapshotBars: () => [...bars],
    get barCount() {
      return bars.length;
    },
    get lastTime() {
      return bars.at(-1)?.time;
    },
    get firstTime() {
      return bars[0]?.time;
    },
    applyColors: () => calls.push('colors'),
    setIndicators: () => calls.push('indicators'),
    destroy: () => calls.push('destroy'),
    setBarSeconds: () => undefined,
    prependBars: () => 0,
    onNearHistoryStart: () => () => undefined,
    paneHeights: () => [],
  };
  return surface;
}

/** A feed with three bars of history that counts its loads and lets a test push ticks. */
function fakeFeed() {
  const listeners = new Set<(bar: Bar) => void>();
  const feed: DataFeed & { loads: number; push: (bar: Bar) => void } = {
    loads: 0,
    getHistory: async () => {
      feed.loads += 1;
      return [bar(60), bar(120), bar(180)];
    },
    subscribe: (_symbol, _resolution, onTick) => {
      listeners.add(onTick);
      return () => listeners.delete(onTick);
    },
    push: (next) => listeners.forEach((listener) => listener(next)),
  };
  return feed;
}

const streamOf = (feed: DataFeed, symbol = 'BTC_USDT') => ({ symbol, resolution: '1' as const, feed, width: 300, indicators: () => DEFAULT_INDICATOR_SETTINGS, probe: false });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChartSurfaceController', () => {
  it('streams history and then live ticks one way, from the feed into the surface on screen', async () => {
    const controller = new ChartSurfaceController('light', DEFAULT_INDICATOR_SETTINGS);
    const preview = fakeSurface();
    controller.showPreview(preview as unknown as ChartPreview, 'light', DEFAULT_INDICATOR_SETTINGS);
    const feed = fakeFeed();
    const stop = controller.stream(streamOf(feed));
    await settle();
    feed.push(bar(240));
    expect(preview.calls).toEqual(['setBars 0', 'setBars 3', 'tick 240']);
    stop();
    feed.push(bar(300));
    expect(preview.barCount).toBe(4);
  });

  it("starts the engine from the preview's bars (no second history load) and removes the preview", async () => {
    const controller = new ChartSurfaceController('light', DEFAULT_INDICATOR_SETTINGS);
    const preview = fakeSurface();
    controller.showPreview(preview as unknown as ChartPreview, 'light', DEFAULT_INDICATOR_SETTINGS);
    const feed = fakeFeed();
    const stopPreview = controller.stream(streamOf(feed));
    await settle();
    stopPreview();
    const engine = fakeSurface();
    controller.showEngine(engine as unknown as ChartEngine, 'light', DEFAULT_INDICATOR_SETTINGS);
    controller.stream(streamOf(feed));
    await settle();
    expect(feed.loads).toBe(1);
    expect(engine.snapshotBars().map((b) => b.time)).toEqual([60, 120, 180]);
    expect(preview.calls.at(-1)).toBe('destroy');
    expect(controller.current).toBe(engine);
  });

  it("loads history again when the engine takes over for another symbol than the preview's", async () => {
    const controller = new ChartSurfaceController('light', DEFAULT_INDICATOR_SETTINGS);
    controller.showPreview(fakeSurface() as unknown as ChartPreview, 'light', DEFAULT_INDICATOR_SETTINGS);
    const feed = fakeFeed();
    controller.stream(streamOf(feed))();
    await settle();
    controller.showEngine(fakeSurface() as unknown as ChartEngine, 'light', DEFAULT_INDICATOR_SETTINGS);
    controller.stream(streamOf(feed, 'ETH_USDT'));
    await settle();
    expect(feed.loads).toBe(2);
  });

  it('redraws and saves only for a theme the surface does not show yet', () => {
    const controller = new ChartSurfaceController('light', DEFAULT_INDICATOR_SETTINGS);
    expect(controller.applyTheme('dark', chartColors('dark', 'green-up'))).toBeUndefined();
    const engine = fakeSurface();
    controller.showEngine(engine as unknown as ChartEngine, 'light', DEFAULT_INDICATOR_SETTINGS);
    expect(controller.applyTheme('light', chartColors('light', 'green-up'))).toBeUndefined();
    expect(controller.applyTheme('dark', chartColors('dark', 'green-up'))).toBeDefined();
    expect(engine.calls).toEqual(['colors']);
  });

  it('applies changed indicators once', () => {
    const controller = new ChartSurfaceController('light', DEFAULT_INDICATOR_SETTINGS);
    const engine = fakeSurface();
    controller.showEngine(engine as unknown as ChartEngine, 'light', DEFAULT_INDICATOR_SETTINGS);
    expect(controller.applyIndicators(DEFAULT_INDICATOR_SETTINGS)).toBe(false);
    const next = { ...DEFAULT_INDICATOR_SETTINGS };
    expect(controller.applyIndicators(next)).toBe(true);
    expect(controller.applyIndicators(next)).toBe(false);
    expect(engine.calls).toEqual(['indicators']);
  });
});
