/**
 * The embedded backend as a Node request handler, for the dev server and `npm run preview`:
 * the api lib's handlers plus dev-only conveniences (the scenario list for the dev toolbar,
 * `/__mock/enter/<path>?mock_scenario=` which nginx uses for page visits with a scenario, and
 * `/__mock/ws-cut?ms=<n>` which cuts the market stream server-side for n ms, 6000 by default).
 * The market stream itself is served on upgrades: see market-socket.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createBackendRequestHandler, SCENARIOS, seedDefaultMarket } from '@exchange/api/testing';
import { toolsEnv } from '../env/tools-env';
import { withAnswerOrder } from './answer-order';
import { sharedMarketSocket } from './market-socket';

/** Default length of a `/__mock/ws-cut`. */
const MARKET_CUT_DEFAULT_MS = 6000;

export function createEmbeddedBackend(): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  // MARKET_SEED: another synthetic market than the default one (same seed, same prices).
  const seed = Number(toolsEnv('MARKET_SEED'));
  if (toolsEnv('MARKET_SEED') && Number.isFinite(seed)) seedDefaultMarket(seed);
  const handle = createBackendRequestHandler();
  // `mock_answer_order` cookie: first-load calls answered in a fixed order (answer-order.ts).
  return withAnswerOrder(async (req, res) => {
    if (req.url?.startsWith('/__mock/scenarios')) {
      const list = Object.entries(SCENARIOS).map(([name, info]) => ({ name, loggedIn: Boolean((info as { loggedIn?: boolean }).loggedIn) }));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
      return;
    }
    if (req.url?.startsWith('/__mock/ws-cut')) {
      const ms = Number(new URL(req.url, 'http://localhost').searchParams.get('ms') ?? MARKET_CUT_DEFAULT_MS);
      const length = Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 600_000) : MARKET_CUT_DEFAULT_MS;
      const market = sharedMarketSocket();
      const open = market.stream.size;
      market.cut(length);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ cutMs: length, closed: open }));
      return;
    }
    if (req.url?.startsWith('/__mock/enter')) req.url = req.url.slice('/__mock/enter'.length) || '/';
    await handle(req, res);
  });
}
