// Test helpers of @exchange/shell (kept out of the main entry so apps never bundle them).
export { renderWithShell } from './render-with-shell';
export type { RenderWithShellOptions } from './render-with-shell';
export { createTestServices, overrideService } from './test-services';
export type { TestServicesOptions } from './test-services';
export type { ServiceOverride } from '../context/app-services';
export { buildRouteTree } from '../app-shell/app-shell';
export { ShellProviders } from '../app-shell/shell-root';
export { makeStore } from '../store/store';
export type { AppStore } from '../store/store';
export type { ShellServices } from '../store/store-types';
export { catalogueLocale } from '../i18n/load-messages';
export { isCompleteCatalogue } from '../i18n/catalogues';
export { withWidgetShell } from './widget-story-shell';
export type { WidgetStoryOptions } from './widget-story-shell';
export type { WidgetStateInput } from './widget-test-kit';
// Registers every shell cookie writer, for tests that read the platform's whole registry.
import './cookie-writers';
