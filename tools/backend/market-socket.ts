/**
 * The market stream of the embedded backend on a real socket (dev server and preview), with the
 * `ws` package: `/ws/market` upgrades go to the api lib's stream server (one module for every
 * transport); other upgrades (Vite's HMR) are left alone.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData } from 'ws';
import { MARKET_STREAM_PATH } from '@exchange/api';
import { createMarketStreamServer, parseCookieHeader, scenarioOf, type MarketStreamServer } from '@exchange/api/testing';

/** Largest frame `ws` reads at all; the protocol's 4 KB limit is checked above it, with its own error. */
const WS_MAX_PAYLOAD = 64 * 1024;
/** Close code of a server-side cut (1012 "service restart"). */
export const MARKET_CUT_CLOSE_CODE = 1012;

/** The stream on a socket: upgrade handling plus the server-side cut e2e tests use. */
export interface MarketSocket {
  readonly stream: MarketStreamServer;
  /** Takes `/ws/market` upgrades; false for any other path (left to other listeners). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every connection and refuses new ones for `ms`. */
  cut(ms: number): void;
  close(): void;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Creates the stream on a socket; `now` is the clock (ms). */
function createMarketSocket(stream: MarketStreamServer = createMarketStreamServer(), now: () => number = Date.now): MarketSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  let cutUntil = 0;
  return {
    stream,
    handleUpgrade(req, socket, head) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path !== MARKET_STREAM_PATH) return false;
      const scenario = scenarioOf(parseCookieHeader(req.headers.cookie ?? null));
      if (scenario === 'ws-down' || now() < cutUntil) {
        refuse(socket, '503 Service Unavailable');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (client) => {
        const session = stream.connect(
          {
            send: (frame) => client.send(frame),
            close: (code, reason) => client.close(code, reason),
          },
          scenario,
        );
        client.on('message', (data: RawData, isBinary: boolean) => {
          const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
          session.receive(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
        });
        client.on('close', () => session.closed());
        client.on('error', () => session.closed());
      });
      return true;
    },
    cut(ms) {
      cutUntil = now() + ms;
      stream.closeAll(MARKET_CUT_CLOSE_CODE, 'cut');
    },
    close() {
      stream.closeAll(1001, 'server stopping');
      wss.close();
    },
  };
}

let shared: MarketSocket | undefined;

/** The process's one market socket (the embedded backend's `/__mock/ws-cut` reaches the same). */
export function sharedMarketSocket(): MarketSocket {
  shared ??= createMarketSocket();
  return shared;
}

/**
 * Serves `/ws/market` on `server`'s upgrades with the shared market socket. Other upgrade paths
 * are destroyed unless `leaveOthers` (the dev server, where Vite's HMR listens too).
 */
export function attachMarketStream(server: Server, options: { leaveOthers?: boolean } = {}): MarketSocket {
  const market = sharedMarketSocket();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!market.handleUpgrade(req, socket, head) && !options.leaveOthers) socket.destroy();
  });
  return market;
}
