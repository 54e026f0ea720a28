/**
 * `npm start`: the main site (or SITE=<key>) in Vite dev mode with the embedded backend mounted
 * as real HTTP middleware, so cookies, CSRF and form bodies behave as in production, and the
 * market stream on `/ws/market` of the same origin.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { isBackendRequest } from '@exchange/api/testing';
import { createEmbeddedBackend } from '../backend/embedded-backend';
import { attachMarketStream } from '../backend/market-socket';
import { devServerAddress } from '../env/build-env';
import { toolsEnv } from '../env/tools-env';

const site = toolsEnv('SITE') ?? 'main';
/** Loopback unless HOST names another address: the embedded backend is not for the local network. */
const { host, port } = devServerAddress();
const root = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const backend = createEmbeddedBackend();
  const server = await createServer({
    configFile: path.join(root, 'apps', site, 'vite.config.ts'),
    // The config reads the libs by package name, which only Vite's module runner loads.
    configLoader: 'runner',
    server: { port, strictPort: true, host },
    plugins: [
      {
        name: 'exchange-embedded-backend',
        configureServer(vite) {
          vite.middlewares.use((req, res, next) => {
            const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
            if (!isBackendRequest(url)) return next();
            backend(req, res).catch(next);
          });
        },
      },
    ],
  });
  await server.listen();
  // The market stream on the same origin (/ws/market); Vite's HMR keeps its own upgrades.
  if (server.httpServer) attachMarketStream(server.httpServer as import('node:http').Server, { leaveOthers: true });
  server.printUrls();
  console.log(`site "${site}" with the embedded backend: try http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/?mock_scenario=user`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
