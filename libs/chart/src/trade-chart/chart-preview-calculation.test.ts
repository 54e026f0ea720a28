import {
  PREVIEW_BAR_SPACING_PX,
  PREVIEW_MIN_TICK_GAP_PX,
  PREVIEW_MIN_TIME_LABEL_GAP_PX,
  PREVIEW_SCALE_MARGINS,
  PREVIEW_TIME_AXIS_PX,
  extent,
  niceStep,
  previewPanes,
  previewWindow,
  timeLabelIndexes,
  timeLabelInterval,
  valueScale,
} from './chart-preview-calculation';
import { PRICE_PANE_SHARE } from './pane-layout-calculation';

describe('previewPanes', () => {
  it('gives the price pane its share of the height above the time scale, with 1 px separators', () => {
    const panes = previewPanes(428, 2);
    const available = 428 - PREVIEW_TIME_AXIS_PX - 2;
    expect(panes).toHaveLength(3);
    expect(panes[0]).toEqual({ top: 0, height: Math.floor(available * PRICE_PANE_SHARE) });
    expect(panes[1].top).toBe(panes[0].height + 1);
    expect(panes[2].top).toBe(panes[1].top + panes[1].height + 1);
    expect(panes[1].height).toBe(panes[2].height);
    expect(panes[2].top + panes[2].height).toBeLessThanOrEqual(428 - PREVIEW_TIME_AXIS_PX);
  });

  it('gives the price pane everything above the time scale with no indicator pane', () => {
    expect(previewPanes(300, 0)).toEqual([{ top: 0, height: 300 - PREVIEW_TIME_AXIS_PX }]);
  });
});

describe('previewWindow', () => {
  it('puts the newest bar at the right edge and steps older bars left by the bar spacing', () => {
    const view = previewWindow(278, 340);
    expect(view.x(277)).toBe(340 - PREVIEW_BAR_SPACING_PX / 2);
    expect(view.x(276)).toBe(340 - PREVIEW_BAR_SPACING_PX * 1.5);
    // ceil(340 / 6) + 1 = 58 bars drawn, the oldest partly off the left edge.
    expect(view.first).toBe(278 - 58);
    expect(view.x(view.first)).toBeLessThan(0 + PREVIEW_BAR_SPACING_PX);
  });

  it('starts at the first bar when all bars fit', () => {
    expect(previewWindow(10, 340).first).toBe(0);
  });
});

describe('valueScale', () => {
  const pane = { top: 10, height: 200 };

  it('maps the range between the pane margins, higher values up', () => {
    const scale = valueScale(100, 200, pane);
    expect(scale.y(200)).toBeCloseTo(10 + 200 * PREVIEW_SCALE_MARGINS.top);
    expect(scale.y(100)).toBeCloseTo(10 + 200 * (1 - PREVIEW_SCALE_MARGINS.bottom));
  });

  it('labels round values at least the least tick gap apart, all inside the pane', () => {
    const { y, ticks } = valueScale(47_012.5, 52_180, pane);
    expect(ticks.length).toBeGreaterThan(1);
    const step = ticks[1] - ticks[0];
    expect(ticks.every((tick) => Number.isInteger(tick / step))).toBe(true);
    expect(Math.abs(y(ticks[0]) - y(ticks[1]))).toBeGreaterThanOrEqual(PREVIEW_MIN_TICK_GAP_PX);
    expect(ticks.every((tick) => y(tick) >= pane.top && y(tick) <= pane.top + pane.height)).toBe(true);
  });

  it('centres a flat range and gives no labels without values', () => {
    expect(valueScale(5, 5, pane).y(5)).toBeCloseTo(10 + (200 * 0.2 + 200 * 0.9) / 2);
    expect(valueScale(Infinity, -Infinity, pane).ticks).toEqual([]);
  });
});

describe('niceStep', () => {
  it.each([
    [1, 1],
    [1.01, 2],
    [2, 2],
    [2.01, 2.5],
    [2.5, 2.5],
    [2.51, 5],
    [5, 5],
    [5.01, 10],
    [0.03, 0.05],
    [420, 500],
  ])('rounds %p up to %p', (raw, step) => {
    expect(niceStep(raw)).toBeCloseTo(step);
  });
});

describe('timeLabelIndexes', () => {
  it('labels hour bars once a day: 14 bars (80 px at 6 px) is 14 h, rounded up to a round interval', () => {
    const start = Date.UTC(2026, 0, 1) / 1000;
    const times = Array.from({ length: 72 }, (_, index) => start + index * 3600);
    expect(Math.ceil(PREVIEW_MIN_TIME_LABEL_GAP_PX / PREVIEW_BAR_SPACING_PX)).toBe(14);
    expect(timeLabelIndexes(times, 0, 3600)).toEqual([0, 24, 48]);
    expect(timeLabelIndexes(times, 25, 3600)).toEqual([48]);
  });

  it('labels minute bars every 15 minutes (14 min rounded up)', () => {
    const start = Date.UTC(2026, 0, 1) / 1000;
    const times = Array.from({ length: 31 }, (_, index) => start + index * 60);
    expect(timeLabelIndexes(times, 0, 60)).toEqual([0, 15, 30]);
  });
});

describe('timeLabelInterval', () => {
  it.each([
    [60, 900],
    [900, 14_400],
    [3600, 86_400],
    [86_400, 2_592_000],
  ])('%p s bars are labelled every %p s', (barSeconds, interval) => {
    expect(timeLabelInterval(barSeconds)).toBe(interval);
  });
});

describe('extent', () => {
  it('skips values that are not finite (an indicator still warming up)', () => {
    const values = [[NaN, 3], [1, 7], [Infinity, 2]];
    expect(extent(0, 2, (index) => values[index])).toEqual({ min: 1, max: 7 });
  });
});
