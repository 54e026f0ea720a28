import { MarketStreamClient, type ChannelEvent, type VisibilitySource } from './market-stream-client';
import { HEARTBEAT_IDLE_MS, PONG_TIMEOUT_MS, RECONNECT_MAX_MS } from './market-stream-rules';
import { manualClock, socketFactory } from '../testing/fake-market-socket';

const ticker = (seq: number, last = 100) => ({
  type: 'data',
  channel: 'ticker:BTC_USDT',
  seq,
  data: { symbol: 'BTC_USDT', last, change24h: 0, high24h: last, low24h: last, volume24h: 1, time: 1 },
});

function setup(options: { random?: number; visibility?: VisibilitySource | null } = {}) {
  const clock = manualClock(0);
  const sockets = socketFactory();
  const errors: string[] = [];
  const client = new MarketStreamClient({
    url: 'ws://localhost/ws/market',
    createSocket: sockets.create,
    now: clock.now,
    after: clock.after,
    random: () => options.random ?? 0.5,
    logError: (_scope, error) => errors.push(String(error)),
    visibility: options.visibility ?? null,
  });
  return { clock, sockets, errors, client };
}

describe('MarketStreamClient', () => {
  it('multiplexes every subscriber of the page over one connection', () => {
    const { sockets, client } = setup();
    const a: ChannelEvent[] = [];
    const b: ChannelEvent[] = [];
    client.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, (e) => a.push(e));
    client.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, (e) => b.push(e));
    client.subscribe({ channel: 'markets' }, () => undefined);
    expect(sockets.sockets).toHaveLength(1);
    sockets.last.open();
    expect(sockets.last.sent).toEqual([
      { op: 'subscribe', channel: 'ticker', symbol: 'BTC_USDT' },
      { op: 'subscribe', channel: 'markets' },
    ]);
    sockets.last.message(ticker(1));
    expect(a).toEqual([{ kind: 'data', data: ticker(1).data }]);
    expect(b).toEqual(a);
  });

  it('unsubscribes on the wire when the last listener of a channel leaves, and closes with the last channel', () => {
    const { sockets, client } = setup();
    const stopA = client.subscribe({ channel: 'markets' }, () => undefined);
    const stopB = client.subscribe({ channel: 'markets' }, () => undefined);
    sockets.last.open();
    stopA();
    expect(sockets.last.sent).toHaveLength(1);
    stopB();
    expect(sockets.last.sent.at(-1)).toEqual({ op: 'unsubscribe', channel: 'markets' });
    expect(sockets.last.closedByClient).toBe(1000);
    expect(client.status).toBe('idle');
  });

  it('re-subscribes every channel after a reconnect, and listeners hear a resync', () => {
    const { clock, sockets, client } = setup();
    const events: ChannelEvent[] = [];
    client.subscribe({ channel: 'candles', symbol: 'BTC_USDT', resolution: '1S' }, (e) => events.push(e));
    client.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, () => undefined);
    sockets.last.open();
    sockets.last.serverClose(1006);
    expect(client.status).toBe('reconnecting');
    clock.advance(RECONNECT_MAX_MS);
    expect(sockets.sockets).toHaveLength(2);
    sockets.last.open();
    expect(sockets.last.sent).toEqual([
      { op: 'subscribe', channel: 'candles', symbol: 'BTC_USDT', resolution: '1S' },
      { op: 'subscribe', channel: 'ticker', symbol: 'BTC_USDT' },
    ]);
    sockets.last.message({ type: 'subscribed', channel: 'candles:BTC_USDT:1S' });
    expect(events).toEqual([{ kind: 'resync' }]);
  });

  it('pings after 15 s of silence and reconnects when nothing answers within 10 s', () => {
    const { clock, sockets, client } = setup();
    client.subscribe({ channel: 'markets' }, () => undefined);
    sockets.last.open();
    clock.advance(HEARTBEAT_IDLE_MS - 1);
    expect(sockets.last.sent).toHaveLength(1);
    clock.advance(1);
    expect(sockets.last.sent.at(-1)).toEqual({ op: 'ping' });
    clock.advance(PONG_TIMEOUT_MS - 1);
    expect(client.status).toBe('open');
    clock.advance(1);
    expect(client.status).toBe('reconnecting');
    expect(sockets.sockets[0].closedByClient).toBeDefined();
  });

  it('a pong keeps the connection', () => {
    const { clock, sockets, client } = setup();
    client.subscribe({ channel: 'markets' }, () => undefined);
    sockets.last.open();
    clock.advance(HEARTBEAT_IDLE_MS);
    sockets.last.message({ type: 'pong', time: 1 });
    clock.advance(PONG_TIMEOUT_MS * 2);
    expect(client.status).toBe('open');
    expect(sockets.sockets).toHaveLength(1);
  });

  it('drops garbage, unknown channels, duplicate and out-of-order sequence numbers, logging each', () => {
    const { sockets, client, errors } = setup();
    const events: ChannelEvent[] = [];
    client.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, (e) => events.push(e));
    sockets.last.open();
    sockets.last.message(ticker(1, 100));
    sockets.last.message('}{ not json');
    sockets.last.message({ type: 'data', channel: 'orders:BTC_USDT', seq: 2, data: {} });
    sockets.last.message(ticker(1, 666));
    sockets.last.message('x'.repeat(70_000));
    sockets.last.message(ticker(2, 101));
    sockets.last.message(ticker(1, 667));
    expect(events.map((e) => (e.kind === 'data' ? (e.data as { last: number }).last : e.kind))).toEqual([100, 101]);
    expect(errors).toHaveLength(5);
  });

  it('flags a sequence gap as a resync before the data', () => {
    const { sockets, client } = setup();
    const events: ChannelEvent[] = [];
    client.subscribe({ channel: 'ticker', symbol: 'BTC_USDT' }, (e) => events.push(e));
    sockets.last.open();
    sockets.last.message(ticker(1));
    sockets.last.message(ticker(4));
    expect(events.map((e) => e.kind)).toEqual(['data', 'resync', 'data']);
  });

  it('pauses its channels while the tab is hidden and re-subscribes on return', () => {
    let hidden = false;
    let notify = () => undefined as void;
    const visibility: VisibilitySource = { hidden: () => hidden, onChange: (fn) => ((notify = fn), () => undefined) };
    const { sockets, client } = setup({ visibility });
    client.subscribe({ channel: 'markets' }, () => undefined);
    sockets.last.open();
    hidden = true;
    notify();
    expect(sockets.last.sent.at(-1)).toEqual({ op: 'unsubscribe', channel: 'markets' });
    hidden = false;
    notify();
    expect(sockets.last.sent.at(-1)).toEqual({ op: 'subscribe', channel: 'markets' });
    expect(sockets.sockets).toHaveLength(1);
  });

  describe('a tab in the background (Safari closes its sockets, 1001 or 1006, and slows its timers)', () => {
    function hiddenTab() {
      let hidden = false;
      let notify = () => undefined as void;
      const visibility: VisibilitySource = { hidden: () => hidden, onChange: (fn) => ((notify = fn), () => undefined) };
      const setHidden = (value: boolean) => {
        hidden = value;
        notify();
      };
      return { visibility, setHidden };
    }

    it.each([1001, 1006])('does not retry a socket closed %i while hidden, and reconnects at once when the tab shows again', (code) => {
      const { visibility, setHidden } = hiddenTab();
      const { clock, sockets, client } = setup({ visibility });
      client.subscribe({ channel: 'markets' }, () => undefined);
      sockets.last.open();
      setHidden(true);
      sockets.last.serverClose(code);
      clock.advance(RECONNECT_MAX_MS * 10);
      expect(sockets.sockets).toHaveLength(1);
      setHidden(false);
      expect(sockets.sockets).toHaveLength(2);
      sockets.last.open();
      expect(sockets.last.sent).toEqual([{ op: 'subscribe', channel: 'markets' }]);
    });

    it('does not make a tab that returns wait out a backoff that grew before it was hidden', () => {
      const { visibility, setHidden } = hiddenTab();
      const { sockets, client } = setup({ visibility, random: 1 });
      client.subscribe({ channel: 'markets' }, () => undefined);
      for (let i = 0; i < 5; i += 1) sockets.last.serverClose(1006);
      const made = sockets.sockets.length;
      setHidden(true);
      setHidden(false);
      expect(sockets.sockets).toHaveLength(made + 1);
    });

    it('still waits out a close 1008 (a broken limit) when the tab shows again', () => {
      const { visibility, setHidden } = hiddenTab();
      const { sockets, client } = setup({ visibility });
      client.subscribe({ channel: 'markets' }, () => undefined);
      sockets.last.open();
      sockets.last.serverClose(1008);
      setHidden(true);
      setHidden(false);
      expect(sockets.sockets).toHaveLength(1);
    });
  });

  it('does not storm a server that keeps closing with an error code: attempts over one simulated minute', () => {
    const { clock, sockets, client } = setup({ random: 1 });
    client.subscribe({ channel: 'markets' }, () => undefined);
    const serve = () => {
      const socket = sockets.last;
      if (socket.onopen && !socket.sent.length) {
        socket.open();
        socket.serverClose(1011);
      }
    };
    serve();
    for (let t = 0; t < 60_000; t += 100) {
      clock.advance(100);
      serve();
    }
    // delays 1, 2, 4, 8, 16, 30 s (jitter at its top): attempts at 0, 1, 3, 7, 15 and 31 s, the next at 61 s
    expect(client.attempts).toBe(6);
    clock.advance(1000);
    serve();
    expect(client.attempts).toBe(7);
  });

  it('after a close 1008 waits minutes, not seconds, and says so', () => {
    const { clock, sockets, client } = setup({ random: 0 });
    const statuses: string[] = [];
    client.onStatus((s) => statuses.push(s));
    client.subscribe({ channel: 'markets' }, () => undefined);
    sockets.last.open();
    sockets.last.message({ type: 'error', code: 'rate-limited', message: 'Too many messages' });
    sockets.last.serverClose(1008);
    clock.advance(60_000);
    expect(client.attempts).toBe(1);
    expect(statuses).toEqual(['connecting', 'open', 'refused-policy']);
  });

  it('an endpoint that refuses every connection is "unreachable" (the feed then polls)', () => {
    const { sockets, client } = setup();
    client.subscribe({ channel: 'markets' }, () => undefined);
    sockets.last.serverClose(1006);
    expect(client.status).toBe('unreachable');
  });
});
