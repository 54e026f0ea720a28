import {
  MARKET_MAX_SUBSCRIPTIONS,
  MARKET_POLICY_CLOSE_CODE,
  channelKey,
  decodeClientMessage,
  encodeServerMessage,
  newRateBucket,
  takeRateToken,
  type MarketChannel,
  type MarketErrorCode,
  type MarketServerMessage,
  type RateBucket,
} from '../market/market-protocol';
import { MAIN_MARKET_SYMBOLS } from '../market/market-metadata';
import { chartResolutionSeconds, defaultMarket } from './chart-feed';
import { MARKET_TICK_MS, tickAt, type SymbolMarket, type SyntheticMarket } from './market-generator';
import type { ScenarioName } from './scenarios';

/**
 * The embedded backend's market stream: the protocol of docs/market-stream.md over any
 * transport. The dev server and preview mount it with the `ws` package (tools/backend), jest and
 * Storybook with msw's `ws.link` (market-ws-handlers.ts); all of them use this one module.
 */

/** `ws-flaky`: the server drops each connection this long after it opened. */
export const WS_FLAKY_DROP_MS = 4000;
/** Close code of a `ws-flaky` drop (1012 "service restart": come back soon). */
export const WS_FLAKY_CLOSE_CODE = 1012;
/** Markets list update period. */
const MARKETS_UPDATE_MS = 1000;

/** The server's side of one connection, whatever carries it. */
export interface MarketConnection {
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/** What the transport calls: a frame arrived, the connection ended. */
export interface MarketSession {
  receive(frame: unknown): void;
  closed(): void;
}

/** Options of {@link createMarketStreamServer}. */
export interface MarketStreamServerOptions {
  /** UTC ms now; the stream's prices are those of this clock. */
  now?: () => number;
  /** Repeating timer; returns cancel. */
  every?: (ms: number, fn: () => void) => () => void;
  /** One-shot timer; returns cancel. */
  after?: (ms: number, fn: () => void) => () => void;
  market?: SyntheticMarket;
}

/** The market stream server: one {@link MarketSession} per connection. */
export interface MarketStreamServer {
  connect(connection: MarketConnection, scenario?: ScenarioName): MarketSession;
  /** Open sessions (tests, the preview's socket cut). */
  readonly size: number;
  /** Closes every open connection with `code` (tests and e2e cut the stream this way). */
  closeAll(code: number, reason: string): void;
}

interface Subscription {
  channel: MarketChannel;
  key: string;
  seq: number;
  market?: SymbolMarket;
  seconds?: number;
  /** Start (UTC s) of the bar last sent. */
  barTime?: number;
  lastTick?: number;
}

const defaultEvery = (ms: number, fn: () => void) => {
  const id = setInterval(fn, ms);
  return () => clearInterval(id);
};
const defaultAfter = (ms: number, fn: () => void) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

const LIMIT_MESSAGES: Partial<Record<MarketErrorCode, string>> = {
  'too-many-subscriptions': `At most ${MARKET_MAX_SUBSCRIPTIONS} subscriptions per connection`,
  'message-too-large': 'Client messages are at most 4096 bytes',
  'rate-limited': 'Too many messages',
};

/** Creates the market stream server. */
export function createMarketStreamServer(options: MarketStreamServerOptions = {}): MarketStreamServer {
  const now = options.now ?? (() => Date.now());
  const every = options.every ?? defaultEvery;
  const after = options.after ?? defaultAfter;
  const market = options.market ?? defaultMarket();
  const sessions = new Set<{ close(code: number, reason: string): void }>();

  function connect(connection: MarketConnection, scenario?: ScenarioName): MarketSession {
    const subs = new Map<string, Subscription>();
    let bucket: RateBucket = newRateBucket(now());
    let open = true;
    const send = (message: MarketServerMessage) => {
      if (open) connection.send(encodeServerMessage(message));
    };

    const emit = (sub: Subscription, tick: number) => {
      const { channel } = sub;
      if (channel.channel === 'candles' && sub.market && sub.seconds) {
        const barTime = Math.floor((tick * MARKET_TICK_MS) / 1000 / sub.seconds) * sub.seconds;
        if (sub.barTime !== undefined && barTime > sub.barTime) {
          // The bar that just closed, final, before the new one: history says the same.
          const closed = sub.market.bars(sub.seconds, sub.barTime, 1, tick)[0];
          if (closed) send({ type: 'data', channel: sub.key, seq: ++sub.seq, data: { bar: closed, closed: true } });
        }
        sub.barTime = barTime;
        const forming = sub.market.bars(sub.seconds, barTime, 1, tick)[0];
        if (forming) send({ type: 'data', channel: sub.key, seq: ++sub.seq, data: { bar: forming, closed: false } });
      } else if (channel.channel === 'ticker' && sub.market) {
        send({ type: 'data', channel: sub.key, seq: ++sub.seq, data: sub.market.ticker(tick) });
      } else if (channel.channel === 'markets') {
        const rows = MAIN_MARKET_SYMBOLS.map((symbol) => market.symbol(symbol).marketsRow(tick));
        send({ type: 'data', channel: sub.key, seq: ++sub.seq, data: { rows, time: tick * MARKET_TICK_MS } });
      }
      sub.lastTick = tick;
    };

    const due = (sub: Subscription, tick: number) => {
      if (sub.lastTick === undefined) return true;
      if (sub.channel.channel === 'markets') return tick - sub.lastTick >= MARKETS_UPDATE_MS / MARKET_TICK_MS;
      return tick - sub.lastTick >= (sub.market?.updateTicks ?? 1);
    };

    const stopTicking = every(MARKET_TICK_MS, () => {
      const tick = tickAt(now());
      for (const sub of subs.values()) if (due(sub, tick)) emit(sub, tick);
    });

    const end = (code: number, reason: string) => {
      if (!open) return;
      open = false;
      cleanup();
      connection.close(code, reason);
    };
    const violate = (code: MarketErrorCode, id?: number) => {
      send({ type: 'error', code, message: LIMIT_MESSAGES[code] ?? code, ...(id === undefined ? {} : { id }) });
      end(MARKET_POLICY_CLOSE_CODE, code);
    };
    const stopFlaky = scenario === 'ws-flaky' ? after(WS_FLAKY_DROP_MS, () => end(WS_FLAKY_CLOSE_CODE, 'ws-flaky')) : () => undefined;
    const handle = { close: end };
    sessions.add(handle);
    function cleanup() {
      stopTicking();
      stopFlaky();
      subs.clear();
      sessions.delete(handle);
    }

    return {
      receive(frame) {
        if (!open) return;
        const taken = takeRateToken(bucket, now());
        bucket = taken.bucket;
        if (!taken.allowed) return violate('rate-limited');
        const text = typeof frame === 'string' ? frame : frame instanceof Uint8Array ? new TextDecoder().decode(frame) : undefined;
        const decoded = decodeClientMessage(text);
        if (!decoded.ok) {
          if (decoded.reason === 'oversized') return violate('message-too-large');
          const code: MarketErrorCode = decoded.reason === 'unknown-channel' ? 'unknown-channel' : 'bad-message';
          return send({ type: 'error', code, message: `Message refused: ${decoded.reason}` });
        }
        const message = decoded.message;
        const id = message.id === undefined ? {} : { id: message.id };
        if (message.op === 'ping') return send({ type: 'pong', ...id, time: now() });
        const key = channelKey(message);
        if (message.op === 'unsubscribe') {
          if (!subs.delete(key)) return send({ type: 'error', code: 'not-subscribed', message: `Not subscribed to ${key}`, ...id });
          return send({ type: 'unsubscribed', channel: key, ...id });
        }
        if (subs.has(key)) return send({ type: 'subscribed', channel: key, ...id });
        if (subs.size >= MARKET_MAX_SUBSCRIPTIONS) return violate('too-many-subscriptions', message.id);
        const channel = channelOf(message);
        const sub: Subscription = { channel, key, seq: 0 };
        if (channel.channel !== 'markets') sub.market = market.symbol(channel.symbol);
        if (channel.channel === 'candles') sub.seconds = chartResolutionSeconds(channel.resolution);
        subs.set(key, sub);
        send({ type: 'subscribed', channel: key, ...id });
        // The current state at once, so a subscriber never waits a whole period.
        emit(sub, tickAt(now()));
      },
      closed() {
        if (!open) return;
        open = false;
        cleanup();
      },
    };
  }

  return {
    connect,
    get size() {
      return sessions.size;
    },
    closeAll(code, reason) {
      for (const session of [...sessions]) session.close(code, reason);
    },
  };
}

function channelOf(message: MarketChannel): MarketChannel {
  if (message.channel === 'candles') return { channel: 'candles', symbol: message.symbol, resolution: message.resolution };
  if (message.channel === 'ticker') return { channel: 'ticker', symbol: message.symbol };
  return { channel: 'markets' };
}
