import { afterPainted, deferUntilPainted } from '@exchange/platform';
import { MOBILE_PORTRAIT_BREAKPOINT_PX } from '@exchange/shell';
import { useEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import type { IntlShape } from 'react-intl';
import type { Resolution } from '../constants';
import type { TradeMarker } from '../markers/trade-marker-layout';
import type { IndicatorSettings } from '../persistence/chart-persistence';
import type { ChartPersistence } from '../persistence/use-chart-persistence';
import { browserTimeZone, chartPropertiesFromColors, resolutionSeconds, toChartLocale, type ChartColors } from '../settings/chart-settings';
import type { ChartEngine } from './chart-engine';
import type { ChartPreview } from './chart-preview';
import { startsAsPreview } from './chart-preview-rule';

/**
 * lightweight-charts and the engine around it, two thirds of a chart page's code, in a chunk of
 * their own fetched once the page has painted its first content. Fetched with the page, they sat
 * in every request Lighthouse's simulated first and largest paints wait for, though the canvas is
 * never the largest paint; the toolbar and the chart's box render at once, the candles follow
 * when the engine is in.
 */
const loadChartEngine = () => import('./chart-engine');

/**
 * The phone preview and the indicator streams it runs, fetched after the first paint as the
 * engine is: in the page's chunk they stood in every request the largest paint waits for.
 */
const loadChartPreview = () => import('./chart-preview');

/** What draws the chart: nothing yet, the phone preview, or lightweight-charts. */
type ChartSurfaceKind = 'none' | 'preview' | 'engine';

/** What {@link useChartSurface} draws with. */
export interface ChartSurfaceOptions {
  containerRef: RefObject<HTMLDivElement | null>;
  persistence: ChartPersistence;
  colors: ChartColors;
  /** Changes when the theme or the rise colour does. */
  themeKey: string;
  locale: string;
  intl: IntlShape;
  resolution: Resolution;
  markers: readonly TradeMarker[] | undefined;
  debug: boolean;
  onReady?: (engine: ChartEngine) => void;
}

/** The surface in use and how to reach it. */
export interface ChartSurface {
  surface: ChartSurfaceKind;
  /** The phone preview is on screen (or on its way) and the engine is not wanted yet. */
  previewing: boolean;
  /** Swaps the preview for the engine (a touch, focus, wheel, or something only the engine draws). */
  upgrade: () => void;
  engineRef: MutableRefObject<ChartEngine | null>;
  previewRef: MutableRefObject<ChartPreview | null>;
  /** Symbol and resolution of the bars the preview holds ('' before its history is in). */
  previewKeyRef: MutableRefObject<string>;
  /** A chunk that could not load: the chart fails like one that crashed. */
  error: unknown;
  containerRef: RefObject<HTMLDivElement | null>;
  indicatorsRef: MutableRefObject<IndicatorSettings>;
  /** Pages older history in when the indicators now shown need more than the chart holds (the feed sets it). */
  topUpHistoryRef: MutableRefObject<(() => void) | null>;
}

/**
 * Chooses between the phone preview and the engine, makes each once its code is in, and keeps
 * its colours, indicators and markers in step with the props. A phone opens with the preview;
 * the engine replaces it on the first touch, focus or wheel.
 */
export function useChartSurface(options: ChartSurfaceOptions): ChartSurface {
  const { containerRef, persistence, colors, themeKey, locale, intl, resolution, markers, debug, onReady } = options;
  const topUpHistoryRef = useRef<(() => void) | null>(null);
  const { indicators, indicatorsRef, propertiesRef, save } = persistence;
  const engineRef = useRef<ChartEngine | null>(null);
  const previewRef = useRef<ChartPreview | null>(null);
  const previewKeyRef = useRef('');
  const [surface, setSurface] = useState<ChartSurfaceKind>('none');
  const [error, setError] = useState<unknown>(null);
  const [previewing, setPreviewing] = useState(() =>
    startsAsPreview({
      viewportWidth: globalThis.innerWidth ?? Number.POSITIVE_INFINITY,
      breakpointPx: MOBILE_PORTRAIT_BREAKPOINT_PX,
      coarsePointer: globalThis.matchMedia?.('(pointer: coarse)').matches ?? false,
      debug,
      markerCount: markers?.length ?? 0,
      tdVisible: indicators.td.visible,
    }),
  );
  const previewingRef = useRef(previewing);
  previewingRef.current = previewing;
  const upgrade = () => setPreviewing(false);
  const resolutionRef = useRef(resolution);
  resolutionRef.current = resolution;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const themeKeyRef = useRef(themeKey);
  themeKeyRef.current = themeKey;
  // What the surface is created with when its code arrives: this render's, not the first one's.
  const latestRef = useRef({ colors, locale, intl });
  latestRef.current = { colors, locale, intl };

  // A theme or rise-colour switch re-applies colours and overrides, then saves.
  const firstThemeKey = useRef(themeKey);
  useEffect(() => {
    const target = engineRef.current ?? previewRef.current;
    if (!target || themeKey === firstThemeKey.current) return;
    firstThemeKey.current = themeKey;
    propertiesRef.current = chartPropertiesFromColors(colors);
    target.applyColors(colors, propertiesRef.current);
    save();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colours derive from themeKey
  }, [themeKey]);

  // Indicator changes are the chart's "save needed" signal.
  const firstIndicators = useRef(indicators);
  useEffect(() => {
    // TD Sequential's counts are drawn by the engine only.
    if (previewing && indicators.td.visible) upgrade();
    const target = engineRef.current ?? previewRef.current;
    if (!target || indicators === firstIndicators.current) return;
    firstIndicators.current = indicators;
    target.setIndicators(indicators);
    topUpHistoryRef.current?.();
    save();
  }, [indicators, previewing, save]);

  // The phone preview, drawn once the page has painted. It stays, streaming, until the engine has
  // been made and takes its bars (the feed's effect), so the chart never goes blank between them.
  useEffect(() => {
    const container = containerRef.current;
    if (!previewing || !container) return undefined;
    let unmounted = false;
    afterPainted(() => {
      loadChartPreview().then(
        ({ ChartPreview: Preview }) => {
          // The reader reached for the chart before the preview's code was in: the engine comes instead.
          if (unmounted || !previewingRef.current) return;
          const { colors: currentColors, locale: currentLocale } = latestRef.current;
          if (themeKeyRef.current !== firstThemeKey.current) propertiesRef.current = chartPropertiesFromColors(currentColors);
          previewRef.current = new Preview(container, {
            colors: currentColors,
            chartProperties: propertiesRef.current,
            indicators: indicatorsRef.current,
            locale: toChartLocale(currentLocale).replace('_', '-'),
            timeZone: browserTimeZone(),
            barSeconds: resolutionSeconds(resolutionRef.current),
          });
          firstThemeKey.current = themeKeyRef.current;
          firstIndicators.current = indicatorsRef.current;
          setSurface('preview');
        },
        (reason: unknown) => {
          if (!unmounted) setError(reason);
        },
      );
    });
    return () => {
      unmounted = true;
      previewRef.current?.destroy();
      previewRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per mount; the engine replaces it
  }, []);

  // Created once per mount (after the preview, on a phone), as soon as its code is in; everything
  // later goes through the engine.
  useEffect(() => {
    const container = containerRef.current;
    if (previewing || !container) return undefined;
    let engine: ChartEngine | null = null;
    let unmounted = false;
    deferUntilPainted(loadChartEngine);
    afterPainted(() => {
      loadChartEngine().then(
        ({ ChartEngine: Engine }) => {
          if (unmounted) return;
          const { colors: currentColors, locale: currentLocale, intl: currentIntl } = latestRef.current;
          // A theme switched while the code was on its way: its colours, not the saved ones.
          if (themeKeyRef.current !== firstThemeKey.current) propertiesRef.current = chartPropertiesFromColors(currentColors);
          engine = new Engine(container, {
            colors: currentColors,
            chartProperties: propertiesRef.current,
            indicators: indicatorsRef.current,
            locale: toChartLocale(currentLocale).replace('_', '-'),
            timeZone: browserTimeZone(),
            markerLabels: {
              buy: currentIntl.formatMessage({ id: 'chart.marker.buy', defaultMessage: 'B' }),
              sell: currentIntl.formatMessage({ id: 'chart.marker.sell', defaultMessage: 'S' }),
            },
          });
          // Switches made while the code was on its way are in the engine already.
          firstThemeKey.current = themeKeyRef.current;
          firstIndicators.current = indicatorsRef.current;
          engineRef.current = engine;
          setSurface('engine');
          onReadyRef.current?.(engine);
        },
        // A chunk that cannot load fails like a chart that crashed: the error boundary offers a retry.
        (reason: unknown) => {
          if (!unmounted) setError(reason);
        },
      );
    });
    return () => {
      unmounted = true;
      if (!engine) return;
      engineRef.current = null;
      engine.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once, when the preview steps aside
  }, [previewing]);

  useEffect(() => {
    // Trade markers are drawn by the engine only.
    if (previewing && (markers?.length ?? 0) > 0) upgrade();
    engineRef.current?.setMarkers(markers ?? []);
  }, [markers, previewing, surface]);

  return { surface, previewing, upgrade, engineRef, previewRef, previewKeyRef, error, containerRef, indicatorsRef, topUpHistoryRef };
}
