import { HISTORY_PAGE_BARS, HISTORY_PAGE_TRIGGER_BARS, MAX_LIVE_BARS, type Resolution } from '../constants';
import type { Bar, DataFeed } from '../data-feed/data-feed';
import type { ChartProperties, IndicatorSettings } from '../persistence/chart-persistence';
import { chartPropertiesFromColors, resolutionSeconds, type ChartColors } from '../settings/chart-settings';
import { now } from '../storage-adapter';
import type { ChartEngine } from './chart-engine';
import { exposeChartProbe } from './chart-probe';
import type { ChartPreview } from './chart-preview';
import type { ChartSurface } from './chart-surface';
import { firstHistoryBars } from './history-window-calculation';

/** What {@link ChartSurfaceController.stream} streams, and what it tells. */
export interface ChartStreamOptions {
  symbol: string;
  resolution: Resolution;
  feed: DataFeed;
  /** The chart's width in px when the stream starts: the first history load fills it. */
  width: number;
  /** The indicators shown now: the first load and the top-up are sized for their periods. */
  indicators: () => IndicatorSettings;
  /** Told the bars held and the last bar's time after each change (the debug line). */
  onBars?: (info: { bars: number; lastTick: number }) => void;
  /** `?debug=1`: expose the engine's bars to an end-to-end check. */
  probe: boolean;
}

/**
 * The one owner of the chart's drawing state: the surface on screen (the phone preview, then the
 * engine), which symbol and resolution the preview's bars are, the theme and indicators the
 * surface shows, and how to top up history. The hooks bind React to it and hold no state of
 * their own; the market's ticks go one way, from the feed through {@link stream} into the surface.
 */
export class ChartSurfaceController {
  /** The engine once made (the context menu reads it); null before and after. */
  readonly engineRef: { current: ChartEngine | null } = { current: null };
  private preview: ChartPreview | null = null;
  /** Symbol and resolution of the bars the preview holds ('' before its history is in). */
  private previewKey = '';
  private shownThemeKey: string;
  private shownIndicators: IndicatorSettings;
  private topUp: (() => void) | null = null;

  /** @param themeKey @param indicators what the chart opens with (a surface made later starts from them). */
  constructor(themeKey: string, indicators: IndicatorSettings) {
    this.shownThemeKey = themeKey;
    this.shownIndicators = indicators;
  }

  /** The surface on screen: the engine once made, else the preview, else null. */
  get current(): ChartSurface | null {
    return this.engineRef.current ?? this.preview;
  }

  /**
   * The properties a surface made now starts with: the saved ones, unless the theme switched
   * since the chart opened (then the new theme's).
   */
  propertiesFor(themeKey: string, colors: ChartColors, saved: ChartProperties): ChartProperties {
    return themeKey === this.shownThemeKey ? saved : chartPropertiesFromColors(colors);
  }

  /** The preview is on screen, made with this theme and these indicators. */
  showPreview(preview: ChartPreview, themeKey: string, indicators: IndicatorSettings): void {
    this.preview = preview;
    this.shown(themeKey, indicators);
  }

  /** The engine is made, with this theme and these indicators; the preview stays until the stream hands over. */
  showEngine(engine: ChartEngine, themeKey: string, indicators: IndicatorSettings): void {
    this.engineRef.current = engine;
    this.shown(themeKey, indicators);
  }

  /** Removes `engine` (its hook's cleanup). */
  dropEngine(engine: ChartEngine): void {
    if (this.engineRef.current === engine) this.engineRef.current = null;
    engine.destroy();
  }

  /** Removes whatever is on screen (the chart unmounts). */
  destroy(): void {
    this.preview?.destroy();
    this.preview = null;
    this.previewKey = '';
    const engine = this.engineRef.current;
    if (engine) this.dropEngine(engine);
  }

  /**
   * A theme or rise-colour switch: the surface redraws in `colors`. Returns the new saved
   * properties, or undefined when nothing changed (the same theme, or no surface yet).
   */
  applyTheme(themeKey: string, colors: ChartColors): ChartProperties | undefined {
    const target = this.current;
    if (!target || themeKey === this.shownThemeKey) return undefined;
    this.shownThemeKey = themeKey;
    const properties = chartPropertiesFromColors(colors);
    target.applyColors(colors, properties);
    return properties;
  }

  /** Indicators changed: the surface shows them and history tops up for longer periods. True when something changed. */
  applyIndicators(indicators: IndicatorSettings): boolean {
    const target = this.current;
    if (!target || indicators === this.shownIndicators) return false;
    this.shownIndicators = indicators;
    target.setIndicators(indicators);
    this.topUp?.();
    return true;
  }

  /**
   * History, live ticks and paging for one symbol and resolution into the surface on screen;
   * returns the stop. The engine taking over from the preview starts from the preview's bars (no
   * second history load) and the preview goes.
   */
  stream({ symbol, resolution, feed, width, indicators, onBars, probe }: ChartStreamOptions): () => void {
    const engine = this.engineRef.current;
    const target = this.current;
    if (!target) return () => undefined;
    let active = true;
    let unsubscribe: (() => void) | null = null;
    const key = `${symbol}|${resolution}`;
    const step = resolutionSeconds(resolution);
    const track = () => onBars?.({ bars: target.barCount, lastTick: target.lastTime ?? 0 });
    const subscribe = () => {
      unsubscribe?.();
      unsubscribe = feed.subscribe(symbol, resolution, (bar) => {
        if (!active) return;
        target.applyTick(bar);
        track();
      });
    };
    const loadHistory = () => {
      const to = Math.floor(now() / 1000);
      void feed.getHistory(symbol, resolution, to - (firstHistoryBars(indicators(), width) - 1) * step, to).then((bars) => {
        if (!active) return;
        target.setBars(bars);
        if (!engine) this.previewKey = key;
        track();
        subscribe();
      });
    };
    const preview = this.preview;
    let handoff: Bar[] | null = null;
    if (engine && preview) {
      if (this.previewKey === key) handoff = preview.snapshotBars();
      preview.destroy();
      this.preview = null;
    }
    if (!engine) {
      this.previewKey = '';
      preview?.setBarSeconds(step);
    }
    if (handoff) {
      target.setBars(handoff);
      track();
      subscribe();
    } else {
      target.setBars([]);
      loadHistory();
    }
    if (!engine) {
      // The preview cannot be scrolled, so it never pages; longer indicator periods reload its window.
      this.topUp = () => {
        if (target.barCount < firstHistoryBars(indicators(), width)) loadHistory();
      };
      return () => {
        active = false;
        this.topUp = null;
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
    this.topUp = () => {
      if (engine.barCount < firstHistoryBars(indicators(), width)) loadOlder();
    };
    // Debug mode (`?debug=1`) lets an end-to-end check compare what the chart holds with history.
    const stopProbe = probe ? exposeChartProbe({ bars: () => engine.snapshotBars(), paneHeights: () => engine.paneHeights(), history: (from, until) => feed.getHistory(symbol, resolution, from, until) }) : undefined;

    return () => {
      active = false;
      this.topUp = null;
      unsubscribe?.();
      stopPaging();
      stopProbe?.();
    };
  }

  private shown(themeKey: string, indicators: IndicatorSettings): void {
    this.shownThemeKey = themeKey;
    this.shownIndicators = indicators;
  }
}
