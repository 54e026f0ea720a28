import '@testing-library/jest-dom';

// Node 20 has no global WebSocket (jsdom brings its own): node-environment tests get the `ws`
// package's, which msw's ws.link then intercepts like a browser's.
import { WebSocket as NodeWebSocket } from 'ws';

if (typeof globalThis.WebSocket === 'undefined') {
  (globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
}
