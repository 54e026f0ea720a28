import '@testing-library/jest-dom';

// Node 20 has no global WebSocket (jsdom brings its own): node-environment tests get the `ws`
// package's, which msw's ws.link then intercepts like a browser's.
import { WebSocket as NodeWebSocket } from 'ws';
import { toolsEnv } from '../env/tools-env';

if (typeof globalThis.WebSocket === 'undefined') {
  (globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
}

// `FUZZ_RUNS=<n>` (npm run fuzz) gives every property test n runs: fast-check's global setting,
// which the property tests read for their run count.
const fuzzRuns = toolsEnv('FUZZ_RUNS');
if (fuzzRuns) {
  const fc = require('fast-check') as typeof import('fast-check');
  fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: Number(fuzzRuns) });
}
