// Public API of @exchange/growth, listed by name.

// routes and pages
export { growthRoutes } from './routes';
// The tab and sign-up pages are reachable only through `growthRoutes`, so they stay lazy chunks.
export type { GrowthTabPageProps } from './tabs/growth-tab-page';

// new-user popup
// Apps mount the lazy popup; the eager controller stays inside the lib (tests, stories).
export { LazyNewUserPopup as NewUserPopup } from './newuser-popup/lazy-new-user-popup';
export { NewUserPopupView, NEWUSER_SIGNUP_EVENTS } from './newuser-popup/new-user-popup';
export type { NewUserPopupViewProps } from './newuser-popup/new-user-popup';
export {
  shouldShowNewUserPopup,
  nextNewUserCounter,
  parseNewUserCounter,
  formatNewUserCounter,
  newUserPopupVariant,
  decideNewUserPopup,
  calendarDay,
} from './newuser-popup/new-user-popup-rules';
export type { NewUserPopupVariant, NewUserPopupCounter, NewUserPopupInput } from './newuser-popup/new-user-popup-rules';
export { prizeAmountOrZero } from './newuser-popup/newbie-prize';

// share modal
export { ShareModal, SHARE_EVENTS } from './share-modal/share-modal';
export type { ShareModalProps } from './share-modal/share-modal';
export {
  SHARE_TARGETS,
  SHARE_TARGET_LABELS,
  allowedShareTargets,
  isShareWayAllowed,
  buildShareUrl,
  shareTargetHref,
} from './share-modal/share-targets';
export type { ShareTarget, ShareWay } from './share-modal/share-targets';
export { createPosterDataUrl, dataUrlToBlob, POSTER_WIDTH, POSTER_HEIGHT, POSTER_SCALE } from './share-modal/poster';
export type { PosterInput } from './share-modal/poster';

// referral
export {
  decideReferralCookies,
  referralNeedsVerification,
  isSameReferral,
  referralParamsFromSearch,
  REFERRAL_QUERY_PARAMS,
} from './referral/referral-cookie-rules';
export type { CookieOperation, ReferralParams, StoredReferral } from './referral/referral-cookie-rules';
export { applyCookieOperations, attributeReferral, readStoredReferral, verifyCodeOf } from './referral/referral-attribution';
export type { AttributionDeps } from './referral/referral-attribution';
export { useReferralAttribution, ReferralAttributionEffect } from './referral/use-referral-attribution';
export type { ReferralAttribution, ReferralAttributionStatus } from './referral/use-referral-attribution';
export { referralTabFlags, REFERRAL_INFO_DEFAULT } from './referral/referral-info';
export type { ReferralTabFlags } from './referral/referral-info';
export { useReferralInfo } from './referral/use-referral-info';
export type { ReferralInfoState } from './referral/use-referral-info';

// growth tabs
export {
  GROWTH_TABS,
  GROWTH_TAB_CHANNEL_CODES,
  visibleGrowthTabs,
  growthTabChannel,
  growthTabHref,
  growthBasePath,
} from './tabs/growth-tabs-rules';
export type { GrowthTab, GrowthTabId, GrowthTabGroup, GrowthTabHrefOptions } from './tabs/growth-tabs-rules';

// services
export { GrowthServicesProvider } from './growth-services';
export type { GrowthServices, GrowthApi, RunWithVersionGate } from './growth-services';
export { useGrowthServices } from './use-growth-services';
export { growthApiFromEndpoints } from './growth-api';

// constants
export {
  NEWUSER_POPUP_INTERVAL_MS,
  NEWUSER_POPUP_MAX_PER_DAY,
  NEWUSER_POPUP_STORAGE_KEY,
  NEWUSER_EXPERIMENT_A,
  NEWUSER_EXPERIMENT_B,
  REFERRAL_COOKIE_MAX_AGE,
  REF_UID_COOKIE,
  REF_TYPE_COOKIE,
  REF_CHANNEL_COOKIE,
  GROUP_ID_COOKIE,
  VERIFY_INVITE_CODE_VALID,
  VERIFY_INVITE_CODE_CHANNEL_ONLY,
  AGENCY_TYPE,
  CHANNEL_QUERY_PARAM,
  WEBVIEW_TITLE_PARAM,
  WEBVIEW_DISABLE_INTERCEPT_PARAM,
  WEBVIEW_DISABLE_INTERCEPT_VALUE,
} from './constants';
