import { useEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import type { ChartColors, ChartTheme } from '../settings/chart-settings';
import { chartPropertiesFromColors } from '../settings/chart-settings';
import { DEFAULT_INDICATOR_SETTINGS, loadChartSavedData, saveChartData, type ChartProperties, type IndicatorSettings } from './chart-persistence';
import { useHydratedState } from '@exchange/platform';

/** A chart's saved settings, live: what it starts from and how it saves. */
export interface ChartPersistence {
  indicators: IndicatorSettings;
  setIndicators: Dispatch<SetStateAction<IndicatorSettings>>;
  /** The indicators of the latest render, for callbacks registered once. */
  indicatorsRef: MutableRefObject<IndicatorSettings>;
  /** The pane colours the chart draws with; a theme switch replaces them. */
  propertiesRef: MutableRefObject<ChartProperties>;
  /** Saves the current colours, indicators and theme under the chart's key. */
  save: () => void;
}

/**
 * Loads the chart's saved settings once per mount and saves them on request. Saved pane colours
 * apply only under the theme they were saved with; otherwise the theme's own.
 */
export function useChartPersistence(chartId: string, theme: ChartTheme, colors: ChartColors): ChartPersistence {
  const [saved] = useState(() => loadChartSavedData(chartId));
  // A trade page prerendered at build time shows the defaults; the saved choice applies from the
  // commit after hydration (React keeps the server's aria-pressed, so it must not differ there).
  const [indicators, setIndicators] = useHydratedState<IndicatorSettings>(() => saved?.charts[0].indicators ?? DEFAULT_INDICATOR_SETTINGS, DEFAULT_INDICATOR_SETTINGS);
  const savedEntry = saved?.charts[0];
  const propertiesRef = useRef<ChartProperties>(
    savedEntry && (savedEntry.theme ?? theme) === theme ? savedEntry.chartProperties : chartPropertiesFromColors(colors),
  );
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const indicatorsRef = useRef(indicators);
  indicatorsRef.current = indicators;
  const latest = useRef({ chartId });
  latest.current = { chartId };
  const [save] = useState(() => () => saveChartData(latest.current.chartId, propertiesRef.current, indicatorsRef.current, themeRef.current));

  return { indicators, setIndicators, indicatorsRef, propertiesRef, save };
}

/** Calls `save` when the page is hidden or unloaded, while `active` holds. */
export function useSaveOnUnload(save: () => void, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    globalThis.addEventListener('pagehide', save);
    globalThis.addEventListener('beforeunload', save);
    return () => {
      globalThis.removeEventListener('pagehide', save);
      globalThis.removeEventListener('beforeunload', save);
    };
  }, [active, save]);
}
