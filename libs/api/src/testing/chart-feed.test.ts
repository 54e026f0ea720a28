/** @jest-environment node */
import { setupServer } from 'msw/node';
import { API_PATHS } from '../paths';
import { chartBarAt, chartHistory, chartResolutionSeconds, createChartFeedHandlers } from './chart-feed';

const NOW_MS = Date.UTC(2026, 0, 15, 12, 30, 30);
const server = setupServer(...createChartFeedHandlers(() => NOW_MS));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const base = 'http://localhost';

describe('chart feed generator', () => {
  it('knows every chart resolution', () => {
    expect(chartResolutionSeconds('1S')).toBe(1);
    expect(chartResolutionSeconds('60')).toBe(3600);
    expect(chartResolutionSeconds('1D')).toBe(86_400);
    expect(chartResolutionSeconds('1W')).toBe(604_800);
    expect(chartResolutionSeconds('1M')).toBe(2_592_000);
    expect(chartResolutionSeconds('x')).toBeUndefined();
    expect(chartResolutionSeconds('0')).toBeUndefined();
  });

  it('is deterministic and self-consistent (high >= open, close >= low)', () => {
    const now = NOW_MS / 1000;
    const a = chartHistory('BTC_USDT', 60, now - 600 * 60, now, now);
    const b = chartHistory('BTC_USDT', 60, now - 600 * 60, now, now);
    expect(a).toEqual(b);
    // now is 30 s into a minute: the range start is mid-bar, so the first whole bar is the next one
    expect(a).toHaveLength(600);
    expect(a[0][0]).toBe(Math.ceil((now - 600 * 60) / 60) * 60);
    for (const [time, open, high, low, close] of a) {
      expect(time % 60).toBe(0);
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
    }
    // consecutive bars join: close of one is the open of the next
    expect(a[10][4]).toBeCloseTo(a[11][1], 6);
  });

  it('never returns future bars and caps the count at the newest bars', () => {
    const now = NOW_MS / 1000;
    const rows = chartHistory('ETH_USDT', 60, 0, now + 86_400, now, 100);
    expect(rows).toHaveLength(100);
    expect(rows[99][0]).toBe(Math.floor(now / 60) * 60);
  });

  it('moves the forming bar as time passes and leaves closed bars unchanged', () => {
    const t = 1_700_000_040;
    expect(chartBarAt('BTC_USDT', 60, t, t + 10)).not.toEqual(chartBarAt('BTC_USDT', 60, t, t + 20));
    expect(chartBarAt('BTC_USDT', 60, t, t + 60)).toEqual(chartBarAt('BTC_USDT', 60, t, t + 6000));
  });
});

describe('chart feed handlers', () => {
  it('answers history by resolution in the web envelope', async () => {
    const to = NOW_MS / 1000;
    const query = new URLSearchParams({ symbol: 'BTC_USDT', resolution: '15', from: String(to - 15 * 60 * 9), to: String(to) });
    const body = await (await fetch(`${base}${API_PATHS.chartHistory}?${query}`)).json();
    expect(body.code).toBe(0);
    // from is 30 s past a 15-minute boundary, so bars 10:30 to 12:30 UTC
    expect(body.data.bars).toHaveLength(9);
    expect(body.data.bars[8][0]).toBe(Math.floor(to / 900) * 900);
  });

  it('answers the forming bar on the tick endpoint', async () => {
    const body = await (await fetch(`${base}${API_PATHS.chartTicks}?symbol=BTC_USDT&resolution=1`)).json();
    expect(body).toEqual({ code: 0, message: 'success', data: { bar: chartBarAt('BTC_USDT', 60, Math.floor(NOW_MS / 60_000) * 60, NOW_MS / 1000) } });
  });

  it('rejects a request without a valid resolution', async () => {
    const body = await (await fetch(`${base}${API_PATHS.chartTicks}?symbol=BTC_USDT&resolution=7X`)).json();
    expect(body.code).not.toBe(0);
  });
});
