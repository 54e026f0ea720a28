/** @jest-environment node */
import { setupServer } from 'msw/node';
import { API_PATHS } from '../paths';
import { chartBarAt, chartHistory, chartResolutionSeconds, createChartFeedHandlers } from './chart-feed';

const NOW_MS = Date.UTC(2026, 0, 15, 12, 30, 30, 250);
const server = setupServer(...createChartFeedHandlers(() => NOW_MS));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const base = 'http://localhost';

describe('chart feed over the synthetic market', () => {
  it('knows every chart resolution', () => {
    expect(chartResolutionSeconds('1S')).toBe(1);
    expect(chartResolutionSeconds('60')).toBe(3600);
    expect(chartResolutionSeconds('1D')).toBe(86_400);
    expect(chartResolutionSeconds('1W')).toBe(604_800);
    expect(chartResolutionSeconds('1M')).toBe(2_592_000);
    expect(chartResolutionSeconds('x')).toBeUndefined();
    expect(chartResolutionSeconds('0')).toBeUndefined();
  });

  it('is deterministic and self-consistent (high >= open, close >= low; bars join)', () => {
    const now = NOW_MS / 1000;
    const a = chartHistory('BTC_USDT', 60, now - 600 * 60, now, NOW_MS);
    expect(a).toEqual(chartHistory('BTC_USDT', 60, now - 600 * 60, now, NOW_MS));
    // now is 30 s into a minute: the range start is mid-bar, so the first whole bar is the next one
    expect(a).toHaveLength(600);
    expect(a[0][0]).toBe(Math.ceil((now - 600 * 60) / 60) * 60);
    for (const [time, open, high, low, close, volume] of a) {
      expect(time % 60).toBe(0);
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
      expect(volume).toBeGreaterThan(0);
    }
    // consecutive bars join: close of one is the open of the next
    for (let i = 1; i < a.length; i++) expect(a[i][1]).toBe(a[i - 1][4]);
  });

  it('rounds prices to the symbol tick size (BTC_USDT 0.1)', () => {
    for (const row of chartHistory('BTC_USDT', 1, NOW_MS / 1000 - 100, NOW_MS / 1000, NOW_MS)) {
      for (const price of row.slice(1, 5)) expect(Math.round(price * 10) / 10).toBe(price);
    }
  });

  it('never returns future bars and caps the count at the newest bars', () => {
    const now = NOW_MS / 1000;
    const rows = chartHistory('ETH_USDT', 60, 0, now + 86_400, NOW_MS, 100);
    expect(rows).toHaveLength(100);
    expect(rows[99][0]).toBe(Math.floor(now / 60) * 60);
  });

  it('a closed bar never changes with the clock; the forming one moves', () => {
    const t = 1_700_000_040;
    expect(chartBarAt('BTC_USDT', 60, t, (t + 10) * 1000)).not.toEqual(chartBarAt('BTC_USDT', 60, t, (t + 20) * 1000));
    expect(chartBarAt('BTC_USDT', 60, t, (t + 60) * 1000)).toEqual(chartBarAt('BTC_USDT', 60, t, (t + 6000) * 1000));
  });

  it('a bar asked alone equals the same bar inside a long range, at every resolution', () => {
    for (const seconds of [1, 10, 30, 60, 900, 3600, 86_400]) {
      const rows = chartHistory('SOL_USDT', seconds, NOW_MS / 1000 - 300 * seconds, NOW_MS / 1000, NOW_MS);
      const pick = rows[137];
      expect(chartBarAt('SOL_USDT', seconds, pick[0], NOW_MS)).toEqual(pick);
    }
  });

  it('moves like a market: log-normal 1-minute returns with fat tails, not a sine wave', () => {
    const rows = chartHistory('BTC_USDT', 60, NOW_MS / 1000 - 86_400, NOW_MS / 1000, NOW_MS);
    const returns = rows.slice(1).map((row, i) => Math.log(row[4] / rows[i][4]));
    const mean = returns.reduce((a, r) => a + r, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / returns.length);
    const kurtosis = returns.reduce((a, r) => a + (r - mean) ** 4, 0) / returns.length / sd ** 4;
    expect(sd).toBeGreaterThan(0.0002);
    expect(sd).toBeLessThan(0.005);
    // a normal distribution has kurtosis 3; clustered volatility and jumps make it fatter
    expect(kurtosis).toBeGreaterThan(4);
    // returns are not serially smooth (a sine wave's consecutive returns correlate near 1)
    const lag1 = returns.slice(1).reduce((a, r, i) => a + (r - mean) * (returns[i] - mean), 0) / returns.length / sd ** 2;
    expect(Math.abs(lag1)).toBeLessThan(0.2);
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
    expect(body).toEqual({ code: 0, message: 'success', data: { bar: chartBarAt('BTC_USDT', 60, Math.floor(NOW_MS / 60_000) * 60, NOW_MS) } });
  });

  it('rejects a request without a valid resolution or symbol', async () => {
    expect((await (await fetch(`${base}${API_PATHS.chartTicks}?symbol=BTC_USDT&resolution=7X`)).json()).code).not.toBe(0);
    expect((await (await fetch(`${base}${API_PATHS.chartTicks}?symbol=<b>&resolution=1`)).json()).code).not.toBe(0);
  });
});
