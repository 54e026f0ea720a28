// Opening a native screen from the page, a lazy entry of @exchange/platform: only the app's web
// view opens one, so the link policy it goes through stays off every page's first load.
export { openDeepLink } from './open-deep-link';
