import { useEffect, useRef, type PointerEvent } from 'react';
import { after } from '@exchange/platform';

/** How long a finger rests on the chart before its context menu opens (the platforms' usual 500 ms). */
export const LONG_PRESS_MS = 500;
/** How far, in px, a resting finger may drift before the press counts as a drag instead. */
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;

/** Where and when a touch began, and where it is now. */
export interface PressSample {
  x: number;
  y: number;
  /** Epoch milliseconds. */
  time: number;
}

/**
 * What a touch is so far: still `pending`, a long press that opens the menu (`fire`: held for
 * LONG_PRESS_MS without moving more than the tolerance), or a drag or pan (`cancel`).
 */
export function longPressState(start: PressSample, current: PressSample): 'pending' | 'fire' | 'cancel' {
  if (Math.hypot(current.x - start.x, current.y - start.y) > LONG_PRESS_MOVE_TOLERANCE_PX) return 'cancel';
  return current.time - start.time >= LONG_PRESS_MS ? 'fire' : 'pending';
}

/** Pointer handlers that call `onLongPress` with the touch's start point after a long press. */
export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

/**
 * A long press by touch or pen (a mouse has its right button). The timer fires at
 * LONG_PRESS_MS unless the finger lifts or drifts past the tolerance first.
 */
export function useLongPress(onLongPress: (clientX: number, clientY: number) => void, now: () => number): LongPressHandlers {
  const start = useRef<PressSample | null>(null);
  const cancelTimer = useRef<() => void>(() => undefined);
  const callback = useRef(onLongPress);
  callback.current = onLongPress;
  const stop = () => {
    cancelTimer.current();
    start.current = null;
  };
  useEffect(() => stop, []);
  return {
    onPointerDown: (event) => {
      stop();
      if (event.pointerType === 'mouse') return;
      const sample = { x: event.clientX, y: event.clientY, time: now() };
      start.current = sample;
      // The timer is the clock here: a drift past the tolerance or a lift has already cancelled it.
      cancelTimer.current = after(LONG_PRESS_MS, () => {
        if (start.current === sample) {
          start.current = null;
          callback.current(sample.x, sample.y);
        }
      });
    },
    onPointerMove: (event) => {
      const sample = start.current;
      if (sample && longPressState(sample, { x: event.clientX, y: event.clientY, time: now() }) === 'cancel') stop();
    },
    onPointerUp: stop,
    onPointerCancel: stop,
  };
}
