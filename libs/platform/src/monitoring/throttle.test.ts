import { after } from '../clock/clock';
import { logPlatformError, setPlatformErrorSink, ThrottledEventsSummary } from './log-platform-error';
import { admitEvent, closeWindow, eventKind, MONITORING_THROTTLE_WINDOW_MS } from './throttle';

const MINUTE = MONITORING_THROTTLE_WINDOW_MS;

describe('the monitoring throttle rule', () => {
  it('a minute is 60 s', () => expect(MINUTE).toBe(60_000));

  it('lets the first event of a kind out and opens its minute', () => {
    expect(admitEvent(undefined, 1_000)).toEqual({ send: true, window: { startedAt: 1_000, held: 0 } });
  });

  it('holds every repeat up to the last millisecond of the minute, and counts it', () => {
    const first = admitEvent(undefined, 0).window;
    expect(admitEvent(first, 1)).toEqual({ send: false, window: { startedAt: 0, held: 1 } });
    expect(admitEvent({ startedAt: 0, held: 7 }, MINUTE - 1)).toEqual({ send: false, window: { startedAt: 0, held: 8 } });
  });

  it('at exactly one minute a repeat starts a new minute', () => {
    expect(admitEvent({ startedAt: 0, held: 0 }, MINUTE)).toEqual({ send: true, window: { startedAt: MINUTE, held: 0 } });
  });

  it("at a minute's end: a summary of the held count and a new minute, or the kind closes when nothing was held", () => {
    expect(closeWindow({ startedAt: 0, held: 499 }, MINUTE)).toEqual({ summary: 499, window: { startedAt: MINUTE, held: 0 } });
    expect(closeWindow({ startedAt: MINUTE, held: 0 }, 2 * MINUTE)).toEqual({ summary: 0, window: undefined });
  });

  it("an event's kind is its scope and message without numbers", () => {
    expect(eventKind('market-stream', new Error('dropped spot.tickers seq 1042 after 1040'))).toBe(eventKind('market-stream', new Error('dropped spot.tickers seq 7 after 3')));
    expect(eventKind('market-stream', new Error('server error 4001: bad'))).toBe('market-stream|Error: server error #: bad');
    expect(eventKind('market-stream', new Error('dropped spot.tickers seq 1 after 0'))).not.toBe(eventKind('market-stream', new Error('dropped a frame: not json')));
    expect(eventKind('page', { error: new Error('x 1.5') })).toBe('page|Error: x #');
    expect(eventKind('chat', 'gone 3 times')).toBe('chat|gone # times');
  });
});

describe('logPlatformError, throttled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setPlatformErrorSink(undefined);
    jest.useRealTimers();
  });

  it('a burst of 500 stream faults over two minutes sends at most 5 events: the first, then one summary a minute', () => {
    const sent: Array<{ scope: string; error: unknown }> = [];
    setPlatformErrorSink((scope, error) => sent.push({ scope, error }));
    for (let seq = 2; seq < 502; seq += 1) {
      after((seq * 2 * MINUTE) / 500, () => logPlatformError('market-stream', new Error(`dropped spot.tickers seq ${seq} after ${seq - 2}`)));
    }
    jest.advanceTimersByTime(5 * MINUTE);
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent[0].error).toEqual(new Error('dropped spot.tickers seq 2 after 0'));
    const summaries = sent.map((event) => event.error).filter((error): error is ThrottledEventsSummary => error instanceof ThrottledEventsSummary);
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((summary) => summary.count > 0)).toBe(true);
    // Every fault is either sent itself or counted in a summary.
    expect(sent.length - summaries.length + summaries.reduce((sum, summary) => sum + summary.count, 0)).toBe(500);
  });

  it('different kinds each get their first event out', () => {
    const sent: string[] = [];
    setPlatformErrorSink((scope) => sent.push(scope));
    logPlatformError('market-stream', new Error('dropped a frame: not json'));
    logPlatformError('service-worker', new Error('register failed'));
    logPlatformError('market-stream', new Error('dropped a frame: not json'));
    expect(sent).toEqual(['market-stream', 'service-worker']);
  });
});
