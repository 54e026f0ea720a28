// Test helpers of @exchange/shell (kept out of the main entry so apps never bundle them).
export { renderWithShell } from './render-with-shell';
export { catalogueLocale } from '../i18n/load-messages';
export { isCompleteCatalogue } from '../i18n/catalogues';
