import path from 'node:path';
import { playwrightConfig } from '../ci/playwright-base';
import { toolsEnvNumber } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');
const port = toolsEnvNumber('RELEASE_PORT', 27391);

/**
 * The release check: main's release tarball, unpacked into a fresh folder, rendered
 * with a test environment file and served by Debian nginx with only the packaged config, the
 * embedded backend standing in for the exchange API (tools/release/serve-release.ts).
 */
export default playwrightConfig({
  testDir: __dirname,
  testMatch: ['*.e2e.ts'],
  resultsDir: 'release-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The N / N-1 / N walk switches the one server's live release: tests run one after another.
  workers: 1,
  fullyParallel: false,
  use: {
    baseURL: `http://localhost:${port}`,
  },
  webServer: {
    command: 'npx tsx tools/release/serve-release.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
