// Test seams of @exchange/platform (kept out of the main entry so apps never bundle them).
export { createMemoryDb, resetLocalDb } from '../local-db/local-db';
export { holdPaintForTests, paintedForTests } from '../clock/first-paint';
export type { HeldPaint } from '../clock/first-paint';
export { setPlatformErrorSink } from '../monitoring/log-platform-error';
export { MASK } from '../monitoring/mask-pii';
export { removeStored } from '../storage/local-storage';
