import {
  HEARTBEAT_IDLE_MS,
  POLICY_BACKOFF_MS,
  PONG_TIMEOUT_MS,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  checkSeq,
  coalesceBar,
  heartbeatAction,
  mergeBackfill,
  needsBackfill,
  reconnectDelay,
  shouldPoll,
} from './market-stream-rules';

const bar = (time: number, close = time) => ({ time, open: close, high: close, low: close, close, volume: 1 });

describe('reconnect backoff', () => {
  it('starts between half and all of the base delay and doubles per attempt', () => {
    expect(reconnectDelay(0, 1006, 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, 1006, 1)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(1, 1006, 0)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(3, 1006, 1)).toBe(8 * RECONNECT_BASE_MS);
  });

  it(`never exceeds ${RECONNECT_MAX_MS} ms, jitter included, however many attempts`, () => {
    expect(reconnectDelay(5, 1006, 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(4, 1006, 1)).toBe(16_000);
    for (const attempt of [5, 6, 10, 50, 1e6]) {
      expect(reconnectDelay(attempt, undefined, 1)).toBe(RECONNECT_MAX_MS);
      expect(reconnectDelay(attempt, undefined, 0)).toBe(RECONNECT_MAX_MS / 2);
    }
  });

  it('waits long after a close 1008 (a broken limit), whatever the attempt', () => {
    expect(reconnectDelay(0, 1008, 0)).toBe(POLICY_BACKOFF_MS);
    expect(reconnectDelay(0, 1008, 1)).toBe(POLICY_BACKOFF_MS + RECONNECT_MAX_MS);
    expect(reconnectDelay(0, 1009, 0)).toBe(RECONNECT_BASE_MS / 2);
  });
});

describe('heartbeat', () => {
  it(`pings after exactly ${HEARTBEAT_IDLE_MS} ms of silence`, () => {
    expect(heartbeatAction(1000, undefined, 1000 + HEARTBEAT_IDLE_MS - 1)).toBe('wait');
    expect(heartbeatAction(1000, undefined, 1000 + HEARTBEAT_IDLE_MS)).toBe('ping');
  });

  it(`reconnects when no answer came ${PONG_TIMEOUT_MS} ms after the ping`, () => {
    const pingAt = 20_000;
    expect(heartbeatAction(5000, pingAt, pingAt + PONG_TIMEOUT_MS - 1)).toBe('wait');
    expect(heartbeatAction(5000, pingAt, pingAt + PONG_TIMEOUT_MS)).toBe('reconnect');
  });
});

describe('sequence numbers', () => {
  it('accepts the first and the next, drops duplicates and older, flags a gap', () => {
    expect(checkSeq(undefined, 17)).toBe('first');
    expect(checkSeq(4, 5)).toBe('next');
    expect(checkSeq(5, 5)).toBe('stale');
    expect(checkSeq(5, 3)).toBe('stale');
    expect(checkSeq(5, 7)).toBe('gap');
  });
});

describe('backfill', () => {
  it('is needed only when the stream resumed past the last bar held', () => {
    expect(needsBackfill(100, 100)).toBe(false);
    expect(needsBackfill(100, 101)).toBe(true);
    expect(needsBackfill(undefined, 101)).toBe(false);
  });

  it('merges history from the last bar on with newer streamed bars: one bar per time, ascending', () => {
    const history = [bar(90, 1), bar(100, 2), bar(110, 3), bar(120, 4)];
    const buffered = [bar(120, 44), bar(130, 5), bar(110, 99)];
    expect(mergeBackfill(100, history, buffered)).toEqual([bar(100, 2), bar(110, 3), bar(120, 44), bar(130, 5)]);
  });

  it('keeps the streamed bars when history failed', () => {
    expect(mergeBackfill(100, [], [bar(130), bar(140)])).toEqual([bar(130), bar(140)]);
  });
});

describe('one update per bar per frame', () => {
  it('replaces the same bar, appends a newer one, drops an older one', () => {
    let queue = coalesceBar([], bar(60, 1));
    queue = coalesceBar(queue, bar(60, 2));
    expect(queue).toEqual([bar(60, 2)]);
    queue = coalesceBar(queue, bar(120, 3));
    queue = coalesceBar(queue, bar(60, 4));
    queue = coalesceBar(queue, bar(0, 5));
    expect(queue).toEqual([bar(60, 4), bar(120, 3)]);
  });
});

describe('HTTP polling', () => {
  it('runs only while the socket cannot connect at all', () => {
    expect(shouldPoll('unreachable')).toBe(true);
    expect(shouldPoll('refused-policy')).toBe(true);
    expect(shouldPoll('open')).toBe(false);
    expect(shouldPoll('reconnecting')).toBe(false);
    expect(shouldPoll('connecting')).toBe(false);
    expect(shouldPoll('idle')).toBe(false);
  });
});
