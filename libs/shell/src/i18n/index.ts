// The catalogues' door for the i18n tools (extraction and the completeness check): the
// namespaces there are, the folders site locales share, and the locales whose pages load no
// English beside their own catalogue.
export { CATALOGUE_LOCALE, COMPLETE_CATALOGUES, I18N_NAMESPACES } from './catalogues';
