import '@testing-library/jest-dom';

// Node 20 has no global WebSocket (jsdom brings its own): node-environment tests get the `ws`
// package's, which msw's ws.link then intercepts like a browser's.
import { format } from 'node:util';
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

// A test fails on any console.error it did not ask for: React's act(...) warnings (an update the
// test did not await), Emotion's and React's warnings, an error a component logs. A test that
// expects one replaces console.error with a spy (jest.spyOn(console, 'error')) and checks it.
// What was logged is printed as usual; the test then fails naming it.
const logged: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  logged.push(format(...args).split('\n')[0]);
  consoleError(...args);
};
afterEach(() => {
  const found = logged.splice(0);
  if (found.length > 0) {
    throw new Error(`console.error during the test (await the update, or spy on console.error when the test expects it):\n${found.map((line) => `  ${line}`).join('\n')}`);
  }
});
