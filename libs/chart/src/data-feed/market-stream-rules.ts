import type { Bar } from './data-feed';

/**
 * The market stream client's rules as pure functions (time and randomness passed in); the
 * client (market-stream-client.ts) only carries them out. Values: docs/market-stream.md.
 */

/** First reconnect delay before jitter. */
export const RECONNECT_BASE_MS = 1000;
/** Reconnect delays never exceed this (jitter included). */
export const RECONNECT_MAX_MS = 30_000;
/** After a close 1008 (a broken limit) the client waits this long before trying again. */
export const POLICY_BACKOFF_MS = 120_000;
/** Ping after this long without any message. */
export const HEARTBEAT_IDLE_MS = 15_000;
/** Reconnect when no message (the pong) comes this long after a ping. */
export const PONG_TIMEOUT_MS = 10_000;
/** After this long without data the ticker marks its price stale and says it is reconnecting. */
export const STALE_AFTER_MS = 3000;

/**
 * Delay before reconnect attempt `attempt` (0 = the first after a loss): exponential with "equal
 * jitter" (half fixed, half random) so clients that lost the same server do not come back
 * together, capped at {@link RECONNECT_MAX_MS}. A close 1008 means "do not hammer": a fixed long
 * wait with jitter on top, whatever the attempt.
 */
export function reconnectDelay(attempt: number, closeCode: number | undefined, random: number): number {
  const r = Math.min(1, Math.max(0, random));
  if (closeCode === 1008) return POLICY_BACKOFF_MS + Math.round(r * RECONNECT_MAX_MS);
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

/** What the heartbeat does now. */
export type HeartbeatAction = 'wait' | 'ping' | 'reconnect';

/**
 * Heartbeat at `now`: ping after {@link HEARTBEAT_IDLE_MS} of silence; once a ping is out, give
 * up on the connection when nothing came back within {@link PONG_TIMEOUT_MS}. Any message counts
 * as the answer (the caller clears `pingSentAt` when one arrives).
 */
export function heartbeatAction(lastMessageAt: number, pingSentAt: number | undefined, now: number): HeartbeatAction {
  if (pingSentAt !== undefined) return now - pingSentAt >= PONG_TIMEOUT_MS ? 'reconnect' : 'wait';
  return now - lastMessageAt >= HEARTBEAT_IDLE_MS ? 'ping' : 'wait';
}

/** The time at which the heartbeat should next be checked. */
export function nextHeartbeatAt(lastMessageAt: number, pingSentAt: number | undefined): number {
  return pingSentAt !== undefined ? pingSentAt + PONG_TIMEOUT_MS : lastMessageAt + HEARTBEAT_IDLE_MS;
}

/** How a channel's sequence number relates to the last one seen on this connection. */
export type SeqVerdict = 'first' | 'next' | 'gap' | 'stale';

/** `stale` (duplicate or out of order) is dropped; `gap` means messages were lost: backfill. */
export function checkSeq(lastSeq: number | undefined, seq: number): SeqVerdict {
  if (lastSeq === undefined) return 'first';
  if (seq === lastSeq + 1) return 'next';
  return seq <= lastSeq ? 'stale' : 'gap';
}

/** True when the stream resumed past the last bar the chart has: the bars between must come from history. */
export function needsBackfill(lastTime: number | undefined, resumedAt: number): boolean {
  // Stryker disable next-line ConditionalExpression: without the guard `resumedAt > undefined` is false too, the same answer
  return lastTime !== undefined && resumedAt > lastTime;
}

/**
 * Bars to apply after a backfill, in order: history from the chart's last bar on (its final
 * version replaces the forming one the chart holds), then stream bars buffered meanwhile that
 * are not older than history's newest (the stream's are newer for the same time). Nothing is
 * lost and nothing doubled: one bar per time, times ascending.
 */
export function mergeBackfill(lastTime: number | undefined, history: readonly Bar[], buffered: readonly Bar[]): Bar[] {
  const byTime = new Map<number, Bar>();
  for (const bar of history) if (lastTime === undefined || bar.time >= lastTime) byTime.set(bar.time, bar);
  const newestHistory = history.length > 0 ? history[history.length - 1].time : -Infinity;
  for (const bar of buffered) if (bar.time >= newestHistory && (lastTime === undefined || bar.time >= lastTime)) byTime.set(bar.time, bar);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * Adds a bar to the queue of one animation frame: an update of the bar already queued for that
 * time replaces it, a newer bar is appended, an older one is dropped (the chart only moves
 * forward). At most one entry per bar time, so a frame applies each bar once.
 */
export function coalesceBar(queue: Bar[], bar: Bar): Bar[] {
  const last = queue[queue.length - 1];
  if (!last || bar.time > last.time) return [...queue, bar];
  const index = queue.findIndex((queued) => queued.time === bar.time);
  if (index < 0) return queue;
  const next = queue.slice();
  next[index] = bar;
  return next;
}

/** The connection as the feed sees it. */
export type StreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unreachable' | 'refused-policy';

/**
 * HTTP polling of chart/ticks runs only while the socket cannot connect at all: the last attempt
 * failed before opening, or the server closed us for a broken limit. While open, or between a
 * drop and a reconnect that is expected to work, the stream (plus backfill) is the only source.
 */
export function shouldPoll(status: StreamStatus): boolean {
  return status === 'unreachable' || status === 'refused-policy';
}
