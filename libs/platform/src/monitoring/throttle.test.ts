import { after } from '../clock/clock';
import { logPlatformError, setPlatformErrorSink } from './log-platform-error';
import { admitSdkEvent, stopThrottle, throttledSink, ThrottledEventsSummary } from './platform-error-throttle';
import { admitEvent, closeWindow, eventKind, MONITORING_FIRST_EVENTS, MONITORING_THROTTLE_WINDOW_MS, sdkEventKind } from './throttle';

const MINUTE = MONITORING_THROTTLE_WINDOW_MS;

describe('the monitoring throttle rule', () => {
  it('a minute is 60 s, and two kinds go out on their own in a burst', () => {
    expect(MINUTE).toBe(60_000);
    expect(MONITORING_FIRST_EVENTS).toBe(2);
  });

  it('lets the first event of a quiet page out and opens its minute', () => {
    expect(admitEvent(undefined, 'a', 1_000)).toEqual({ send: true, window: { startedAt: 1_000, sent: ['a'], firstMinute: true, held: {} } });
  });

  it('in the first minute a second kind goes out; a repeat, and a third kind, are only counted', () => {
    const first = admitEvent(undefined, 'a', 0).window;
    const repeat = admitEvent(first, 'a', 1);
    expect(repeat).toEqual({ send: false, window: { ...first, held: { a: 1 } } });
    const second = admitEvent(repeat.window, 'b', 2);
    expect(second).toEqual({ send: true, window: { ...first, sent: ['a', 'b'], held: { a: 1 } } });
    expect(admitEvent(second.window, 'c', MINUTE - 1)).toEqual({ send: false, window: { ...first, sent: ['a', 'b'], held: { a: 1, c: 1 } } });
  });

  it("at a minute's end: one summary of the counts per kind and a minute that counts everything, or the burst ends when nothing was held", () => {
    const open = { startedAt: 0, sent: ['a', 'b'], firstMinute: true, held: { a: 499, c: 1 } };
    expect(closeWindow(open, MINUTE)).toEqual({ summary: { a: 499, c: 1 }, window: { startedAt: MINUTE, sent: [], firstMinute: false, held: {} } });
    const counting = closeWindow(open, MINUTE).window!;
    expect(admitEvent(counting, 'd', MINUTE + 1)).toEqual({ send: false, window: { ...counting, held: { d: 1 } } });
    expect(closeWindow(counting, 2 * MINUTE)).toEqual({ summary: {}, window: undefined });
  });

  it("an event's kind is its scope (or how the SDK caught it) and message without numbers", () => {
    expect(eventKind('market-stream', new Error('dropped spot.tickers seq 1042 after 1040'))).toBe(eventKind('market-stream', new Error('dropped spot.tickers seq 7 after 3')));
    expect(eventKind('market-stream', new Error('server error 4001: bad'))).toBe('market-stream|Error: server error #: bad');
    expect(eventKind('market-stream', new Error('dropped spot.tickers seq 1 after 0'))).not.toBe(eventKind('market-stream', new Error('dropped a frame: not json')));
    expect(eventKind('page', { error: new Error('x 1.5') })).toBe('page|Error: x #');
    expect(eventKind('chat', 'gone 3 times')).toBe('chat|gone # times');
    expect(sdkEventKind(uncaught('TypeError', "reading 'p17'"))).toBe("onerror|TypeError: reading 'p#'");
    expect(sdkEventKind({ message: 'late 3' })).toBe('event|late #');
  });
});

/** An uncaught error as the SDK's global handlers hand it to beforeSend. */
function uncaught(type: string, value: string, mechanism = 'onerror') {
  return { exception: { values: [{ type, value, mechanism: { type: mechanism, handled: false } }] } };
}

describe('one throttle for every source (at most 5 events per 500 faults)', () => {
  let sent: unknown[];
  /** Everything that leaves: handled failures and summaries through the sink, SDK events that pass. */
  const sdk = (event: unknown) => {
    if (admitSdkEvent(event)) sent.push(event);
  };
  const summaries = () => sent.filter((event): event is ThrottledEventsSummary => event instanceof ThrottledEventsSummary);
  /** Every fault is sent itself or counted in a summary. */
  const accounted = () => sent.length - summaries().length + summaries().reduce((sum, summary) => sum + summary.count, 0);

  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    sent = [];
    setPlatformErrorSink(throttledSink((_scope, error) => sent.push(error)));
  });
  afterEach(() => {
    setPlatformErrorSink(undefined);
    stopThrottle();
    jest.useRealTimers();
  });

  /** Runs `fault(i)` for i = 0..count-1 spread evenly over two minutes, then lets every minute end. */
  function burst(count: number, fault: (i: number) => void): void {
    for (let i = 0; i < count; i += 1) after(((i + 1) * 2 * MINUTE) / count, () => fault(i));
    jest.advanceTimersByTime(5 * MINUTE);
  }

  it('500 stream faults (handled, one kind)', () => {
    burst(500, (i) => logPlatformError('market-stream', new Error(`dropped spot.tickers seq ${i + 2} after ${i}`)));
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent[0]).toEqual(new Error('dropped spot.tickers seq 2 after 0'));
    expect(accounted()).toBe(500);
  });

  it('500 uncaught errors whose messages vary in words and numbers', () => {
    const names = ['price', 'amount', 'symbol', 'side', 'leverage', 'margin', 'total', 'fee'];
    burst(500, (i) => sdk(uncaught('TypeError', `Cannot read properties of undefined (reading '${names[i % names.length]}${i}')`)));
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(accounted()).toBe(500);
  });

  it('500 unhandled rejections of two alternating kinds', () => {
    burst(500, (i) => sdk(uncaught('Error', i % 2 ? 'quote request timed out' : 'order book stale', 'onunhandledrejection')));
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(accounted()).toBe(500);
  });

  it('500 faults from every source at once, handled, uncaught and rejected', () => {
    burst(500, (i) => {
      if (i % 3 === 0) logPlatformError('market-stream', new Error(`gap ${i}`));
      else if (i % 3 === 1) sdk(uncaught('TypeError', `x${i} is undefined`));
      else sdk(uncaught('Error', `rejected ${i}`, 'onunhandledrejection'));
    });
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(accounted()).toBe(500);
  });

  it('the burst ends with a quiet minute: the next fault is a first again', () => {
    sdk(uncaught('TypeError', 'a'));
    sdk(uncaught('TypeError', 'b'));
    sdk(uncaught('TypeError', 'c'));
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(MINUTE - 1);
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(summaries().map((summary) => summary.kinds)).toEqual([{ 'onerror|TypeError: c': 1 }]);
    // The minute after a summary counts everything, even a kind never seen ...
    sdk(uncaught('RangeError', 'd'));
    expect(sent).toHaveLength(3);
    // ... and one with nothing counted ends the burst.
    jest.advanceTimersByTime(2 * MINUTE);
    expect(sent).toHaveLength(4);
    sdk(uncaught('RangeError', 'e'));
    expect(sent).toHaveLength(5);
  });

  it('a minute whose timer never fired (a background tab) sends its summary before the next event', () => {
    sdk(uncaught('TypeError', 'a'));
    logPlatformError('market-stream', new Error('gap'));
    logPlatformError('market-stream', new Error('gap'));
    jest.setSystemTime(MINUTE);
    sdk(uncaught('TypeError', 'a'));
    expect(summaries().map((summary) => summary.count)).toEqual([1]);
    expect(sent).toHaveLength(3);
  });

  it('lets every event through while monitoring is off (nothing is sent then)', () => {
    setPlatformErrorSink(undefined);
    stopThrottle();
    for (let i = 0; i < 10; i += 1) expect(admitSdkEvent(uncaught('TypeError', 'a'))).toBe(true);
  });
});
