// The build-time door (tools/prerender): never imported by an app, so react-dom's server
// renderer stays out of every bundle a visitor loads.
export { prerenderPage, type PrerenderedPage } from './prerender-page';
export { mergeWithFallback, type Messages } from '../i18n/load-messages';
export { catalogueLocale } from '../i18n/load-messages';
export { CATALOGUE_LOCALE, I18N_NAMESPACES } from '../i18n/catalogues';
