import { afterPainted, deferUntilPainted } from '@exchange/platform';
import { MOBILE_PORTRAIT_BREAKPOINT_PX } from '@exchange/shell';
import { useCallback, useEffect, useState, type MutableRefObject, type RefObject } from 'react';
import type { IntlShape } from 'react-intl';
import type { Resolution } from '../constants';
import type { TradeMarker } from '../markers/trade-marker-layout';
import type { IndicatorSettings } from '../persistence/chart-persistence';
import type { ChartPersistence } from '../persistence/use-chart-persistence';
import { browserTimeZone, resolutionSeconds, toChartLocale, type ChartColors } from '../settings/chart-settings';
import type { ChartEngine } from './chart-engine';
import { startsAsPreview } from './chart-preview-rule';
import { ChartSurfaceController } from './chart-surface-controller';

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
export interface ChartSurfaceParts {
  surface: ChartSurfaceKind;
  /** The phone preview is on screen (or on its way) and the engine is not wanted yet. */
  previewing: boolean;
  /** Swaps the preview for the engine (a touch, focus, wheel, or something only the engine draws). */
  upgrade: () => void;
  /** The owner of what is drawn: the surface on screen, the stream into it, the engine for the context menu. */
  controller: ChartSurfaceController;
  engineRef: ChartSurfaceController['engineRef'];
  /** A chunk that could not load: the chart fails like one that crashed. */
  error: unknown;
  containerRef: RefObject<HTMLDivElement | null>;
  indicatorsRef: MutableRefObject<IndicatorSettings>;
}

/** What a surface whose code arrives later is made with: the latest render's, not the first one's. */
interface SurfaceInputs {
  colors: ChartColors;
  themeKey: string;
  locale: string;
  intl: IntlShape;
  resolution: Resolution;
  previewing: boolean;
  onReady?: (engine: ChartEngine) => void;
}

/**
 * Chooses between the phone preview and the engine, makes each once its code is in, and keeps
 * its colours, indicators and markers in step with the props, through one
 * {@link ChartSurfaceController}. A phone opens with the preview; the engine replaces it on the
 * first touch, focus or wheel.
 */
export function useChartSurface(options: ChartSurfaceOptions): ChartSurfaceParts {
  const { containerRef, persistence, colors, themeKey, locale, intl, resolution, markers, debug, onReady } = options;
  const { indicators, indicatorsRef, propertiesRef, save } = persistence;
  const [controller] = useState(() => new ChartSurfaceController(themeKey, indicators));
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
  const upgrade = useCallback(() => setPreviewing(false), []);
  const [inputs] = useState<{ current: SurfaceInputs }>(() => ({ current: { colors, themeKey, locale, intl, resolution, previewing, onReady } }));
  useEffect(() => {
    inputs.current = { colors, themeKey, locale, intl, resolution, previewing, onReady };
  }, [inputs, colors, themeKey, locale, intl, resolution, previewing, onReady]);

  // A theme or rise-colour switch re-applies colours and overrides, then saves.
  useEffect(() => {
    const properties = controller.applyTheme(themeKey, colors);
    if (!properties) return;
    propertiesRef.current = properties;
    save();
  }, [controller, themeKey, colors, propertiesRef, save]);

  // Debug mode probes the engine's bars; on a hydrated page it turns on after the first commit,
  // when a phone may already have chosen the preview.
  useEffect(() => {
    if (previewing && debug) upgrade();
  }, [debug, previewing, upgrade]);

  // Indicator changes are the chart's "save needed" signal.
  useEffect(() => {
    // TD Sequential's counts are drawn by the engine only.
    if (previewing && indicators.td.visible) upgrade();
    if (controller.applyIndicators(indicators)) save();
  }, [controller, indicators, previewing, save, upgrade]);

  // The phone preview, drawn once the page has painted. It stays, streaming, until the engine has
  // been made and takes its bars (the controller's stream), so the chart never goes blank between them.
  useEffect(() => {
    const container = containerRef.current;
    if (!previewing || !container) return undefined;
    let cancelled = false;
    afterPainted(() => {
      loadChartPreview().then(
        ({ ChartPreview: Preview }) => {
          // The reader reached for the chart before the preview's code was in: the engine comes instead.
          if (cancelled || !inputs.current.previewing) return;
          const latest = inputs.current;
          propertiesRef.current = controller.propertiesFor(latest.themeKey, latest.colors, propertiesRef.current);
          const preview = new Preview(container, {
            colors: latest.colors,
            chartProperties: propertiesRef.current,
            indicators: indicatorsRef.current,
            locale: toChartLocale(latest.locale).replace('_', '-'),
            timeZone: browserTimeZone(),
            barSeconds: resolutionSeconds(latest.resolution),
          });
          controller.showPreview(preview, latest.themeKey, indicatorsRef.current);
          setSurface('preview');
        },
        (reason: unknown) => {
          if (!cancelled) setError(reason);
        },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [controller, containerRef, previewing, inputs, propertiesRef, indicatorsRef]);

  // Made once the preview steps aside (at once on a wide screen), as soon as its code is in;
  // everything later goes through the engine.
  useEffect(() => {
    const container = containerRef.current;
    if (previewing || !container) return undefined;
    let engine: ChartEngine | null = null;
    let cancelled = false;
    deferUntilPainted(loadChartEngine);
    afterPainted(() => {
      loadChartEngine().then(
        ({ ChartEngine: Engine }) => {
          if (cancelled) return;
          const latest = inputs.current;
          // A theme switched while the code was on its way: its colours, not the saved ones.
          propertiesRef.current = controller.propertiesFor(latest.themeKey, latest.colors, propertiesRef.current);
          engine = new Engine(container, {
            colors: latest.colors,
            chartProperties: propertiesRef.current,
            indicators: indicatorsRef.current,
            locale: toChartLocale(latest.locale).replace('_', '-'),
            timeZone: browserTimeZone(),
            markerLabels: {
              buy: latest.intl.formatMessage({ id: 'chart.marker.buy', defaultMessage: 'B' }),
              sell: latest.intl.formatMessage({ id: 'chart.marker.sell', defaultMessage: 'S' }),
            },
          });
          // Switches made while the code was on its way are in the engine already.
          controller.showEngine(engine, latest.themeKey, indicatorsRef.current);
          setSurface('engine');
          latest.onReady?.(engine);
        },
        // A chunk that cannot load fails like a chart that crashed: the error boundary offers a retry.
        (reason: unknown) => {
          if (!cancelled) setError(reason);
        },
      );
    });
    return () => {
      cancelled = true;
      if (engine) controller.dropEngine(engine);
    };
  }, [controller, containerRef, previewing, inputs, propertiesRef, indicatorsRef]);

  // The preview (and anything else on screen) goes with the chart.
  useEffect(() => () => controller.destroy(), [controller]);

  useEffect(() => {
    // Trade markers are drawn by the engine only.
    if (previewing && (markers?.length ?? 0) > 0) upgrade();
    if (surface === 'engine') controller.engineRef.current?.setMarkers(markers ?? []);
  }, [controller, markers, previewing, surface, upgrade]);

  return { surface, previewing, upgrade, controller, engineRef: controller.engineRef, error, containerRef, indicatorsRef };
}
