/**
 * The embedded backend as a Node request handler, for the dev server and `npm run preview`:
 * the api lib's handlers plus two dev-only conveniences (the scenario list for the dev toolbar,
 * and `/__mock/enter/<path>?mock_scenario=` which nginx uses for page visits with a scenario).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createBackendRequestHandler, SCENARIOS } from '@exchange/api/testing';

export function createEmbeddedBackend(): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const handle = createBackendRequestHandler();
  return async (req, res) => {
    if (req.url?.startsWith('/__mock/scenarios')) {
      const list = Object.entries(SCENARIOS).map(([name, info]) => ({ name, loggedIn: Boolean((info as { loggedIn?: boolean }).loggedIn) }));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
      return;
    }
    if (req.url?.startsWith('/__mock/enter')) req.url = req.url.slice('/__mock/enter'.length) || '/';
    await handle(req, res);
  };
}
