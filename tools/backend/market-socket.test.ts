/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { MARKET_MAX_SUBSCRIPTIONS, MARKET_POLICY_CLOSE_CODE } from '@exchange/api';
import { createEmbeddedBackend } from './embedded-backend';
import { attachMarketStream, MARKET_CUT_CLOSE_CODE } from './market-socket';

let server: http.Server;
let port: number;

beforeAll(async () => {
  const backend = createEmbeddedBackend();
  server = http.createServer((req, res) => void backend(req, res));
  attachMarketStream(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function open(cookie?: string): Promise<{ socket: WebSocket; messages: Array<Record<string, unknown>>; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/market`, { headers: cookie ? { cookie } : {} });
    const messages: Array<Record<string, unknown>> = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('error', reject);
  });
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('market stream on a real socket (dev server and preview)', () => {
  it('streams BTC_USDT candles at 10 updates a second', async () => {
    const { socket, messages } = await open();
    socket.send(JSON.stringify({ op: 'subscribe', channel: 'candles', symbol: 'BTC_USDT', resolution: '1S' }));
    await waitFor(() => messages.length > 0);
    await new Promise((r) => setTimeout(r, 1000));
    const data = messages.filter((m) => m.type === 'data');
    expect(messages[0]).toEqual({ type: 'subscribed', channel: 'candles:BTC_USDT:1S' });
    expect(data.length).toBeGreaterThanOrEqual(9);
    socket.close();
  });

  it('refuses the upgrade in ws-down', async () => {
    await expect(open('mock_scenario=ws-down')).rejects.toThrow(/503/);
  });

  it(`closes 1008 after an error on subscription ${MARKET_MAX_SUBSCRIPTIONS + 1}`, async () => {
    const { socket, messages, closed } = await open();
    for (let i = 0; i <= MARKET_MAX_SUBSCRIPTIONS; i++) {
      // all at once: the rate bucket holds more than 50, so only the subscription limit is at work
      socket.send(JSON.stringify({ op: 'subscribe', channel: 'ticker', symbol: `S${i}_USDT` }));
    }
    expect(await closed).toBe(MARKET_POLICY_CLOSE_CODE);
    expect(messages.filter((m) => m.type === 'error')).toEqual([expect.objectContaining({ code: 'too-many-subscriptions' })]);
  }, 15_000);

  it('/__mock/ws-cut closes every connection and refuses new ones for the time asked', async () => {
    const { closed } = await open();
    const answer = await (await fetch(`http://127.0.0.1:${port}/__mock/ws-cut?ms=500`)).json();
    expect(answer).toEqual({ cutMs: 500, closed: 1 });
    expect(await closed).toBe(MARKET_CUT_CLOSE_CODE);
    await expect(open()).rejects.toThrow(/503/);
    await new Promise((r) => setTimeout(r, 550));
    const again = await open();
    again.socket.close();
  });
});
