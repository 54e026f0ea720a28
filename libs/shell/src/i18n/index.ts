// The catalogues' door for the i18n tools (extraction and the completeness check): the
// namespaces there are, and the locales that must hold every message.
export { COMPLETE_CATALOGUES, I18N_NAMESPACES } from './catalogues';
