/** @jest-environment node */
import fc from 'fast-check';
import {
  MARKET_MAX_CLIENT_MESSAGE_BYTES,
  MARKET_RATE_BURST,
  MARKET_RATE_PER_SECOND,
  MARKET_RESOLUTIONS,
  channelKey,
  decodeClientMessage,
  decodeServerMessage,
  encodeClientMessage,
  encodeServerMessage,
  newRateBucket,
  parseChannelKey,
  takeRateToken,
  utf8Length,
  type MarketChannel,
  type MarketClientMessage,
  type MarketServerMessage,
} from './market-protocol';

// FUZZ_RUNS (npm run fuzz) sets fast-check's global run count (tools/jest/setup.ts).
const runs = fc.readConfigureGlobal().numRuns ?? 500;
const symbol = fc.tuple(fc.stringMatching(/^[A-Z0-9]{1,8}$/), fc.stringMatching(/^[A-Z0-9]{1,6}$/)).map(([a, b]) => `${a}_${b}`);
const channel: fc.Arbitrary<MarketChannel> = fc.oneof(
  fc.record({ channel: fc.constant('candles' as const), symbol, resolution: fc.constantFrom(...MARKET_RESOLUTIONS) }),
  fc.record({ channel: fc.constant('ticker' as const), symbol }),
  fc.constant({ channel: 'markets' as const }),
);
const id = fc.option(fc.integer({ min: 0, max: 2 ** 31 }), { nil: undefined });
// JSON has no -0: the wire cannot carry it, so the generators do not make it.
const plain = (value: number) => (Object.is(value, -0) ? 0 : value);
const price = fc.double({ min: 1e-8, max: 1e7, noNaN: true, noDefaultInfinity: true });
const clientMessage: fc.Arbitrary<MarketClientMessage> = fc.oneof(
  fc.tuple(fc.constantFrom('subscribe' as const, 'unsubscribe' as const), channel, id).map(([op, c, i]) => ({ op, ...(i === undefined ? {} : { id: i }), ...c })),
  id.map((i) => ({ op: 'ping' as const, ...(i === undefined ? {} : { id: i }) })),
);
const bar = fc
  .tuple(fc.integer({ min: 0, max: 2 ** 40 }), price, price, price, price, fc.double({ min: 0, max: 1e9, noNaN: true }).map(plain))
  .map(([t, a, b, c, d, v]) => [t, a, Math.max(a, b, c, d), Math.min(a, b, c, d), d, v] as [number, number, number, number, number, number]);
const serverMessage: fc.Arbitrary<MarketServerMessage> = fc.oneof(
  channel.map((c) => ({ type: 'subscribed' as const, channel: channelKey(c) })),
  fc.integer({ min: 0, max: 2 ** 45 }).map((time) => ({ type: 'pong' as const, time })),
  fc.record({ type: fc.constant('error' as const), code: fc.constantFrom('rate-limited' as const, 'bad-message' as const), message: fc.string() }),
  fc.tuple(symbol, fc.constantFrom(...MARKET_RESOLUTIONS), fc.integer({ min: 1, max: 2 ** 40 }), bar, fc.boolean()).map(([s, r, seq, b, closed]) => ({
    type: 'data' as const,
    channel: `candles:${s}:${r}`,
    seq,
    data: { bar: b, closed },
  })),
  fc.tuple(symbol, fc.integer({ min: 1, max: 1e6 }), price, fc.double({ min: -1, max: 10, noNaN: true }).map(plain)).map(([s, seq, last, change24h]) => ({
    type: 'data' as const,
    channel: `ticker:${s}`,
    seq,
    data: { symbol: s, last, change24h, high24h: last, low24h: last, volume24h: 1, time: 1 },
  })),
);

describe('market frame decoders (fast-check)', () => {
  it('never throw on garbage, and say why they refused it', () => {
    const garbage = fc.oneof(fc.string(), fc.json(), fc.anything().map((value) => { try { return JSON.stringify(value); } catch { return 'x'; } }), fc.anything());
    fc.assert(
      fc.property(garbage, (frame) => {
        for (const decode of [decodeClientMessage, decodeServerMessage]) {
          const result = decode(frame);
          expect(typeof result.ok).toBe('boolean');
        }
      }),
      { numRuns: runs * 4 },
    );
  });

  it('decode(encode(x)) = x for client messages', () => {
    fc.assert(fc.property(clientMessage, (message) => expect(decodeClientMessage(encodeClientMessage(message))).toEqual({ ok: true, message })), { numRuns: runs });
  });

  it('decode(encode(x)) = x for server messages', () => {
    fc.assert(fc.property(serverMessage, (message) => expect(decodeServerMessage(encodeServerMessage(message))).toEqual({ ok: true, message })), { numRuns: runs });
  });

  it('channel keys round-trip', () => {
    fc.assert(fc.property(channel, (c) => expect(parseChannelKey(channelKey(c))).toEqual(c)), { numRuns: runs });
  });

  it('whatever survives a mutated frame decodes to itself again (no half-read message)', () => {
    let decoded = 0;
    let refused = 0;
    fc.assert(
      fc.property(serverMessage, fc.constantFrom('type', 'channel', 'seq', 'data', 'time', 'code', 'id'), fc.anything(), (message, field, value) => {
        const raw = JSON.parse(encodeServerMessage(message)) as Record<string, unknown>;
        raw[field] = value;
        let frame: string;
        try {
          frame = JSON.stringify(raw);
        } catch {
          return;
        }
        const result = decodeServerMessage(frame);
        if (result.ok) {
          decoded += 1;
          expect(decodeServerMessage(encodeServerMessage(result.message))).toEqual(result);
        } else refused += 1;
      }),
      { numRuns: runs },
    );
    // The property only says something if both kinds of mutated frame occur.
    expect(decoded).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});

describe('market frame decoders at their limits', () => {
  const subscribe = (padding: string) => `{"op":"ping","pad":"${padding}"}`;
  const base = subscribe('').length;

  it(`accepts a client message of exactly ${MARKET_MAX_CLIENT_MESSAGE_BYTES} bytes and refuses one byte more`, () => {
    expect(decodeClientMessage(subscribe('a'.repeat(MARKET_MAX_CLIENT_MESSAGE_BYTES - base))).ok).toBe(true);
    expect(decodeClientMessage(subscribe('a'.repeat(MARKET_MAX_CLIENT_MESSAGE_BYTES - base + 1)))).toEqual({ ok: false, reason: 'oversized' });
    // bytes, not characters: 2-byte letters reach the limit at half the length
    expect(decodeClientMessage(subscribe('é'.repeat((MARKET_MAX_CLIENT_MESSAGE_BYTES - base) / 2 + 1)))).toEqual({ ok: false, reason: 'oversized' });
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });

  it('names unknown ops, unknown channels and bad parameters', () => {
    expect(decodeClientMessage('{"op":"dance"}')).toEqual({ ok: false, reason: 'unknown-op' });
    expect(decodeClientMessage('{"op":"subscribe","channel":"orders"}')).toEqual({ ok: false, reason: 'unknown-channel' });
    expect(decodeClientMessage('{"op":"subscribe","channel":"candles","symbol":"BTC_USDT","resolution":"7"}')).toEqual({ ok: false, reason: 'bad-params' });
    expect(decodeClientMessage('{"op":"subscribe","channel":"ticker","symbol":"btc"}')).toEqual({ ok: false, reason: 'bad-params' });
    expect(decodeClientMessage('{')).toEqual({ ok: false, reason: 'not-json' });
    expect(decodeServerMessage('{"type":"data","channel":"orders:X_Y","seq":1,"data":{}}')).toEqual({ ok: false, reason: 'unknown-channel' });
    expect(decodeServerMessage('{"type":"data","channel":"ticker:BTC_USDT","seq":0,"data":{}}')).toEqual({ ok: false, reason: 'bad-params' });
    // a ticker payload for another symbol than its channel is refused
    const other = { symbol: 'ETH_USDT', last: 1, change24h: 0, high24h: 1, low24h: 1, volume24h: 1, time: 1 };
    expect(decodeServerMessage(JSON.stringify({ type: 'data', channel: 'ticker:BTC_USDT', seq: 1, data: other })).ok).toBe(false);
  });
});

describe('client message rate limit (token bucket)', () => {
  it(`allows a burst of ${MARKET_RATE_BURST}, then refuses until a token refills`, () => {
    let bucket = newRateBucket(0);
    for (let i = 0; i < MARKET_RATE_BURST; i++) {
      const taken = takeRateToken(bucket, 0);
      expect(taken.allowed).toBe(true);
      bucket = taken.bucket;
    }
    expect(takeRateToken(bucket, 0).allowed).toBe(false);
    const refill = 1000 / MARKET_RATE_PER_SECOND;
    expect(takeRateToken(bucket, refill - 1).allowed).toBe(false);
    expect(takeRateToken(bucket, refill).allowed).toBe(true);
  });

  it(`sustains ${MARKET_RATE_PER_SECOND} messages a second for ever`, () => {
    let bucket = newRateBucket(0);
    for (let t = 0; t < 60_000; t += 1000 / MARKET_RATE_PER_SECOND) {
      const taken = takeRateToken(bucket, t);
      expect(taken.allowed).toBe(true);
      bucket = taken.bucket;
    }
  });
});
