// Public API of the compliance part of @exchange/shell (the lead lists these in the shell index).
export {
  NL_REPEAT_MS,
  UZBEKISTAN_ASSETS_REPEAT_MS,
  HK_REPEAT_MS,
  KYC_UPGRADE_REPEAT_MS,
  TIER_THRESHOLD,
  VERIFIED_COMPANY,
  REMIND_BAR_BREAKPOINT_PX,
  NL_EXIT_DATE_MS,
  UZBEKISTAN_EXIT_DATE_MS,
  COMPLIANCE_TIPS_PATH,
  NATIVE_DEEP_LINK_SCHEMES,
} from './constants';
export { FEATURE_RESTRICTIONS, featureCodesForPath, decideComplianceRoute } from './feature-restrictions';
export type { FeatureRestriction, ComplianceRouteDecision, ComplianceRouteInput } from './feature-restrictions';
export {
  COUNTRY_FLAGS,
  COMPLIANCE_DIALOG_ORDER,
  decideComplianceDialogs,
  exitConfirmAction,
  shouldShowNetherlands,
  shouldShowHk,
  shouldShowUzbekistan,
  shouldShowUzbekistanAssets,
  shouldShowRiskUser,
  isRiskUserClosable,
  shouldShowKycUpgrade,
  shouldShowUkModal,
  restrictedAcknowledgeTarget,
  hasBusinessNotice,
} from './dialog-rules';
export type { CountryFlag, ComplianceDialogKind, ComplianceDialogInput, ExitConfirmAction, StoredComplianceTimes } from './dialog-rules';
export { isKyc2Complete, shouldShowKycBar, KYC2_COMPLETE_VERIFIED } from './kyc-rules';
export { REMIND_BAR_ORDER, decideRemindBar, switchSiteTarget } from './remind-bar-rules';
export type { RemindBarKind, RemindBarDecision, RemindBarInput, SwitchSiteTarget } from './remind-bar-rules';
export { shouldCheckSiteTip, siteTipEndpoint } from './site-tip-rules';
export { formatExitDate } from './exit-date';
export { ComplianceOverlays } from './compliance-overlays';
export { ComplianceBars } from './compliance-bars/compliance-bars';
export { ComplianceDialogs } from './compliance-dialogs/compliance-dialogs';
// The dialog and bar bodies are lazy components (React.lazy, render under <Suspense>): their code
// loads on first show, so exporting them here does not pull them into the first load.
export {
  LazyComplianceDialog as ComplianceDialog,
  LazyRemindBar as RemindBar,
  LazyKycBar as KycBar,
  LazyComplianceTipsBar as ComplianceTipsBar,
  LazySiteTipBar as SiteTipBar,
} from './lazy-parts';
export type { ComplianceDialogProps } from './compliance-dialog/compliance-dialog';
export type { RemindBarProps } from './remind-bar/remind-bar';
export { ComplianceTipsPage, complianceTipsRoute } from './compliance-tips-page/compliance-tips-page';
