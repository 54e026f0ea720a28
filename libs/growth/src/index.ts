// Public API of @exchange/growth, listed by name.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { GrowthOverlays } from './growth-overlays';
export { growthRoutes } from './routes';
