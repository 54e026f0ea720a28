// Public API of translation loading. The shell index re-exports these by name.
export { I18nProvider } from './i18n-provider';
export type { I18nProviderProps, I18nSite } from './i18n-provider';
export { loadMessages, clearMessageCache, I18N_NAMESPACES, catalogueLocale, mergeWithFallback } from './load-messages';
export type { LoadMessagesOptions, Messages, I18nNamespace } from './load-messages';
