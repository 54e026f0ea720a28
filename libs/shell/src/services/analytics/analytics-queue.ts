/**
 * One analytics queue for the events the specs name (compliance guidance view and click, new-user
 * signup...). Events are batched and POSTed to API_PATHS.analyticsCollect through the API client
 * with the spec's 5000 ms timeout (ANALYTICS_TIMEOUT_MS, applied by the endpoint). `track` never
 * throws and never waits: analytics can fail without the page noticing. The queue is a chunk of
 * its own, loaded with the first event (./analytics.ts queues until then).
 */
import { after, now as clockNow } from '@exchange/platform';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_DELAY_MS, ANALYTICS_MAX_QUEUE } from '../constants';
import { platformEndpoints, type CollectedEvent, type PlatformEndpoints } from '../http';

/** The PII masker loads with the first batch sent, not with the page (it is 5 KB of patterns). */
const loadMaskPii = () => import('@exchange/platform/masker').then((m) => m.maskPii);

/** Property values an event may carry. */
export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** Defaults to the platform endpoints (API client). */
  endpoints?: () => Pick<PlatformEndpoints, 'postAnalytics'>;
  now?: () => number;
  /** Schedules a flush; returns a cancel function. Defaults to the shell clock's `after`. */
  schedule?: (ms: number, fn: () => void) => () => void;
  batchSize?: number;
  flushDelayMs?: number;
  maxQueue?: number;
}

/** An analytics queue. */
export interface Analytics {
  /** Queues one event; never throws. */
  track(event: string, props?: AnalyticsProps): void;
  /** Sends everything queued now (batch by batch); resolves when done, never rejects. */
  flush(): Promise<void>;
  /** Events waiting to be sent. */
  pending(): number;
}

function cleanProps(props: AnalyticsProps | undefined): CollectedEvent['properties'] {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    out[key] = value;
  }
  return out;
}

/** Creates a queue; the app uses the shared one through {@link track}. */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const endpoints = options.endpoints ?? platformEndpoints;
  const now = options.now ?? clockNow;
  const schedule = options.schedule ?? after;
  const batchSize = options.batchSize ?? ANALYTICS_BATCH_SIZE;
  const delay = options.flushDelayMs ?? ANALYTICS_FLUSH_DELAY_MS;
  const maxQueue = options.maxQueue ?? ANALYTICS_MAX_QUEUE;
  const queue: Array<CollectedEvent & { attempts: number }> = [];
  let cancelTimer: (() => void) | undefined;
  let sending: Promise<void> | undefined;

  const trim = () => {
    if (queue.length > maxQueue) queue.splice(0, queue.length - maxQueue);
  };

  async function sendBatch(): Promise<boolean> {
    const batch = queue.splice(0, batchSize);
    if (batch.length === 0) return false;
    let ok = false;
    try {
      const maskPii = await loadMaskPii();
      // Events carry product facts, never personal data: anything that looks like it is masked.
      const result = await endpoints().postAnalytics(batch.map(({ attempts: _attempts, ...event }) => ({ ...event, properties: maskPii(event.properties) })));
      ok = result.ok;
    } catch {
      ok = false;
    }
    if (!ok) {
      // One retry per event (the next flush); after that the event is dropped.
      const retry = batch.filter((e) => e.attempts < 1).map((e) => ({ ...e, attempts: e.attempts + 1 }));
      queue.unshift(...retry);
      trim();
      return false;
    }
    return true;
  }

  async function drain(): Promise<void> {
    cancelTimer?.();
    cancelTimer = undefined;
    const limit = Math.ceil(queue.length / batchSize);
    for (let i = 0; i < limit; i += 1) {
      if (!(await sendBatch())) break;
    }
  }

  function flush(): Promise<void> {
    sending ??= drain().finally(() => {
      sending = undefined;
      // Events that arrived meanwhile, or a failed batch's one retry, go with the next timer.
      if (queue.length > 0 && !cancelTimer) {
        cancelTimer = schedule(delay, () => {
          cancelTimer = undefined;
          void flush();
        });
      }
    });
    return sending;
  }

  function track(event: string, props?: AnalyticsProps): void {
    try {
      if (typeof event !== 'string' || event === '') return;
      queue.push({ event, properties: cleanProps(props), time: now(), attempts: 0 });
      trim();
      if (queue.length >= batchSize) {
        void flush();
      } else if (!cancelTimer) {
        cancelTimer = schedule(delay, () => {
          cancelTimer = undefined;
          void flush();
        });
      }
    } catch {
      // analytics never breaks the page
    }
  }

  return { track, flush, pending: () => queue.length };
}

