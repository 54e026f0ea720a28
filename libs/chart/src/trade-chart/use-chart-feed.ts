import { useEffect, useState } from 'react';
import type { Resolution } from '../constants';
import type { DataFeed } from '../data-feed/data-feed';
import type { ChartSurfaceParts } from './use-chart-surface';

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
 * History, live ticks and paging, per symbol and resolution, into the surface on screen (the
 * controller's stream): restarted when the symbol, the resolution, the feed or the surface
 * changes. The engine replacing the preview starts from the preview's bars: no second history load.
 */
export function useChartFeed(chartSurface: ChartSurfaceParts, { symbol, resolution, feed, debug }: ChartFeedOptions): ChartDebugInfo {
  const [debugInfo, setDebugInfo] = useState<ChartDebugInfo>({ bars: 0, lastTick: 0 });
  const { surface, controller, containerRef, indicatorsRef } = chartSurface;

  useEffect(() => {
    if (surface === 'none') return undefined;
    return controller.stream({
      symbol,
      resolution,
      feed,
      width: containerRef.current?.clientWidth ?? 0,
      indicators: () => indicatorsRef.current,
      onBars: debug ? setDebugInfo : undefined,
      probe: debug,
    });
  }, [controller, surface, symbol, resolution, feed, debug, containerRef, indicatorsRef]);

  return debugInfo;
}
