import { chartRoutes, LazyHomeMarkets } from '@exchange/chart';
import { GrowthOverlays, growthRoutes } from '@exchange/growth';
import { passkeyRoutes } from '@exchange/passkey';
import type { StartSiteOptions } from '@exchange/shell';

// The eu site mounts the same features; its flags and footer come from the site registry.
/** What the eu site mounts: the browser's boot (main.tsx) and the build's prerender (tools/prerender) start the same app. */
export const app: StartSiteOptions = { site: 'eu', routes: [...chartRoutes, ...growthRoutes, ...passkeyRoutes], overlays: <GrowthOverlays />, homeSections: <LazyHomeMarkets /> };
