import { ws, type WebSocketHandler } from 'msw';
import { MARKET_STREAM_PATH } from '../market/market-protocol';
import { scenarioOf } from './mock-context';
import { parseCookieHeader } from './mock-cookies';
import { createMarketStreamServer, type MarketStreamServer } from './market-stream';
import type { ScenarioName } from './scenarios';

/** Close code the mock uses for `ws-down` (1006: the connection never got through). */
const WS_DOWN_CLOSE_CODE = 1006;

/**
 * The market stream through msw's WebSocket API, for jest and Storybook: every socket to
 * `<any origin>/ws/market` is answered by {@link createMarketStreamServer}. The scenario comes
 * from `document.cookie` (a page has no other cookie jar here) or from `scenario()`.
 */
export function createMarketWsHandlers(
  server: MarketStreamServer = createMarketStreamServer(),
  scenario: () => ScenarioName = () => scenarioOf(parseCookieHeader(typeof document === 'undefined' ? null : document.cookie)),
): WebSocketHandler[] {
  const link = ws.link(`*${MARKET_STREAM_PATH}`);
  return [
    link.addEventListener('connection', ({ client }) => {
      const name = scenario();
      if (name === 'ws-down') {
        client.close(WS_DOWN_CLOSE_CODE, 'ws-down');
        return;
      }
      const session = server.connect({ send: (frame) => client.send(frame), close: (code, reason) => client.close(code, reason) }, name);
      client.addEventListener('message', (event) => session.receive(event.data));
      client.addEventListener('close', () => session.closed());
    }),
  ];
}
