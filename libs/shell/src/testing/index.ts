// Test helpers of @exchange/shell (kept out of the main entry so apps never bundle them).
export { renderWithShell } from './render-with-shell';
