/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANSWER_ORDER_COOKIE, createAnswerSequence, withAnswerOrder, type OrderClock } from './answer-order';

function fakeClock(): OrderClock & { advance(ms: number): void } {
  let now = 0;
  let timers: Array<{ at: number; fn: () => void }> = [];
  return {
    now: () => now,
    setTimeout(fn, ms) {
      timers.push({ at: now + ms, fn });
      return undefined;
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('answer order sequence', () => {
  it('holds the first call one gap, then lets call 2 go only after call 1 was answered and the gap has passed, whatever order they came in', async () => {
    const clock = fakeClock();
    const sequence = createAnswerSequence(150, 5000, clock);
    const went: number[] = [];
    void sequence.turn(1).then(() => went.push(1));
    void sequence.turn(0).then(() => went.push(0));
    clock.advance(149);
    await flush();
    expect(went).toEqual([]);
    clock.advance(1);
    await flush();
    expect(went).toEqual([0]);
    sequence.done(0);
    clock.advance(149);
    await flush();
    expect(went).toEqual([0]);
    clock.advance(1);
    await flush();
    expect(went).toEqual([0, 1]);
  });

  it('skips a predecessor that never comes after the longest wait', async () => {
    const clock = fakeClock();
    const sequence = createAnswerSequence(150, 5000, clock);
    let went = false;
    void sequence.turn(2).then(() => (went = true));
    clock.advance(4999);
    await flush();
    expect(went).toBe(false);
    clock.advance(1);
    await flush();
    expect(went).toBe(true);
    expect(sequence.next()).toBe(2);
  });
});

describe('withAnswerOrder on a server', () => {
  it('answers the listed calls in the list order when the cookie is set, and at once without it', async () => {
    const answered: string[] = [];
    const handler = withAnswerOrder(async (req, res) => {
      answered.push(req.url ?? '');
      res.end('ok');
    }, ['/a', '/b']);
    const server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const headers = { cookie: `${ANSWER_ORDER_COOKIE}=t1` };
      const b = fetch(`${base}/b`, { headers });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await (await fetch(`${base}/other`, { headers })).text();
      await (await fetch(`${base}/b`)).text();
      expect(answered).toEqual(['/other', '/b']);
      await (await fetch(`${base}/a`, { headers })).text();
      await (await b).text();
      expect(answered).toEqual(['/other', '/b', '/a', '/b']);
    } finally {
      server.close();
    }
  });
});
