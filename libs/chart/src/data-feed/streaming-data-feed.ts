import type { CandlesData, MarketResolution } from '@exchange/api';
import { logPlatformError } from '@exchange/platform';
import type { Resolution } from '../constants';
import { CHART_LIVE_UPDATE_MS } from '../constants';
import { after as afterDefault, now as nowDefault, onNextFrame } from '../storage-adapter';
import type { Bar, DataFeed } from './data-feed';
import type { ChannelEvent, MarketStreamClient } from './market-stream-client';
import { coalesceBar, mergeBackfill, needsBackfill, shouldPoll } from './market-stream-rules';

/** Options of {@link createStreamingDataFeed}. */
export interface StreamingDataFeedOptions {
  /** The page's one stream connection. */
  client: MarketStreamClient;
  /** History (first load, paging, backfill) and the chart/ticks polling fallback. */
  http: DataFeed;
  /** Runs `fn` before the next paint; returns cancel. Default: requestAnimationFrame. */
  frame?: (fn: () => void) => () => void;
  /** Least time between two chart updates (ms); default {@link CHART_LIVE_UPDATE_MS}. */
  minIntervalMs?: number;
  /** Clock and timer (default: the platform's). */
  now?: () => number;
  after?: (ms: number, fn: () => void) => () => void;
  logError?: (scope: string, error: unknown) => void;
}

function barOf(data: CandlesData): Bar {
  const [time, open, high, low, close, volume] = data.bar;
  return { time, open, high, low, close, volume };
}

/**
 * The chart's data feed over the market stream: history over HTTP, live bars from the `candles`
 * channel. After a (re)subscription or a sequence gap it backfills the missed bars from
 * chart/history and merges them with what streamed meanwhile, so the chart then equals history
 * bar for bar. Updates reach the chart in an animation frame, at most once per
 * {@link CHART_LIVE_UPDATE_MS} (bars of the same period in between collapse). chart/ticks is polled
 * only while the socket cannot connect at all.
 */
export function createStreamingDataFeed(options: StreamingDataFeedOptions): DataFeed {
  const { client, http } = options;
  const frame = options.frame ?? onNextFrame;
  const minIntervalMs = options.minIntervalMs ?? CHART_LIVE_UPDATE_MS;
  const clock = options.now ?? nowDefault;
  const later = options.after ?? afterDefault;
  const logError = options.logError ?? logPlatformError;
  // Newest bar time each (symbol, resolution) has seen through history: where a stream resumes from.
  const newestHistory = new Map<string, number>();

  return {
    async getHistory(symbol, resolution, from, to) {
      const bars = await http.getHistory(symbol, resolution, from, to);
      const key = `${symbol}:${resolution}`;
      const newest = bars[bars.length - 1]?.time;
      if (newest !== undefined && newest > (newestHistory.get(key) ?? -Infinity)) newestHistory.set(key, newest);
      return bars;
    },

    subscribe(symbol: string, resolution: Resolution, onTick: (bar: Bar) => void) {
      let active = true;
      let lastTime = newestHistory.get(`${symbol}:${resolution}`);
      let queue: Bar[] = [];
      let cancelFrame: (() => void) | null = null;
      let framePending = false;
      let resuming = true;
      let backfilling = false;
      let buffered: Bar[] = [];
      let stopPolling: (() => void) | null = null;

      let lastFlushAt: number | undefined;
      const flush = () => {
        framePending = false;
        cancelFrame = null;
        lastFlushAt = clock();
        const bars = queue;
        queue = [];
        for (const bar of bars) if (active) onTick(bar);
      };
      const deliver = (bar: Bar) => {
        if (lastTime !== undefined && bar.time < lastTime) return;
        lastTime = bar.time;
        queue = coalesceBar(queue, bar);
        if (framePending) return;
        framePending = true;
        const wait = lastFlushAt === undefined ? 0 : lastFlushAt + minIntervalMs - clock();
        if (wait <= 0) {
          cancelFrame = frame(flush);
          return;
        }
        // Every update redraws each pane: a faster stream than this only spends the main thread.
        let cancelInner: () => void = () => undefined;
        const cancelWait = later(wait, () => {
          cancelInner = frame(flush);
        });
        cancelFrame = () => {
          cancelWait();
          cancelInner();
        };
      };

      const backfill = (resumedAt: number) => {
        const from = lastTime as number;
        backfilling = true;
        void http
          .getHistory(symbol, resolution, from, resumedAt)
          .catch((error: unknown) => {
            logError('market-stream', error);
            return [] as Bar[];
          })
          .then((history) => {
            if (!active) return;
            const plan = mergeBackfill(from, history, buffered);
            backfilling = false;
            buffered = [];
            plan.forEach(deliver);
          });
      };

      // One path for stream bars and polled ones: a bar past the last one after a resync (or any
      // polled bar that starts a new period) first fetches what was missed.
      const receive = (bar: Bar, resync: boolean) => {
        if (backfilling) {
          buffered.push(bar);
          return;
        }
        if (resync && needsBackfill(lastTime, bar.time)) {
          buffered = [bar];
          backfill(bar.time);
          return;
        }
        deliver(bar);
      };

      const onEvent = (event: ChannelEvent) => {
        if (!active) return;
        if (event.kind === 'resync') {
          resuming = true;
          return;
        }
        if (!('bar' in event.data)) return;
        const bar = barOf(event.data);
        const resync = resuming;
        resuming = false;
        receive(bar, resync);
      };

      const onStatus = () => {
        const poll = shouldPoll(client.status);
        if (poll && !stopPolling) {
          stopPolling = http.subscribe(symbol, resolution, (bar) => {
            if (active) receive(bar, lastTime !== undefined && bar.time > lastTime);
          });
        } else if (!poll && stopPolling) {
          stopPolling();
          stopPolling = null;
          resuming = true;
        }
      };

      const unsubscribe = client.subscribe({ channel: 'candles', symbol, resolution: resolution as MarketResolution }, onEvent);
      const stopStatus = client.onStatus(onStatus);
      onStatus();

      return () => {
        active = false;
        unsubscribe();
        stopStatus();
        stopPolling?.();
        cancelFrame?.();
      };
    },
  };
}
