import { chartRoutes, LazyHomeMarkets } from '@exchange/chart';
import { GrowthOverlays, growthRoutes } from '@exchange/growth';
import { passkeyRoutes } from '@exchange/passkey';
import type { StartSiteOptions } from '@exchange/shell';

// The main site mounts every feature.
/** What the main site mounts: the browser's boot (main.tsx) and the build's prerender (tools/prerender) start the same app. */
export const app: StartSiteOptions = { site: 'main', routes: [...chartRoutes, ...growthRoutes, ...passkeyRoutes], overlays: <GrowthOverlays />, homeSections: <LazyHomeMarkets /> };
