import { LONG_PRESS_MOVE_TOLERANCE_PX, LONG_PRESS_MS, longPressState } from './long-press';

const start = { x: 100, y: 200, time: 1_000 };

describe('long press on the chart (touch opens the context menu)', () => {
  it(`is still pending ${LONG_PRESS_MS - 1} ms in and fires at ${LONG_PRESS_MS} ms`, () => {
    expect(longPressState(start, { ...start, time: start.time + LONG_PRESS_MS - 1 })).toBe('pending');
    expect(longPressState(start, { ...start, time: start.time + LONG_PRESS_MS })).toBe('fire');
  });

  it(`tolerates a drift of ${LONG_PRESS_MOVE_TOLERANCE_PX} px and cancels beyond it (a drag or a pan)`, () => {
    const at = start.time + LONG_PRESS_MS;
    expect(longPressState(start, { x: start.x + LONG_PRESS_MOVE_TOLERANCE_PX, y: start.y, time: at })).toBe('fire');
    expect(longPressState(start, { x: start.x, y: start.y + LONG_PRESS_MOVE_TOLERANCE_PX + 0.01, time: at })).toBe('cancel');
    expect(longPressState(start, { x: start.x + 8, y: start.y + 8, time: start.time + 10 })).toBe('cancel');
  });
});
