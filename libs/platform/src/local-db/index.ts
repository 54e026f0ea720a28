// The local database's own entry: idb is loaded only when something is cached, never with the
// first load.
export { openLocalDb } from './local-db';
/** @public Named by this door's signatures. */
export type { OpenLocalDbOptions } from './local-db';
