import {
  chartSavedDataKey,
  DEFAULT_INDICATOR_SETTINGS,
  loadChartSavedData,
  parseChartSavedData,
  saveChartData,
  type ChartProperties,
} from './chart-persistence';

const properties: ChartProperties = {
  paneBackground: '#000000',
  scaleTextColor: '#ffffff',
  scaleLineColor: '#333333',
  gridVertColor: '#111111',
  gridHorzColor: '#222222',
};

beforeEach(() => localStorage.clear());

describe('chart persistence', () => {
  it('saves under a per-chart key as { charts: [{ chartProperties, indicators }] } and restores it', () => {
    const indicators = { ...DEFAULT_INDICATOR_SETTINGS, kdj: { visible: false, params: { n: 14, m1: 3, m2: 3 } } };
    saveChartData('trade-BTC_USDT', properties, indicators);
    expect(JSON.parse(localStorage.getItem(chartSavedDataKey('trade-BTC_USDT')) ?? 'null')).toEqual({
      charts: [{ chartProperties: properties, indicators }],
    });
    expect(loadChartSavedData('trade-BTC_USDT')?.charts[0].indicators.kdj.params.n).toBe(14);
    expect(loadChartSavedData('other-chart')).toBeUndefined();
  });

  it('ignores corrupt saved data', () => {
    localStorage.setItem(chartSavedDataKey('a'), '{not json');
    expect(loadChartSavedData('a')).toBeUndefined();
    expect(parseChartSavedData({ charts: [] })).toBeUndefined();
    expect(parseChartSavedData({ charts: [{ chartProperties: properties }] })).toBeUndefined();
    expect(parseChartSavedData('x')).toBeUndefined();
  });

  it('ignores saved indicator parameters outside the spec ranges', () => {
    const bad = { ...DEFAULT_INDICATOR_SETTINGS, macd: { visible: true, params: { fast: 12, slow: 26, signal: 51, source: 'close' } } };
    expect(parseChartSavedData({ charts: [{ chartProperties: properties, indicators: bad }] })).toBeUndefined();
    const good = { charts: [{ chartProperties: properties, indicators: DEFAULT_INDICATOR_SETTINGS }] };
    expect(parseChartSavedData(good)).toEqual(good);
  });
});
