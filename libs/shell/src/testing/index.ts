// Test helpers of @exchange/shell (kept out of the main entry so apps never bundle them).
export { renderWithShell } from './render-with-shell';
/** @public Named by this door's signatures. */
export type { RenderWithShellOptions } from './render-with-shell';
export { createTestServices, overrideService } from './test-services';
/** @public Named by this door's signatures. */
export type { TestServicesOptions } from './test-services';
/** @public Named by this door's signatures. */
export type { ServiceOverride } from '../context/app-services';
export { buildRouteTree } from '../app-shell/app-shell';
export { ShellProviders } from '../app-shell/shell-root';
export { makeStore } from '../store/store';
/** @public Named by this door's signatures. */
export type { AppStore } from '../store/store';
/** @public Named by this door's signatures. */
export type { ShellServices } from '../store/store-types';
export { catalogueLocale } from '../i18n/load-messages';
export { isCompleteCatalogue } from '../i18n/catalogues';
export { withWidgetShell } from './widget-story-shell';
/** @public Named by this door's signatures. */
export type { WidgetStoryOptions } from './widget-story-shell';
/** @public Named by this door's signatures. */
export type { WidgetStateInput } from './widget-test-kit';
// Registers every shell cookie writer, for tests that read the platform's whole registry.
import './cookie-writers';
