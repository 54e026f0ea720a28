// The build-time door (tools/prerender loads it through Vite's module runner): never imported by
// an app, so react-dom's server renderer stays out of every bundle a visitor loads.
export { prerenderPage } from './prerender-page';
export type { PrerenderedPage } from './prerender-page';
export { catalogueLocale, mergeWithFallback } from '../i18n/load-messages';
export type { Messages } from '../i18n/load-messages';
export { I18N_NAMESPACES } from '../i18n/catalogues';
