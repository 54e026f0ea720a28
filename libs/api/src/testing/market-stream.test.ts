/** @jest-environment node */
import {
  MARKET_MAX_CLIENT_MESSAGE_BYTES,
  MARKET_MAX_SUBSCRIPTIONS,
  MARKET_POLICY_CLOSE_CODE,
  MARKET_RATE_BURST,
  decodeServerMessage,
  type MarketServerMessage,
} from '../market/market-protocol';
import { chartHistory } from './chart-feed';
import { createMarketStreamServer, WS_FLAKY_CLOSE_CODE, WS_FLAKY_DROP_MS } from './market-stream';
import type { ScenarioName } from './scenarios';

const START = Date.UTC(2026, 0, 15, 12, 0, 0);

/** A manual clock: `advance` moves time in 100 ms steps and runs what is due. */
function harness(scenario?: ScenarioName) {
  let clock = START;
  const repeating = new Set<{ ms: number; next: number; fn: () => void }>();
  const once = new Set<{ at: number; fn: () => void }>();
  const server = createMarketStreamServer({
    now: () => clock,
    every: (ms, fn) => {
      const timer = { ms, next: clock + ms, fn };
      repeating.add(timer);
      return () => repeating.delete(timer);
    },
    after: (ms, fn) => {
      const timer = { at: clock + ms, fn };
      once.add(timer);
      return () => once.delete(timer);
    },
  });
  const received: MarketServerMessage[] = [];
  const closes: Array<{ code: number; reason: string }> = [];
  const session = server.connect(
    {
      send: (frame) => {
        const decoded = decodeServerMessage(frame);
        if (!decoded.ok) throw new Error(`server sent an undecodable frame: ${frame}`);
        received.push(decoded.message);
      },
      close: (code, reason) => closes.push({ code, reason }),
    },
    scenario,
  );
  const advance = (ms: number) => {
    const end = clock + ms;
    while (clock < end) {
      clock += 100;
      for (const timer of [...once]) {
        if (timer.at > clock) continue;
        once.delete(timer);
        timer.fn();
      }
      for (const timer of [...repeating]) {
        while (timer.next <= clock) {
          timer.fn();
          timer.next += timer.ms;
        }
      }
    }
  };
  const send = (message: object) => session.receive(JSON.stringify(message));
  return { server, session, received, closes, advance, send, now: () => clock };
}

const dataOf = (messages: MarketServerMessage[], channel: string) =>
  messages.filter((m): m is Extract<MarketServerMessage, { type: 'data' }> => m.type === 'data' && m.channel === channel);

describe('market stream server', () => {
  it('answers subscribe with subscribed and the current state, then streams with seq 1, 2, 3 ...', () => {
    const h = harness();
    h.send({ op: 'subscribe', id: 7, channel: 'ticker', symbol: 'BTC_USDT' });
    expect(h.received[0]).toEqual({ type: 'subscribed', channel: 'ticker:BTC_USDT', id: 7 });
    h.advance(1000);
    const data = dataOf(h.received, 'ticker:BTC_USDT');
    // BTC_USDT updates on every 100 ms tick: 10 a second, plus the snapshot
    expect(data).toHaveLength(11);
    expect(data.map((m) => m.seq)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });

  it('the candles stream equals GET chart/history at every closed bar (1 s and 1 min bars)', () => {
    const h = harness();
    h.send({ op: 'subscribe', channel: 'candles', symbol: 'BTC_USDT', resolution: '1S' });
    h.send({ op: 'subscribe', channel: 'candles', symbol: 'ETH_USDT', resolution: '1' });
    h.advance(150_000);
    for (const [key, symbol, seconds] of [['candles:BTC_USDT:1S', 'BTC_USDT', 1], ['candles:ETH_USDT:1', 'ETH_USDT', 60]] as const) {
      const closed = dataOf(h.received, key)
        .map((m) => m.data)
        .filter((d): d is { bar: [number, number, number, number, number, number]; closed: boolean } => 'closed' in d && d.closed)
        .map((d) => d.bar);
      const history = chartHistory(symbol, seconds, START / 1000, h.now() / 1000 - seconds, h.now());
      expect(closed.length).toBeGreaterThanOrEqual(2);
      expect(closed).toEqual(history.slice(history.length - closed.length));
    }
  });

  it('answers ping with pong, and refuses garbage or an unknown channel without closing', () => {
    const h = harness();
    h.send({ op: 'ping', id: 3 });
    h.session.receive('not json');
    h.send({ op: 'subscribe', channel: 'orders' });
    h.send({ op: 'unsubscribe', channel: 'ticker', symbol: 'BTC_USDT' });
    expect(h.received).toEqual([
      { type: 'pong', id: 3, time: START },
      { type: 'error', code: 'bad-message', message: 'Message refused: not-json' },
      { type: 'error', code: 'unknown-channel', message: 'Message refused: unknown-channel' },
      { type: 'error', code: 'not-subscribed', message: 'Not subscribed to ticker:BTC_USDT' },
    ]);
    expect(h.closes).toEqual([]);
  });

  it('stops a channel on unsubscribe', () => {
    const h = harness();
    h.send({ op: 'subscribe', channel: 'markets' });
    h.send({ op: 'unsubscribe', channel: 'markets' });
    const before = h.received.length;
    h.advance(3000);
    expect(h.received.length).toBe(before);
    expect(h.received.at(-1)).toEqual({ type: 'unsubscribed', channel: 'markets' });
  });

  it(`allows ${MARKET_MAX_SUBSCRIPTIONS} subscriptions; the next one gets an error and a close 1008`, () => {
    const h = harness();
    const symbols = Array.from({ length: MARKET_MAX_SUBSCRIPTIONS + 1 }, (_, i) => `S${i}_USDT`);
    symbols.slice(0, MARKET_MAX_SUBSCRIPTIONS).forEach((symbol, i) => {
      h.advance(200); // stay under the rate limit
      h.send({ op: 'subscribe', id: i, channel: 'ticker', symbol });
    });
    expect(h.closes).toEqual([]);
    h.advance(200);
    h.send({ op: 'subscribe', channel: 'ticker', symbol: symbols[MARKET_MAX_SUBSCRIPTIONS] });
    expect(h.received.filter((m) => m.type === 'error')).toEqual([expect.objectContaining({ type: 'error', code: 'too-many-subscriptions' })]);
    expect(h.closes).toEqual([{ code: MARKET_POLICY_CLOSE_CODE, reason: 'too-many-subscriptions' }]);
    // nothing more after the close
    const count = h.received.length;
    h.advance(1000);
    expect(h.received.length).toBe(count);
  });

  it(`closes 1008 on a message over ${MARKET_MAX_CLIENT_MESSAGE_BYTES} bytes`, () => {
    const h = harness();
    h.send({ op: 'ping', pad: 'x'.repeat(MARKET_MAX_CLIENT_MESSAGE_BYTES) });
    expect(h.received).toEqual([expect.objectContaining({ type: 'error', code: 'message-too-large' })]);
    expect(h.closes).toEqual([{ code: MARKET_POLICY_CLOSE_CODE, reason: 'message-too-large' }]);
  });

  it(`closes 1008 on a burst over the rate limit (${MARKET_RATE_BURST} at once pass)`, () => {
    const h = harness();
    for (let i = 0; i < MARKET_RATE_BURST; i++) h.send({ op: 'ping', id: i });
    expect(h.closes).toEqual([]);
    h.send({ op: 'ping', id: 99 });
    expect(h.received.at(-1)).toEqual(expect.objectContaining({ type: 'error', code: 'rate-limited' }));
    expect(h.closes).toEqual([{ code: MARKET_POLICY_CLOSE_CODE, reason: 'rate-limited' }]);
  });

  it('a client re-subscribing all 50 channels at once after a reconnect (and pinging) stays under the rate limit', () => {
    const h = harness();
    for (let i = 0; i < MARKET_MAX_SUBSCRIPTIONS; i++) h.send({ op: 'subscribe', channel: 'ticker', symbol: `S${i}_USDT` });
    h.send({ op: 'ping' });
    expect(h.closes).toEqual([]);
    expect(h.received.filter((m) => m.type === 'subscribed')).toHaveLength(MARKET_MAX_SUBSCRIPTIONS);
  });

  it('ws-flaky drops the connection every few seconds', () => {
    const h = harness('ws-flaky');
    h.send({ op: 'subscribe', channel: 'ticker', symbol: 'BTC_USDT' });
    h.advance(WS_FLAKY_DROP_MS - 100);
    expect(h.closes).toEqual([]);
    h.advance(100);
    expect(h.closes).toEqual([{ code: WS_FLAKY_CLOSE_CODE, reason: 'ws-flaky' }]);
    expect(h.server.size).toBe(0);
  });

  it('the markets channel lists the main symbols once a second', () => {
    const h = harness();
    h.send({ op: 'subscribe', channel: 'markets' });
    h.advance(3000);
    const data = dataOf(h.received, 'markets');
    expect(data).toHaveLength(4);
    const rows = (data[0].data as { rows: Array<{ symbol: string }> }).rows;
    expect(rows.map((r) => r.symbol)).toContain('BTC_USDT');
  });
});
