import type { SocketLike } from '../data-feed/market-stream-client';

/** A manual clock with `after` timers, for the stream client's tests. */
export function manualClock(start = 0) {
  let time = start;
  const timers = new Set<{ at: number; fn: () => void }>();
  return {
    now: () => time,
    after: (ms: number, fn: () => void) => {
      const timer = { at: time + ms, fn };
      timers.add(timer);
      return () => void timers.delete(timer);
    },
    /** Moves time forward, running due timers in order (timers they set run too if due). */
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = [...timers].filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due);
        time = Math.max(time, due.at);
        due.fn();
      }
      time = end;
    },
  };
}

/** A socket the test drives: `open()`, `message()`, `serverClose()`; records what the client sent. */
export class FakeSocket implements SocketLike {
  sent: Array<Record<string, unknown>> = [];
  closedByClient: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005): void {
    this.closedByClient = code;
  }
  open(): void {
    this.onopen?.({});
  }
  message(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  serverClose(code: number): void {
    this.onclose?.({ code });
  }
}

/** Every socket a client made, newest last. */
export function socketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    get last(): FakeSocket {
      return sockets[sockets.length - 1];
    },
  };
}
