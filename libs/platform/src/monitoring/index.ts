// The monitoring entry: the Sentry SDK behind it stays out of every first load, so the shell's
// boot imports this entry lazily, and only when a site has a DSN.
export { initMonitoring } from './monitoring';
/** @public Named by this door's signatures. */
export type { MonitoringConfig } from './monitoring';
