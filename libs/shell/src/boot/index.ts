// The boot door of @exchange/shell: the data the build gives the page's head script. The scripts
// themselves are built from head-start-entry.ts and icu-warmup-entry.ts (package exports
// `./boot/head-start` and `./boot/icu-warmup`), each a bundle of its own.

export { headStartBuild } from './build-data';
export type { HeadStartBuild } from './build-data';
/** @public Named by this door's signatures. */
export type { HeadStartSite } from './build-data';
