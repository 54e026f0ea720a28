import {
  customSeriesDefaultOptions,
  type CustomData,
  type CustomSeriesOptions,
  type CustomSeriesWhitespaceData,
  type ICustomSeriesPaneRenderer,
  type ICustomSeriesPaneView,
  type PaneRendererCustomData,
  type PriceToCoordinateConverter,
  type Time,
} from 'lightweight-charts';

type DrawTarget = Parameters<ICustomSeriesPaneRenderer['draw']>[0];

/** One bar of an indicator pane: every line's value (and the histogram's), NaN where undefined. */
export interface IndicatorPoint extends CustomData<Time> {
  values: readonly number[];
}

/** How an indicator pane draws its values. */
export interface IndicatorPaneStyle {
  /** Colour of each value drawn as a line, by value index. */
  lines: ReadonlyArray<{ index: number; color: string }>;
  /**
   * A value drawn as columns from zero, coloured by the sign of the value at `signIndex` (itself
   * when absent; volume passes close - open).
   */
  histogram?: { index: number; positive: string; negative: string; signIndex?: number };
}

/**
 * All lines (and the histogram) of one indicator pane as a single lightweight-charts custom
 * series; volume is one too. Why: lightweight-charts rebuilds every updated series' point list
 * from all its bars on each paint (with a per-bar style lookup), so streaming a tick into volume,
 * MACD (3 series) and KDJ (3 series) cost seven 10k-point rebuilds per frame; this makes it three.
 */
export class IndicatorPaneView implements ICustomSeriesPaneView<Time, IndicatorPoint, CustomSeriesOptions> {
  private data: PaneRendererCustomData<Time, IndicatorPoint> | null = null;
  private style: IndicatorPaneStyle;
  private readonly paneRenderer: ICustomSeriesPaneRenderer;

  constructor(style: IndicatorPaneStyle) {
    this.style = style;
    this.paneRenderer = { draw: (target, priceToY) => this.draw(target, priceToY) };
  }

  /** Changes colours (rise colour switch); the next paint uses them. */
  setStyle(style: IndicatorPaneStyle): void {
    this.style = style;
  }

  renderer(): ICustomSeriesPaneRenderer {
    return this.paneRenderer;
  }

  update(data: PaneRendererCustomData<Time, IndicatorPoint>): void {
    this.data = data;
  }

  /**
   * Lowest and highest drawn value (autoscale; the histogram's zero line counts too), then the
   * current value: the first line's, or the histogram's when the pane has no line value.
   */
  priceValueBuilder(point: IndicatorPoint): number[] {
    let low = Infinity;
    let high = -Infinity;
    const take = (value: number | undefined) => {
      if (value === undefined || Number.isNaN(value)) return;
      if (value < low) low = value;
      if (value > high) high = value;
    };
    const { histogram, lines } = this.style;
    const columns = histogram ? point.values[histogram.index] : NaN;
    if (!Number.isNaN(columns)) {
      take(columns);
      take(0);
    }
    for (const line of lines) take(point.values[line.index]);
    if (low === Infinity) return [];
    const first = lines.length > 0 ? point.values[lines[0].index] : NaN;
    return [low, high, Number.isNaN(first) ? columns : first];
  }

  isWhitespace(point: IndicatorPoint | CustomSeriesWhitespaceData<Time>): point is CustomSeriesWhitespaceData<Time> {
    const values = (point as Partial<IndicatorPoint>).values;
    return !values || values.every((value) => Number.isNaN(value));
  }

  defaultOptions(): CustomSeriesOptions {
    return { ...customSeriesDefaultOptions, lastValueVisible: false, priceLineVisible: false };
  }

  /** Paints the visible bars (one bar either side, so lines run to the pane edges). */
  draw(target: DrawTarget, priceToY: PriceToCoordinateConverter): void {
    const data = this.data;
    if (!data?.visibleRange || data.bars.length === 0) return;
    const bars = data.bars;
    // lightweight-charts places only the bars of the visible range (`to` exclusive) on the time
    // scale; the one drawn either side keeps the x of an earlier paint (before a resize or a
    // scroll), so it is put one bar's spacing beyond its placed neighbour instead.
    const firstPlaced = Math.max(0, Math.ceil(data.visibleRange.from));
    const lastPlaced = Math.min(bars.length, Math.ceil(data.visibleRange.to)) - 1;
    if (lastPlaced < firstPlaced) return;
    const from = Math.max(0, firstPlaced - 1);
    const to = Math.min(bars.length - 1, lastPlaced + 1);
    const step = data.barSpacing * data.conflationFactor;
    const xAt = (i: number) =>
      i < firstPlaced ? bars[firstPlaced].x - (firstPlaced - i) * step : i > lastPlaced ? bars[lastPlaced].x + (i - lastPlaced) * step : bars[i].x;
    const { lines, histogram } = this.style;
    target.useMediaCoordinateSpace(({ context }) => {
      if (histogram) {
        const zero = priceToY(0);
        const width = Math.max(1, Math.floor(data.barSpacing * data.conflationFactor * 0.6));
        if (zero !== null) {
          for (let i = from; i <= to; i++) {
            const values = bars[i].originalData.values;
            const value = values[histogram.index];
            const y = Number.isNaN(value) ? null : priceToY(value);
            if (y === null) continue;
            context.fillStyle = values[histogram.signIndex ?? histogram.index] >= 0 ? histogram.positive : histogram.negative;
            context.fillRect(xAt(i) - width / 2, Math.min(y, zero), width, Math.max(1, Math.abs(zero - y)));
          }
        }
      }
      context.lineWidth = 1;
      context.lineJoin = 'round';
      for (const line of lines) {
        context.strokeStyle = line.color;
        context.beginPath();
        let drawing = false;
        for (let i = from; i <= to; i++) {
          const value = bars[i].originalData.values[line.index];
          const y = Number.isNaN(value) ? null : priceToY(value);
          if (y === null) {
            drawing = false;
            continue;
          }
          if (drawing) context.lineTo(xAt(i), y);
          else context.moveTo(xAt(i), y);
          drawing = true;
        }
        context.stroke();
      }
    });
  }
}
