// The catalogues' door for the i18n tools (extraction and the completeness check): the
// namespaces there are, the folders site locales share, and the locales whose pages load no
// English beside their own catalogue.
/** @internal The i18n tools' door (tools/i18n): no product code imports it. */
export { CATALOGUE_LOCALE, COMPLETE_CATALOGUES, I18N_NAMESPACES } from './catalogues';
