import { API_PATHS } from '@exchange/api';
import { TICK_POLL_MS, type Resolution } from '../constants';
import { every as everyDefault } from '../storage-adapter';

/** One OHLCV bar; `time` is the bar's start in UTC seconds. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Where the chart gets its bars from. */
export interface DataFeed {
  /** Bars with `from <= time <= to` (UTC seconds), oldest first. Never rejects: [] on failure. */
  getHistory(symbol: string, resolution: Resolution, from: number, to: number): Promise<Bar[]>;
  /** Calls `onTick` with the forming bar (or a new one) as it changes; returns unsubscribe. */
  subscribe(symbol: string, resolution: Resolution, onTick: (bar: Bar) => void): () => void;
}

/** A GET returning the parsed JSON body, or `undefined` when the call failed. */
export type FeedGet = (path: string, query: Record<string, string | number>) => Promise<unknown>;

function toBar(row: unknown): Bar | undefined {
  if (!Array.isArray(row) || row.length < 6) return undefined;
  const [time, open, high, low, close, volume] = row.map(Number);
  if (![time, open, high, low, close, volume].every(Number.isFinite)) return undefined;
  return { time, open, high, low, close, volume };
}

function dataOf(raw: unknown): Record<string, unknown> | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const envelope = raw as { code?: unknown; data?: unknown };
  if (envelope.code !== 0 || typeof envelope.data !== 'object' || envelope.data === null) return undefined;
  return envelope.data as Record<string, unknown>;
}

/**
 * Decodes a history answer `{ code: 0, data: { bars: [[t, o, h, l, c, v], ...] } }` into bars
 * sorted by time without duplicates; anything malformed is dropped, never thrown.
 */
export function decodeHistory(raw: unknown): Bar[] {
  const rows = dataOf(raw)?.bars;
  if (!Array.isArray(rows)) return [];
  const bars: Bar[] = [];
  for (const row of rows) {
    const bar = toBar(row);
    if (bar) bars.push(bar);
  }
  bars.sort((a, b) => a.time - b.time);
  return bars.filter((bar, i) => i === 0 || bar.time !== bars[i - 1].time);
}

/** Decodes a tick answer `{ code: 0, data: { bar: [t, o, h, l, c, v] } }`; undefined if malformed. */
export function decodeTick(raw: unknown): Bar | undefined {
  return toBar(dataOf(raw)?.bar);
}

/** Options of {@link createHttpDataFeed}. */
export interface HttpDataFeedOptions {
  /** Tick polling period; default {@link TICK_POLL_MS}. */
  pollMs?: number;
  /** Interval scheduler (the shell clock's `every`); injectable for tests. */
  every?: (ms: number, fn: () => void) => () => void;
}

/**
 * Data feed over the backend's chart endpoints (API_PATHS.chartHistory / chartTicks): history by
 * range, and the forming bar polled every second.
 */
export function createHttpDataFeed(get: FeedGet, options: HttpDataFeedOptions = {}): DataFeed {
  const pollMs = options.pollMs ?? TICK_POLL_MS;
  const schedule = options.every ?? everyDefault;
  return {
    async getHistory(symbol, resolution, from, to) {
      try {
        return decodeHistory(await get(API_PATHS.chartHistory, { symbol, resolution, from, to }));
      } catch {
        return [];
      }
    },
    subscribe(symbol, resolution, onTick) {
      let active = true;
      let inFlight = false;
      const poll = async () => {
        if (inFlight) return;
        inFlight = true;
        try {
          const bar = decodeTick(await get(API_PATHS.chartTicks, { symbol, resolution }));
          if (bar && active) onTick(bar);
        } catch {
          // A failed poll is retried on the next period.
        } finally {
          inFlight = false;
        }
      };
      const cancel = schedule(pollMs, () => void poll());
      void poll();
      return () => {
        active = false;
        cancel();
      };
    },
  };
}

/** The subset of `ApiClient` from @exchange/api the feed needs. */
export interface ApiClientLike {
  get<T>(
    path: string,
    decode: (raw: unknown) => { ok: boolean; data: T },
    options?: { query?: Record<string, string | number | boolean | undefined>; silent?: boolean },
  ): Promise<{ ok: boolean; data: T }>;
}

/** Adapts the @exchange/api HTTP client to a {@link FeedGet} (silent: no error toast per poll). */
export function feedGetFromApiClient(client: ApiClientLike): FeedGet {
  return async (path, query) => {
    const result = await client.get(path, (raw) => ({ ok: true, data: raw }), { query, silent: true });
    return result.data;
  };
}
