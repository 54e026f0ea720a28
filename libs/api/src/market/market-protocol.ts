/**
 * The market stream protocol (docs/market-stream.md): JSON text frames over one WebSocket per
 * page. The client subscribes to channels; the server answers `subscribed`, streams `data` with a
 * sequence number per channel, answers `ping` with `pong`, and reports problems with `error`.
 * Decoders here never throw: anything they cannot read comes back as a reason.
 */

/** Path of the stream on the site's own origin wherever the embedded backend serves it. */
export const MARKET_STREAM_PATH = '/ws/market';
/** Most subscriptions one connection may hold. */
export const MARKET_MAX_SUBSCRIPTIONS = 50;
/** Largest client message, in UTF-8 bytes. */
export const MARKET_MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Client message rate limit: a bucket of this many messages (room for re-subscribing all 50 channels after a reconnect, plus a ping) ... */
export const MARKET_RATE_BURST = 60;
/** ... refilled at this many messages per second. */
export const MARKET_RATE_PER_SECOND = 10;
/** Largest server message a client accepts, in characters (anything bigger is dropped). */
const MARKET_MAX_SERVER_MESSAGE_CHARS = 65_536;
/** WebSocket close code for a broken limit (RFC 6455 "policy violation"). */
export const MARKET_POLICY_CLOSE_CODE = 1008;

/** Resolutions a candles channel accepts (the chart's, spec §2). */
export const MARKET_RESOLUTIONS = [
  '1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720',
  '1D', '2D', '3D', '5D', '1W', '1M',
] as const;
/** One candles resolution. */
export type MarketResolution = (typeof MARKET_RESOLUTIONS)[number];

/** A channel: a symbol's candles at one resolution, a symbol's ticker, or the markets list. */
export type MarketChannel =
  | { channel: 'candles'; symbol: string; resolution: MarketResolution }
  | { channel: 'ticker'; symbol: string }
  | { channel: 'markets' };

/** Client to server. `id` is echoed in the answer. */
export type MarketClientMessage =
  | ({ op: 'subscribe'; id?: number } & MarketChannel)
  | ({ op: 'unsubscribe'; id?: number } & MarketChannel)
  | { op: 'ping'; id?: number };

/** One bar on the wire: [time (UTC s), open, high, low, close, volume]. */
export type MarketBarRow = [number, number, number, number, number, number];

/** Payload of a candles `data`: the bar and whether it is closed (final). */
export interface CandlesData {
  bar: MarketBarRow;
  closed: boolean;
}

/** Payload of a ticker `data`. `change24h` is a ratio (0.012 = +1.2 %). */
export interface TickerData {
  symbol: string;
  last: number;
  change24h: number;
  high24h: number;
  low24h: number;
  volume24h: number;
  /** Server time of the price, UTC ms. */
  time: number;
}

/** One row of the markets list. */
export interface MarketsRow {
  symbol: string;
  last: number;
  change24h: number;
}

/** Payload of a markets `data`. */
export interface MarketsData {
  rows: MarketsRow[];
  time: number;
}

/** Error codes the server sends. The limit ones come with a close 1008. */
export type MarketErrorCode =
  | 'too-many-subscriptions'
  | 'message-too-large'
  | 'rate-limited'
  | 'bad-message'
  | 'unknown-channel'
  | 'not-subscribed';

/** Server to client. `channel` is the channel key ({@link channelKey}). */
export type MarketServerMessage =
  | { type: 'subscribed'; channel: string; id?: number }
  | { type: 'unsubscribed'; channel: string; id?: number }
  | { type: 'pong'; id?: number; time: number }
  | { type: 'error'; code: MarketErrorCode; message: string; id?: number }
  | { type: 'data'; channel: string; seq: number; data: CandlesData | TickerData | MarketsData };

/** Why a frame was not decoded. */
type MarketDecodeFailure = 'oversized' | 'not-json' | 'malformed' | 'unknown-op' | 'unknown-channel' | 'bad-params';

/** A decode result: the message, or why not. */
export type MarketDecoded<T> = { ok: true; message: T } | { ok: false; reason: MarketDecodeFailure };

const SYMBOL_PATTERN = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;
const ERROR_CODES: readonly MarketErrorCode[] = [
  'too-many-subscriptions', 'message-too-large', 'rate-limited', 'bad-message', 'unknown-channel', 'not-subscribed',
];

/** The key naming a channel in `subscribed` and `data`: `candles:BTC_USDT:60`, `ticker:BTC_USDT`, `markets`. */
export function channelKey(channel: MarketChannel): string {
  switch (channel.channel) {
    case 'candles':
      return `candles:${channel.symbol}:${channel.resolution}`;
    case 'ticker':
      return `ticker:${channel.symbol}`;
    default:
      return 'markets';
  }
}

/** The channel a key names; undefined for anything else. */
export function parseChannelKey(key: string): MarketChannel | undefined {
  const parts = key.split(':');
  return readChannel({ channel: parts[0], symbol: parts[1], resolution: parts[2] }, parts.length);
}

function readChannel(raw: Record<string, unknown>, keyParts?: number): MarketChannel | undefined {
  const { channel, symbol, resolution } = raw;
  if (channel === 'markets') return keyParts === undefined || keyParts === 1 ? { channel: 'markets' } : undefined;
  if (typeof symbol !== 'string' || !SYMBOL_PATTERN.test(symbol)) return undefined;
  if (channel === 'ticker') return keyParts === undefined || keyParts === 2 ? { channel: 'ticker', symbol } : undefined;
  if (channel !== 'candles' || (keyParts !== undefined && keyParts !== 3)) return undefined;
  if (!(MARKET_RESOLUTIONS as readonly unknown[]).includes(resolution)) return undefined;
  return { channel: 'candles', symbol, resolution: resolution as MarketResolution };
}

/** UTF-8 length of a string without allocating (surrogate pairs count 4). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function parseObject(text: string): Record<string, unknown> | MarketDecodeFailure {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not-json';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'malformed';
  return value as Record<string, unknown>;
}

function optionalId(raw: Record<string, unknown>): { id?: number } | undefined {
  if (raw.id === undefined) return {};
  return Number.isSafeInteger(raw.id) ? { id: raw.id as number } : undefined;
}

/**
 * Decodes one client frame (the server's side). Oversized frames are refused before parsing.
 * @internal The server's half of the protocol: the embedded backend (src/testing) speaks it; the browser only sends.
 */
export function decodeClientMessage(frame: unknown): MarketDecoded<MarketClientMessage> {
  if (typeof frame !== 'string') return { ok: false, reason: 'malformed' };
  if (utf8Length(frame) > MARKET_MAX_CLIENT_MESSAGE_BYTES) return { ok: false, reason: 'oversized' };
  const raw = parseObject(frame);
  if (typeof raw === 'string') return { ok: false, reason: raw };
  const id = optionalId(raw);
  if (!id) return { ok: false, reason: 'bad-params' };
  if (raw.op === 'ping') return { ok: true, message: { op: 'ping', ...id } };
  if (raw.op !== 'subscribe' && raw.op !== 'unsubscribe') return { ok: false, reason: 'unknown-op' };
  if (raw.channel !== 'candles' && raw.channel !== 'ticker' && raw.channel !== 'markets') return { ok: false, reason: 'unknown-channel' };
  const channel = readChannel(raw);
  if (!channel) return { ok: false, reason: 'bad-params' };
  return { ok: true, message: { op: raw.op, ...id, ...channel } };
}

const isNum = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readBarRow(value: unknown): MarketBarRow | undefined {
  if (!Array.isArray(value) || value.length !== 6 || !value.every(isNum)) return undefined;
  const [time, open, high, low, close, volume] = value as MarketBarRow;
  if (!Number.isSafeInteger(time) || time < 0 || high < low || volume < 0) return undefined;
  return [time, open, high, low, close, volume];
}

function readTicker(raw: Record<string, unknown>): TickerData | undefined {
  const { symbol, last, change24h, high24h, low24h, volume24h, time } = raw;
  if (typeof symbol !== 'string' || !SYMBOL_PATTERN.test(symbol)) return undefined;
  if (![last, change24h, high24h, low24h, volume24h, time].every(isNum)) return undefined;
  return { symbol, last, change24h, high24h, low24h, volume24h, time } as TickerData;
}

function readMarkets(raw: Record<string, unknown>): MarketsData | undefined {
  if (!Array.isArray(raw.rows) || !isNum(raw.time) || raw.rows.length > 500) return undefined;
  const rows: MarketsRow[] = [];
  for (const row of raw.rows as unknown[]) {
    if (typeof row !== 'object' || row === null) return undefined;
    const { symbol, last, change24h } = row as Record<string, unknown>;
    if (typeof symbol !== 'string' || !SYMBOL_PATTERN.test(symbol) || !isNum(last) || !isNum(change24h)) return undefined;
    rows.push({ symbol, last, change24h });
  }
  return { rows, time: raw.time };
}

function readData(channel: MarketChannel, raw: unknown): CandlesData | TickerData | MarketsData | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const data = raw as Record<string, unknown>;
  if (channel.channel === 'candles') {
    const bar = readBarRow(data.bar);
    return bar && typeof data.closed === 'boolean' ? { bar, closed: data.closed } : undefined;
  }
  if (channel.channel === 'ticker') {
    const ticker = readTicker(data);
    return ticker && ticker.symbol === channel.symbol ? ticker : undefined;
  }
  return readMarkets(data);
}

/** Decodes one server frame (the client's side). Oversized frames are refused before parsing. */
export function decodeServerMessage(frame: unknown): MarketDecoded<MarketServerMessage> {
  if (typeof frame !== 'string') return { ok: false, reason: 'malformed' };
  if (frame.length > MARKET_MAX_SERVER_MESSAGE_CHARS) return { ok: false, reason: 'oversized' };
  const raw = parseObject(frame);
  if (typeof raw === 'string') return { ok: false, reason: raw };
  const id = optionalId(raw);
  if (!id) return { ok: false, reason: 'bad-params' };
  switch (raw.type) {
    case 'pong':
      return isNum(raw.time) ? { ok: true, message: { type: 'pong', ...id, time: raw.time } } : { ok: false, reason: 'bad-params' };
    case 'error':
      return ERROR_CODES.includes(raw.code as MarketErrorCode) && typeof raw.message === 'string'
        ? { ok: true, message: { type: 'error', code: raw.code as MarketErrorCode, message: raw.message, ...id } }
        : { ok: false, reason: 'bad-params' };
    case 'subscribed':
    case 'unsubscribed':
    case 'data': {
      if (typeof raw.channel !== 'string') return { ok: false, reason: 'malformed' };
      const channel = parseChannelKey(raw.channel);
      if (!channel) return { ok: false, reason: 'unknown-channel' };
      if (raw.type !== 'data') return { ok: true, message: { type: raw.type, channel: raw.channel, ...id } };
      if (!Number.isSafeInteger(raw.seq) || (raw.seq as number) < 1) return { ok: false, reason: 'bad-params' };
      const data = readData(channel, raw.data);
      if (!data) return { ok: false, reason: 'bad-params' };
      return { ok: true, message: { type: 'data', channel: raw.channel, seq: raw.seq as number, data } };
    }
    default:
      return { ok: false, reason: 'unknown-op' };
  }
}

/** Encodes a client message as a frame. */
export function encodeClientMessage(message: MarketClientMessage): string {
  return JSON.stringify(message);
}

/**
 * Encodes a server message as a frame.
 * @internal The server's half of the protocol: the embedded backend (src/testing) speaks it; the browser only sends.
 */
export function encodeServerMessage(message: MarketServerMessage): string {
  return JSON.stringify(message);
}

/** Token bucket of the client message rate limit. */
export interface RateBucket {
  tokens: number;
  /** UTC ms of the last refill. */
  at: number;
}

/**
 * A full bucket at `now`.
 * @internal The server's half of the protocol: the embedded backend (src/testing) speaks it; the browser only sends.
 */
export function newRateBucket(now: number): RateBucket {
  return { tokens: MARKET_RATE_BURST, at: now };
}

/**
 * Takes one message from the bucket at `now`: refills at {@link MARKET_RATE_PER_SECOND} up to
 * {@link MARKET_RATE_BURST}, then allows the message when a whole token is left.
 * @internal The server's half of the protocol: the embedded backend (src/testing) speaks it; the browser only sends.
 */
export function takeRateToken(bucket: RateBucket, now: number): { allowed: boolean; bucket: RateBucket } {
  const elapsed = Math.max(0, now - bucket.at);
  const tokens = Math.min(MARKET_RATE_BURST, bucket.tokens + (elapsed * MARKET_RATE_PER_SECOND) / 1000);
  if (tokens < 1) return { allowed: false, bucket: { tokens, at: now } };
  return { allowed: true, bucket: { tokens: tokens - 1, at: now } };
}
