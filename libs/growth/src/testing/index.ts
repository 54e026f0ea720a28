// Test helpers of @exchange/growth (kept out of the main entry so apps never bundle them).
export { growthServicesKey } from '../use-growth-services';
/** @public Named by this door's signatures. */
export type { GrowthApi, GrowthServices } from '../growth-services';
