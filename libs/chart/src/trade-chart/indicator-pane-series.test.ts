/** @jest-environment node */
import type { PaneRendererCustomData, Time } from 'lightweight-charts';
import { IndicatorPaneView, type IndicatorPoint } from './indicator-pane-series';

// lightweight-charts ships ESM only: the recording fake stands in (only its default options are used here).
jest.mock('lightweight-charts', () => jest.requireActual('../testing/fake-lightweight-charts'), { virtual: true });

const macdStyle = {
  histogram: { index: 2, positive: 'up', negative: 'down' },
  lines: [
    { index: 0, color: 'blue' },
    { index: 1, color: 'orange' },
  ],
};

function paint(view: IndicatorPaneView, values: number[][], visible: { from: number; to: number }, xOf = (i: number) => i * 10) {
  const bars = values.map((v, i) => ({ x: xOf(i), time: i as Time, originalData: { time: i as Time, values: v } }));
  view.update({ bars, barSpacing: 10, visibleRange: visible, conflationFactor: 1 } as unknown as PaneRendererCustomData<Time, IndicatorPoint>);
  const ops: string[] = [];
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    lineJoin: '',
    fillRect: (x: number, y: number, w: number, h: number) => ops.push(`rect ${context.fillStyle} ${x},${y} ${w}x${h}`),
    beginPath: () => ops.push(`path ${context.strokeStyle}`),
    moveTo: (x: number, y: number) => ops.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => ops.push(`L${x},${y}`),
    stroke: () => ops.push('stroke'),
  };
  const target = { useMediaCoordinateSpace: (fn: (scope: { context: typeof context }) => void) => fn({ context }) };
  // price p is drawn at y = 100 - p
  view.renderer().draw(target as never, ((price: number) => 100 - price) as never, false);
  return ops;
}

describe('IndicatorPaneView (one custom series per indicator pane)', () => {
  it('autoscales over the defined values, including zero when a histogram is drawn, last value last', () => {
    const macd = new IndicatorPaneView(macdStyle);
    expect(macd.priceValueBuilder({ time: 1 as Time, values: [5, 3, 2] })).toEqual([0, 5, 5]);
    expect(macd.priceValueBuilder({ time: 1 as Time, values: [5, NaN, NaN] })).toEqual([5, 5, 5]);
    expect(macd.priceValueBuilder({ time: 1 as Time, values: [-4, -6, -2] })).toEqual([-6, 0, -4]);
    const kdj = new IndicatorPaneView({ lines: [{ index: 0, color: 'k' }, { index: 1, color: 'd' }, { index: 2, color: 'j' }] });
    expect(kdj.priceValueBuilder({ time: 1 as Time, values: [60, 70, 110] })).toEqual([60, 110, 60]);
    expect(kdj.priceValueBuilder({ time: 1 as Time, values: [NaN, NaN, NaN] })).toEqual([]);
    // Volume: columns from zero; close - open (index 1) only picks the colour, it is not scaled.
    const volume = new IndicatorPaneView({ lines: [], histogram: { index: 0, signIndex: 1, positive: 'up', negative: 'down' } });
    expect(volume.priceValueBuilder({ time: 1 as Time, values: [120, -500] })).toEqual([0, 120, 120]);
  });

  it('treats a bar with no defined value as whitespace', () => {
    const view = new IndicatorPaneView(macdStyle);
    expect(view.isWhitespace({ time: 1 as Time, values: [NaN, NaN, NaN] })).toBe(true);
    expect(view.isWhitespace({ time: 1 as Time })).toBe(true);
    expect(view.isWhitespace({ time: 1 as Time, values: [NaN, 1, NaN] })).toBe(false);
    expect(view.defaultOptions()).toMatchObject({ lastValueVisible: false, priceLineVisible: false });
  });

  it('draws histogram columns from zero coloured by sign, then each line, breaking at undefined values', () => {
    const ops = paint(new IndicatorPaneView(macdStyle), [[NaN, NaN, NaN], [10, NaN, NaN], [20, 15, 5], [30, 25, -5]], { from: 1, to: 3 });
    expect(ops).toEqual([
      'rect up 17,95 6x5',
      'rect down 27,100 6x5',
      'path blue',
      'M10,90',
      'L20,80',
      'L30,70',
      'stroke',
      'path orange',
      'M20,85',
      'L30,75',
      'stroke',
    ]);
  });

  it('colours volume columns by the sign of close - open', () => {
    const volume = new IndicatorPaneView({ lines: [], histogram: { index: 0, signIndex: 1, positive: 'up', negative: 'down' } });
    expect(paint(volume, [[10, 1], [20, -1], [30, 0]], { from: 0, to: 2 })).toEqual(['rect up -3,90 6x10', 'rect down 7,80 6x20', 'rect up 17,70 6x30']);
  });

  it('paints only the visible bars and one either side', () => {
    const values = Array.from({ length: 1000 }, (_, i) => [i, NaN, NaN]);
    const ops = paint(new IndicatorPaneView({ lines: [{ index: 0, color: 'k' }] }), values, { from: 500, to: 510 });
    // The range's `to` is exclusive, as lightweight-charts gives it: bars 499 to 510.
    expect(ops.filter((op) => op.startsWith('M') || op.startsWith('L'))).toHaveLength(12);
    expect(ops[1]).toBe('M4990,-399');
  });

  it('draws the bar either side one spacing beyond its visible neighbour, not where an earlier paint left it', () => {
    // lightweight-charts places only the visible bars; after a resize the others keep old x values.
    const values = Array.from({ length: 20 }, (_, i) => [i, NaN, i % 2 === 0 ? 1 : -1]);
    const stale = (i: number) => (i >= 5 && i < 10 ? i * 10 : 9999);
    const ops = paint(new IndicatorPaneView(macdStyle), values, { from: 5, to: 10 }, stale);
    expect(ops.filter((op) => op.startsWith('rect')).map((op) => op.split(' ')[2].split(',')[0])).toEqual(['37', '47', '57', '67', '77', '87', '97']);
    expect(ops.filter((op) => /^[ML]/.test(op)).map((op) => op.slice(0, op.indexOf(',')))).toEqual(['M40', 'L50', 'L60', 'L70', 'L80', 'L90', 'L100']);
  });
});
