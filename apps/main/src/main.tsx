import { chartRoutes, LazyHomeMarkets } from '@exchange/chart';
import { growthRoutes, NewUserPopup } from '@exchange/growth';
import { passkeyRoutes } from '@exchange/passkey';
import { startSite } from '@exchange/shell';

// The main site mounts every feature.
startSite({ site: 'main', routes: [...chartRoutes, ...growthRoutes, ...passkeyRoutes], overlays: <NewUserPopup />, homeSections: <LazyHomeMarkets /> });
