import { DEFAULT_INDICATOR_SETTINGS, type IndicatorSettings } from '../persistence/chart-persistence';
import { firstHistoryBars, firstHistoryScreenBars, indicatorWarmupBars } from './history-window-calculation';

const off: IndicatorSettings = {
  macd: { ...DEFAULT_INDICATOR_SETTINGS.macd, visible: false },
  kdj: { ...DEFAULT_INDICATOR_SETTINGS.kdj, visible: false },
  td: { ...DEFAULT_INDICATOR_SETTINGS.td, visible: false },
  volume: { visible: true },
};
const withMacd = (fast: number, slow: number, signal: number): IndicatorSettings => ({
  ...off,
  macd: { visible: true, params: { ...DEFAULT_INDICATOR_SETTINGS.macd.params, fast, slow, signal } },
});

describe('first history load (decision: two screens of bars, at most 400, plus 4 x the shown indicators warm-up, at most a 2000-bar page)', () => {
  it('gives the default chart (MACD 12/26/9, KDJ 9/3/3) 400 + 4 x (26 + 9) bars', () => {
    expect(indicatorWarmupBars(DEFAULT_INDICATOR_SETTINGS)).toBe(35);
    expect(firstHistoryBars(DEFAULT_INDICATOR_SETTINGS)).toBe(540);
  });

  it('gives a chart of known width two screens at 6 px a bar, at most 400 (decision: a phone needs fewer)', () => {
    expect(firstHistoryScreenBars(412)).toBe(2 * 69);
    expect(firstHistoryBars(DEFAULT_INDICATOR_SETTINGS, 412)).toBe(138 + 140);
    // 1200 px is exactly 200 bars: two screens are the whole 400; one pixel more is capped at 400
    expect(firstHistoryScreenBars(1194)).toBe(398);
    expect(firstHistoryScreenBars(1200)).toBe(400);
    expect(firstHistoryScreenBars(1201)).toBe(400);
    expect(firstHistoryBars(DEFAULT_INDICATOR_SETTINGS, 1920)).toBe(540);
    // an unknown width (0, as before layout) keeps the widest screen's 400
    expect(firstHistoryScreenBars(0)).toBe(400);
    expect(firstHistoryScreenBars(Number.NaN)).toBe(400);
  });

  it('gives a chart without indicators a screen of bars; volume needs no warm-up', () => {
    expect(firstHistoryBars(off)).toBe(400);
  });

  it('counts only shown indicators, each by its own periods', () => {
    const kdj: IndicatorSettings = { ...off, kdj: { visible: true, params: { n: 20, m1: 5, m2: 7 } } };
    expect(indicatorWarmupBars(kdj)).toBe(32);
    expect(indicatorWarmupBars({ ...off, td: { ...off.td, visible: true } })).toBe(14);
    // the faster MACD line longer than the slower one still counts
    expect(indicatorWarmupBars(withMacd(50, 20, 5))).toBe(55);
    expect(indicatorWarmupBars({ ...kdj, macd: withMacd(12, 26, 9).macd })).toBe(35);
  });

  it('stops at one history page: 399 warm-up bars ask for 1996, 400 for 2000, 401 and more still 2000', () => {
    expect(firstHistoryBars(withMacd(1, 390, 9))).toBe(1996);
    expect(firstHistoryBars(withMacd(1, 391, 9))).toBe(2000);
    expect(firstHistoryBars(withMacd(1, 392, 9))).toBe(2000);
    expect(firstHistoryBars(withMacd(1, 2000, 50))).toBe(2000);
  });
});
