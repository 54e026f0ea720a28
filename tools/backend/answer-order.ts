/**
 * Fixed answer order for the first-load calls (the re-render guard): with the cookie
 * `mock_answer_order=<token>` the embedded backend answers the calls in FIRST_LOAD_ANSWER_ORDER one
 * at a time, in that order, with ANSWER_GAP_MS between two answers, so each answer reaches React
 * on its own and the number of commits on home's first load does not depend on which answer
 * happens to come first. Each token is its own sequence (parallel tests do not share one); calls
 * not in the list, and every call without the cookie, are answered at once as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The cookie that turns the fixed order on; its value names the sequence (one per page load). */
export const ANSWER_ORDER_COOKIE = 'mock_answer_order';

/** The calls of home's first load, in the order they are answered. */
export const FIRST_LOAD_ANSWER_ORDER: readonly string[] = [
  '/api/web/v1/compliance/check',
  '/api/web/v1/site/settings',
  '/dfdid/udid/c1',
  '/api/web/v1/welfare/newbiePrizePop',
  '/api/web/v1/welfare/newbiePrizeGuide',
  '/__mock/scenarios',
];

/**
 * Pause before the first answer and after each answer before the next may go: two answers never
 * land in one task, and the lazy chunks a commit asks for (local files) are in before the next
 * answer, so each one commits on its own and at the same point every time.
 */
const ANSWER_GAP_MS = 250;
/** A call whose predecessor never comes (another page, another scenario) waits at most this long. */
const ANSWER_WAIT_MAX_MS = 5_000;
/** A sequence nobody used for this long is forgotten. */
const SEQUENCE_TTL_MS = 120_000;

/** Timers, injectable for the unit test. */
export interface OrderClock {
  setTimeout(fn: () => void, ms: number): unknown;
  now(): number;
}

const realClock: OrderClock = { setTimeout: (fn, ms) => setTimeout(fn, ms).unref(), now: () => Date.now() };

/** One page load's order: `turn(i)` resolves when call i may be answered, `done(i)` after it was. */
export interface AnswerSequence {
  turn(index: number): Promise<void>;
  done(index: number): void;
  /** Index of the next call allowed to go. */
  next(): number;
  lastUsed(): number;
}

export function createAnswerSequence(gapMs = ANSWER_GAP_MS, maxWaitMs = ANSWER_WAIT_MAX_MS, clock: OrderClock = realClock): AnswerSequence {
  // Nothing goes until one gap after the sequence starts (the first listed call arrived).
  let next = -1;
  let lastUsed = clock.now();
  const waiting = new Map<number, Array<() => void>>();
  const release = () => {
    for (const [index, resolvers] of [...waiting]) {
      if (index > next) continue;
      waiting.delete(index);
      for (const resolve of resolvers) resolve();
    }
  };
  clock.setTimeout(() => {
    next = Math.max(next, 0);
    release();
  }, gapMs);
  return {
    turn(index) {
      lastUsed = clock.now();
      // Already past its turn (a retry, a second tab): no reason to hold it.
      if (index <= next) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.set(index, [...(waiting.get(index) ?? []), resolve]);
        clock.setTimeout(() => {
          if (!waiting.has(index)) return;
          // Its predecessor never came: skip ahead rather than hang the page.
          next = Math.max(next, index);
          release();
        }, maxWaitMs);
      });
    },
    done(index) {
      lastUsed = clock.now();
      clock.setTimeout(() => {
        next = Math.max(next, index + 1);
        release();
      }, gapMs);
    },
    next: () => next,
    lastUsed: () => lastUsed,
  };
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Wraps a backend handler so calls carrying the cookie are answered in the fixed order. */
export function withAnswerOrder(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  order: readonly string[] = FIRST_LOAD_ANSWER_ORDER,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const sequences = new Map<string, AnswerSequence>();
  return async (req, res) => {
    const token = cookieValue(req, ANSWER_ORDER_COOKIE);
    const index = token ? order.indexOf(new URL(req.url ?? '/', 'http://localhost').pathname) : -1;
    if (!token || index < 0) return handle(req, res);
    const now = Date.now();
    for (const [key, sequence] of sequences) if (now - sequence.lastUsed() > SEQUENCE_TTL_MS) sequences.delete(key);
    let sequence = sequences.get(token);
    if (!sequence) {
      sequence = createAnswerSequence();
      sequences.set(token, sequence);
    }
    await sequence.turn(index);
    try {
      await handle(req, res);
    } finally {
      sequence.done(index);
    }
  };
}
