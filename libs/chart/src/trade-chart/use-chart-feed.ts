import { useEffect, useState } from 'react';
import { HISTORY_PAGE_BARS, HISTORY_PAGE_TRIGGER_BARS, MAX_LIVE_BARS, type Resolution } from '../constants';
import type { Bar, DataFeed } from '../data-feed/data-feed';
import { resolutionSeconds } from '../settings/chart-settings';
import { now } from '../storage-adapter';
import { exposeChartProbe } from './chart-probe';
import { firstHistoryBars } from './history-window-calculation';
import type { ChartSurface } from './use-chart-surface';

/** What {@link useChartFeed} streams, and into what. */
export interface ChartFeedOptions {
  symbol: string;
  resolution: Resolution;
  feed: DataFeed;
  /** `?debug=1`: count bars for the debug line and expose the chart's probe. */
  debug: boolean;
}

/** What the debug line shows: bars held and the time of the last one. */
export interface ChartDebugInfo {
  bars: number;
  lastTick: number;
}

/**
 * History, live ticks and paging into `chartSurface` (which also holds the container, the
 * indicators and the top-up hook this sets), per symbol and resolution, into the engine or the preview. The
 * engine replacing the preview starts from the preview's bars: no second history load.
 */
export function useChartFeed(chartSurface: ChartSurface, { symbol, resolution, feed, debug }: ChartFeedOptions): ChartDebugInfo {
  const [debugInfo, setDebugInfo] = useState<ChartDebugInfo>({ bars: 0, lastTick: 0 });
  const { surface, engineRef, previewRef, previewKeyRef, containerRef, indicatorsRef, topUpHistoryRef } = chartSurface;

  useEffect(() => {
    const engine = engineRef.current;
    const target = engine ?? previewRef.current;
    if (!target) return undefined;
    let active = true;
    let unsubscribe: (() => void) | null = null;
    const key = `${symbol}|${resolution}`;
    const step = resolutionSeconds(resolution);
    const track = () => debug && setDebugInfo({ bars: target.barCount, lastTick: target.lastTime ?? 0 });
    const width = containerRef.current?.clientWidth ?? 0;
    const stream = () => {
      unsubscribe?.();
      unsubscribe = feed.subscribe(symbol, resolution, (bar) => {
        if (!active) return;
        target.applyTick(bar);
        track();
      });
    };
    const loadHistory = () => {
      const to = Math.floor(now() / 1000);
      void feed.getHistory(symbol, resolution, to - (firstHistoryBars(indicatorsRef.current, width) - 1) * step, to).then((bars) => {
        if (!active) return;
        target.setBars(bars);
        if (!engine) previewKeyRef.current = key;
        track();
        stream();
      });
    };
    // The engine replacing the preview starts from the preview's bars (the preview's stream stopped
    // with the effect before this one): no second history load. Then the preview goes.
    const preview = previewRef.current;
    let handoff: Bar[] | null = null;
    if (engine && preview) {
      if (previewKeyRef.current === key) handoff = preview.snapshotBars();
      preview.destroy();
      previewRef.current = null;
    }
    if (!engine) {
      previewKeyRef.current = '';
      previewRef.current?.setBarSeconds(step);
    }
    if (handoff) {
      target.setBars(handoff);
      track();
      stream();
    } else {
      target.setBars([]);
      loadHistory();
    }
    if (!engine) {
      // The preview cannot be scrolled, so it never pages; longer indicator periods reload its window.
      topUpHistoryRef.current = () => {
        if (target.barCount < firstHistoryBars(indicatorsRef.current, width)) loadHistory();
      };
      return () => {
        active = false;
        topUpHistoryRef.current = null;
        unsubscribe?.();
      };
    }

    let loadingOlder = false;
    let exhausted = false;
    const loadOlder = () => {
      const first = engine.firstTime;
      if (loadingOlder || exhausted || first === undefined || engine.barCount >= MAX_LIVE_BARS) return;
      loadingOlder = true;
      void feed.getHistory(symbol, resolution, first - HISTORY_PAGE_BARS * step, first - 1).then((older) => {
        loadingOlder = false;
        if (!active) return;
        if (engine.prependBars(older) === 0) exhausted = true;
        track();
      });
    };
    const stopPaging = engine.onNearHistoryStart(HISTORY_PAGE_TRIGGER_BARS, loadOlder);
    // The first load was sized for the indicators shown then; longer periods chosen later page in
    // older bars at once rather than waiting for a scroll to the start.
    topUpHistoryRef.current = () => {
      if (engine.barCount < firstHistoryBars(indicatorsRef.current, width)) loadOlder();
    };

    // Debug mode (`?debug=1`) lets an end-to-end check compare what the chart holds with history.
    const probe = debug ? exposeChartProbe({ bars: () => engine.snapshotBars(), paneHeights: () => engine.paneHeights(), history: (from, until) => feed.getHistory(symbol, resolution, from, until) }) : undefined;

    return () => {
      active = false;
      topUpHistoryRef.current = null;
      unsubscribe?.();
      stopPaging();
      probe?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable; `surface` says which one holds the chart
  }, [symbol, resolution, feed, debug, surface]);

  return debugInfo;
}
