// The build-time door (tools/prerender loads it through Vite's module runner): never imported by
// an app, so react-dom's server renderer stays out of every bundle a visitor loads.
/** @public tools/prerender loads this door through Vite's module runner, which knip cannot follow. */
export { prerenderPage } from './prerender-page';
/** @public Named by this door's signatures. */
export type { PrerenderedPage } from './prerender-page';
/** @public As prerenderPage: loaded through Vite's module runner. */
export { catalogueLocale, mergeWithFallback } from '../i18n/load-messages';
/** @public Named by this door's signatures. */
export type { Messages } from '../i18n/load-messages';
/** @public As prerenderPage: loaded through Vite's module runner. */
export { I18N_NAMESPACES } from '../i18n/catalogues';
