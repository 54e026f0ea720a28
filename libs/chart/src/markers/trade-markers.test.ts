/** @jest-environment node */
import type { IPrimitivePaneRenderer, SeriesAttachedParameter, Time } from 'lightweight-charts';
import { layoutMarkers, lowerBound, sortMarkers, upperBound, visibleMarkerRange, type TradeMarker } from './trade-marker-layout';
import { TdCountsPrimitive, tdLabels, type TdLabel } from './td-counts-primitive';
import { TradeMarkersPrimitive } from './trade-markers-primitive';

const marker = (time: number, type: 'buy' | 'sell', price = 100): TradeMarker => ({
  time,
  type,
  price,
  quantity: 1,
  symbol: 'BTC_USDT',
  rawTimestamp: time * 1000 + 5,
});

describe('marker search', () => {
  const sorted = sortMarkers([marker(30, 'sell'), marker(10, 'buy'), marker(20, 'sell'), marker(20, 'buy')]);

  it('sorts by time, buys before sells', () => {
    expect(sorted.map((m) => `${m.time}${m.type}`)).toEqual(['10buy', '20buy', '20sell', '30sell']);
  });

  it('finds the visible range by binary search, inclusive of both ends', () => {
    expect(lowerBound(sorted, 20)).toBe(1);
    expect(upperBound(sorted, 20)).toBe(3);
    expect(visibleMarkerRange(sorted, 20, 30)).toEqual([1, 4]);
    expect(visibleMarkerRange(sorted, 11, 19)).toEqual([1, 1]);
    expect(visibleMarkerRange(sorted, 0, 100)).toEqual([0, 4]);
  });
});

describe('marker layout (offsets x 8, y 3, height 17, spacing 3)', () => {
  const toX = (time: number) => time * 10;
  const toY = (price: number) => 500 - price;

  it('puts a buy 3 px below its price and a sell 3 px above, 17 px high, 17 px wide centred', () => {
    const [buy, sell] = layoutMarkers([marker(10, 'buy', 100), marker(20, 'sell', 100)], 0, 2, toX, toY);
    expect(buy).toEqual({ x: 92, y: 403, width: 17, height: 17, anchorX: 100, anchorY: 400, type: 'buy' });
    expect(sell).toMatchObject({ x: 192, y: 400 - 3 - 17, height: 17 });
  });

  it('stacks same-side markers on one bar 20 px apart', () => {
    const boxes = layoutMarkers([marker(10, 'buy'), marker(10, 'buy'), marker(10, 'sell'), marker(10, 'sell')], 0, 4, toX, toY);
    expect(boxes.map((b) => b.y)).toEqual([403, 423, 380, 360]);
  });

  it('skips markers whose coordinate is off screen', () => {
    expect(layoutMarkers([marker(10, 'buy')], 0, 1, () => null, toY)).toEqual([]);
  });
});

describe('TradeMarkersPrimitive', () => {
  function setup(count: number, visible: [number, number]) {
    const primitive = new TradeMarkersPrimitive({ buyColor: 'g', sellColor: 'r', textColor: 'w', buyLabel: 'B', sellLabel: 'S' });
    const timeToCoordinate = jest.fn((t: number) => t);
    const requestUpdate = jest.fn();
    const chart = { timeScale: () => ({ getVisibleRange: () => ({ from: visible[0], to: visible[1] }), timeToCoordinate }) };
    const series = { priceToCoordinate: (p: number) => p };
    primitive.attached({ chart, series, requestUpdate } as unknown as SeriesAttachedParameter<Time>);
    primitive.setMarkers(Array.from({ length: count }, (_, i) => marker(i * 60, i % 2 ? 'sell' : 'buy')));
    const context = { fillRect: jest.fn(), fillText: jest.fn(), fillStyle: '', font: '', textAlign: '', textBaseline: '' };
    const target = { useMediaCoordinateSpace: (fn: (scope: { context: typeof context }) => void) => fn({ context }) };
    primitive.draw(target as unknown as Parameters<IPrimitivePaneRenderer['draw']>[0]);
    return { context, timeToCoordinate, requestUpdate, primitive };
  }

  it('draws only the markers in the visible range, even with many thousands', () => {
    const { context, timeToCoordinate, requestUpdate } = setup(100_000, [60 * 1000, 60 * 1009]);
    expect(requestUpdate).toHaveBeenCalled();
    expect(context.fillRect).toHaveBeenCalledTimes(10);
    expect(timeToCoordinate).toHaveBeenCalledTimes(10);
    expect(context.fillText.mock.calls.map((c) => c[0])).toEqual(['B', 'S', 'B', 'S', 'B', 'S', 'B', 'S', 'B', 'S']);
  });

  it('draws nothing when detached or when nothing is visible', () => {
    const { context, primitive } = setup(10, [100_000, 200_000]);
    expect(context.fillRect).not.toHaveBeenCalled();
    primitive.detached();
    expect(() => primitive.paneViews()[0].renderer()).not.toThrow();
  });
});

describe('TdCountsPrimitive', () => {
  const label = (time: number, text: string, side: 'sell' | 'buy', kind: TdLabel['kind'] = 'setup'): TdLabel => ({ time, text, side, kind, price: 100 });

  function drawn(labels: TdLabel[], visible: [number, number]) {
    const primitive = new TdCountsPrimitive({ text: 'grey', sellCountdown: 'red', buyCountdown: 'green' });
    const chart = { timeScale: () => ({ getVisibleRange: () => ({ from: visible[0], to: visible[1] }), timeToCoordinate: (t: number) => t }) };
    const series = { priceToCoordinate: (p: number) => 500 - p };
    primitive.attached({ chart, series, requestUpdate: () => undefined } as unknown as SeriesAttachedParameter<Time>);
    primitive.setLabels(labels);
    const calls: Array<{ text: string; x: number; y: number; colour: string; baseline: string; direction: string }> = [];
    const context = {
      font: '',
      textAlign: '',
      textBaseline: '',
      fillStyle: '',
      direction: 'inherit',
      fillText(text: string, x: number, y: number) {
        calls.push({ text, x, y, colour: context.fillStyle, baseline: context.textBaseline, direction: context.direction });
      },
    };
    const target = { useMediaCoordinateSpace: (fn: (scope: { context: typeof context }) => void) => fn({ context }) };
    primitive.draw(target as unknown as Parameters<IPrimitivePaneRenderer['draw']>[0]);
    return { calls, primitive };
  }

  it('draws visible labels only: sell above the high, buy below the low, countdowns coloured and one row out', () => {
    const { calls } = drawn([label(10, '1', 'sell'), label(20, '9', 'sell'), label(30, '13', 'buy', 'countdown'), label(40, '2', 'buy')], [20, 30]);
    expect(calls).toEqual([
      { text: '9', x: 20, y: 396, colour: 'grey', baseline: 'bottom', direction: 'ltr' },
      { text: '13', x: 30, y: 417, colour: 'green', baseline: 'top', direction: 'ltr' },
    ]);
  });

  it('stacks a setup 9 and a countdown 1 on one bar without overlap; "+" is drawn like a countdown', () => {
    const bar = { time: 20, high: 110, low: 100 };
    const { calls } = drawn([...tdLabels(bar, -9, -1, 0), ...tdLabels({ ...bar, time: 30 }, 0, 0, 1)], [0, 100]);
    expect(calls).toEqual([
      { text: '9', x: 20, y: 404, colour: 'grey', baseline: 'top', direction: 'ltr' },
      { text: '1', x: 20, y: 417, colour: 'green', baseline: 'top', direction: 'ltr' },
      { text: '+', x: 30, y: 373, colour: 'red', baseline: 'bottom', direction: 'ltr' },
    ]);
  });

  it('labels a bar from the signed TD values: setup first, then countdown or "+"; opposite sides each at their extreme', () => {
    const bar = { time: 5, high: 12, low: 8 };
    expect(tdLabels(bar, 0, 0, 0)).toEqual([]);
    expect(tdLabels(bar, 9, 0, 0)).toEqual([{ time: 5, text: '9', side: 'sell', kind: 'setup', price: 12 }]);
    expect(tdLabels(bar, 3, -13, 0)).toEqual([
      { time: 5, text: '3', side: 'sell', kind: 'setup', price: 12 },
      { time: 5, text: '13', side: 'buy', kind: 'countdown', price: 8 },
    ]);
    expect(tdLabels(bar, 0, 0, -1)).toEqual([{ time: 5, text: '+', side: 'buy', kind: 'countdown', price: 8 }]);
  });

  it('replaces or clears the forming bar labels while streaming', () => {
    const { primitive } = drawn([label(10, '1', 'sell')], [0, 100]);
    primitive.setLast(20, [label(20, '2', 'sell')]);
    primitive.setLast(20, [label(20, '9', 'buy'), label(20, '1', 'buy', 'countdown')]);
    expect(primitive.labels.map((c) => `${c.time}${c.side}${c.text}${c.kind}`)).toEqual(['10sell1setup', '20buy9setup', '20buy1countdown']);
    primitive.setLast(20, [label(20, '1', 'buy')]);
    expect(primitive.labels).toHaveLength(2);
    primitive.setLast(20, []);
    primitive.setLast(30, []);
    expect(primitive.labels).toHaveLength(1);
  });
});
