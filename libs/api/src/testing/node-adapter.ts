import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { BACKEND_PATH_PREFIXES } from '../paths';
import { handlers as defaultHandlers } from './handlers';
import { MOCK_COOKIES } from './mock-cookies';

/** True for requests the embedded backend answers: backend path prefixes, or a `?mock_scenario=` visit. */
export function isBackendRequest(url: URL): boolean {
  return BACKEND_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) || url.searchParams.has(MOCK_COOKIES.scenario);
}

async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer, signal: AbortSignal): Request {
  const forwardedProto = req.headers['x-forwarded-proto'];
  const protocol = typeof forwardedProto === 'string' ? forwardedProto.split(',')[0].trim() : 'http';
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `${protocol}://${Array.isArray(host) ? host[0] : host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined, signal });
}

/**
 * A Node HTTP handler serving the embedded backend over real HTTP (dev server, preview, tests):
 * the Node request becomes a Fetch Request, msw's `getResponse` finds the answer, and it is written
 * back with every Set-Cookie header kept. Unmatched requests get a 404 JSON body.
 */
export function createBackendRequestHandler(
  handlers: RequestHandler[] = defaultHandlers,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    try {
      const request = toFetchRequest(req, await readRequestBody(req), abort.signal);
      const response = await getResponse(handlers, request);
      if (!response) {
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 404, message: `No embedded backend route for ${request.method} ${new URL(request.url).pathname}` }));
        return;
      }
      const headers: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') headers[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) headers['set-cookie'] = cookies;
      const body = Buffer.from(await response.arrayBuffer());
      if (res.destroyed) return;
      res.writeHead(response.status, response.statusText, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (res.destroyed || res.headersSent) return;
      res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 500, message: error instanceof Error ? error.message : 'embedded backend error' }));
    }
  };
}
