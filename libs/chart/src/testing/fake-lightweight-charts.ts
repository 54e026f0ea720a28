/**
 * A stand-in for lightweight-charts in jsdom (no canvas): records what the chart code asks for,
 * so component tests can assert creation, panes, setData/update streaming and paging.
 */
type Handler = (range: { from: number; to: number } | null) => void;

export interface FakeSeries {
  type: string;
  pane: number;
  options: Record<string, unknown>;
  data: Array<Record<string, unknown>>;
  updates: Array<Record<string, unknown>>;
  primitives: unknown[];
  /** The pane view of a custom series. */
  view?: unknown;
  removed: boolean;
  setData: (data: Array<Record<string, unknown>>) => void;
  update: (item: Record<string, unknown>) => void;
  applyOptions: (options: Record<string, unknown>) => void;
  attachPrimitive: (primitive: unknown) => void;
  detachPrimitive: (primitive: unknown) => void;
  priceScale: () => { applyOptions: () => void };
  coordinateToPrice: (y: number) => number | null;
  priceToCoordinate: (price: number) => number | null;
  priceFormatter: () => { format: (price: number) => string };
}

export interface FakeChart {
  options: Array<Record<string, unknown>>;
  series: FakeSeries[];
  rangeHandlers: Set<Handler>;
  removed: boolean;
  visibleLogicalRange: { from: number; to: number } | null;
  addSeries: (type: string, options: Record<string, unknown>, pane?: number) => FakeSeries;
  addCustomSeries: (view: unknown, options: Record<string, unknown>, pane?: number) => FakeSeries;
  removeSeries: (series: FakeSeries) => void;
  applyOptions: (options: Record<string, unknown>) => void;
  panes: () => Array<{ getHeight: () => number; setStretchFactor: (factor: number) => void }>;
  /** Stretch factor each pane was last given, by pane index. */
  paneStretchFactors: number[];
  /** Every scroll of the time scale: to the real time (always animated) or to a position. */
  scrolls: Array<{ to: 'real-time' | number; animated: boolean }>;
  timeScale: () => Record<string, unknown>;
  remove: () => void;
}

export const fakeState: { charts: FakeChart[]; priceAtY: (y: number) => number | null; mainPaneHeight: number } = {
  charts: [],
  priceAtY: (y) => 1000 - y,
  mainPaneHeight: 400,
};

export function resetFake(): void {
  fakeState.charts = [];
  fakeState.priceAtY = (y) => 1000 - y;
  fakeState.mainPaneHeight = 400;
}

export const CandlestickSeries = 'Candlestick';
export const HistogramSeries = 'Histogram';
export const LineSeries = 'Line';
export const customSeriesDefaultOptions = { color: '#2196f3' };
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 };

function makeSeries(type: string, options: Record<string, unknown>, pane: number): FakeSeries {
  const series: FakeSeries = {
    type,
    pane,
    options: { ...options },
    data: [],
    updates: [],
    primitives: [],
    removed: false,
    setData: (data) => {
      series.data = data.slice();
    },
    update: (item) => {
      series.updates.push(item);
      const last = series.data[series.data.length - 1];
      if (last && last.time === item.time) series.data[series.data.length - 1] = item;
      else series.data.push(item);
    },
    applyOptions: (next) => Object.assign(series.options, next),
    attachPrimitive: (primitive) => {
      series.primitives.push(primitive);
      (primitive as { attached?: (p: unknown) => void }).attached?.({ chart: null, series, requestUpdate: () => undefined });
    },
    detachPrimitive: (primitive) => {
      series.primitives = series.primitives.filter((p) => p !== primitive);
      (primitive as { detached?: () => void }).detached?.();
    },
    priceScale: () => ({ applyOptions: () => undefined }),
    coordinateToPrice: (y) => fakeState.priceAtY(y),
    priceToCoordinate: (price) => 1000 - price,
    priceFormatter: () => ({ format: (price) => price.toFixed(2) }),
  };
  return series;
}

export function createChart(_container: HTMLElement, options: Record<string, unknown> = {}): FakeChart {
  const chart: FakeChart = {
    options: [options],
    series: [],
    rangeHandlers: new Set(),
    removed: false,
    visibleLogicalRange: { from: 0, to: 100 },
    addSeries: (type, seriesOptions, pane = 0) => {
      const series = makeSeries(type, seriesOptions, pane);
      chart.series.push(series);
      return series;
    },
    addCustomSeries: (view, seriesOptions, pane = 0) => {
      const series = makeSeries('Custom', seriesOptions, pane);
      series.view = view;
      chart.series.push(series);
      return series;
    },
    removeSeries: (series) => {
      series.removed = true;
      chart.series = chart.series.filter((s) => s !== series);
    },
    applyOptions: (next) => {
      chart.options.push(next);
    },
    paneStretchFactors: [],
    scrolls: [],
    panes: () => {
      const count = Math.max(0, ...chart.series.filter((series) => !series.removed).map((series) => series.pane)) + 1;
      return Array.from({ length: count }, (_, index) => ({
        getHeight: () => (index === 0 ? fakeState.mainPaneHeight : 0),
        setStretchFactor: (factor: number) => {
          chart.paneStretchFactors[index] = factor;
        },
      }));
    },
    timeScale: () => ({
      subscribeVisibleLogicalRangeChange: (handler: Handler) => chart.rangeHandlers.add(handler),
      unsubscribeVisibleLogicalRangeChange: (handler: Handler) => chart.rangeHandlers.delete(handler),
      getVisibleLogicalRange: () => chart.visibleLogicalRange,
      setVisibleLogicalRange: (range: { from: number; to: number }) => {
        chart.visibleLogicalRange = range;
      },
      getVisibleRange: () => null,
      timeToCoordinate: () => null,
      scrollToRealTime: () => {
        chart.scrolls.push({ to: 'real-time', animated: true });
      },
      scrollToPosition: (position: number, animated: boolean) => {
        chart.scrolls.push({ to: position, animated });
      },
      options: () => ({ rightOffset: 0 }),
      fitContent: () => undefined,
    }),
    remove: () => {
      chart.removed = true;
    },
  };
  fakeState.charts.push(chart);
  return chart;
}
