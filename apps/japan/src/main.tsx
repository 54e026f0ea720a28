import { chartRoutes, LazyHomeMarkets } from '@exchange/chart';
import { growthRoutes, NewUserPopup } from '@exchange/growth';
import { passkeyRoutes } from '@exchange/passkey';
import { startSite } from '@exchange/shell';

// The japan site mounts the same features; its flags and footer come from the site registry.
startSite({ site: 'japan', routes: [...chartRoutes, ...growthRoutes, ...passkeyRoutes], overlays: <NewUserPopup />, homeSections: <LazyHomeMarkets /> });
