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
  nextHeartbeatAt,
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

  it('is next checked exactly when it would ping, or, with a ping out, when it would give up', () => {
    expect(nextHeartbeatAt(1000, undefined)).toBe(1000 + HEARTBEAT_IDLE_MS);
    expect(heartbeatAction(1000, undefined, nextHeartbeatAt(1000, undefined))).toBe('ping');
    expect(nextHeartbeatAt(5000, 20_000)).toBe(20_000 + PONG_TIMEOUT_MS);
    expect(heartbeatAction(5000, 20_000, nextHeartbeatAt(5000, 20_000))).toBe('reconnect');
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

  it('keeps a streamed bar at the last bar held (its newer version) and drops older ones', () => {
    expect(mergeBackfill(100, [], [bar(90), bar(100, 7), bar(130)])).toEqual([bar(100, 7), bar(130)]);
  });

  it('keeps all of history and the stream when the chart held no bar', () => {
    expect(mergeBackfill(undefined, [bar(90), bar(100)], [bar(110)])).toEqual([bar(90), bar(100), bar(110)]);
  });

  it('returns times ascending even when the stream delivered them out of order', () => {
    expect(mergeBackfill(100, [bar(100)], [bar(140), bar(120), bar(130)])).toEqual([bar(100), bar(120), bar(130), bar(140)]);
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

  it('leaves the queue it was given as it was (a pure function)', () => {
    const queue = [bar(60, 1), bar(120, 2)];
    coalesceBar(queue, bar(60, 3));
    expect(queue).toEqual([bar(60, 1), bar(120, 2)]);
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
