// Front door of @exchange/shell/seo: what the page-head generator (tools/seo) reads at build time,
// without the rest of the shell.
export { headMessages } from './head-messages';
export { CATALOGUE_LOCALE } from '../i18n/catalogues';
export { routeHeadKind } from './route-head';
export type { HeadMessageKey } from './route-head';
/** @public Named by this door's signatures. */
export type { RouteHeadKind } from './route-head';
