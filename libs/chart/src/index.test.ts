/** @jest-environment node */
import * as chart from './index';

jest.mock('lightweight-charts', () => {
  throw new Error('lightweight-charts must not load with the lib index');
}, { virtual: true });

describe('@exchange/chart public index', () => {
  it('loads without pulling lightweight-charts in (apps lazy-load the chart)', () => {
    expect(typeof chart.chartRoutes[0].lazy).toBe('function');
    expect(typeof chart.LazyHomeMarkets).toBe('function');
  });
});
