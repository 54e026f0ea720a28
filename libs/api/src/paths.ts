/**
 * Every server path the two specifications name, in one table. Paths the spec leaves
 * "not shown" are ours to choose; each such choice is listed in docs/decisions.md.
 */
export const API_PATHS = {
  userFrequency: '/apiweb/v1/user/get_user_frequency',
  querySafe: '/json_svr/query_safe',
  userInfo: '/api/web/v1/usercenter/get_info',
  userTier: '/api/web/v1/usercenter/get_user_tier',
  totalFunds: '/apiw/v2/account/total_funds',
  complianceCheck: '/api/web/v1/compliance/check',
  siteSettings: '/api/web/v1/site/settings',
  footerTipsCheckKyc: '/api/web/v1/kyc/footerTipsCheck',
  footerTipsCheckJsonSvr: '/json_svr/footer_tips_check',
  coinIconWhitelist: '/js/tool/coin_icon_whitelist.json',
  pageDownloadLinks: '/js/tool/page_download_links.json',
  serviceWorkerCache: '/js/tool/sw_cache.json',
  rebateUserInfo: '/api/web/v1/rebate/get_user_info',
  verifyInviteInfo: '/api/web/v1/rebate/verify_invite_info',
  userAgreementStatus: '/api/web/v1/compliance-kyc/user-agreement/status',
  userAgreementSubmit: '/api/web/v1/compliance-kyc/user-agreement/submit-status',
  declarationStatus: '/api/web/v1/compliance-kyc/customer-understand-declaration/status',
  /** Not shown in the spec: chosen to mirror the status path. */
  declarationSubmit: '/api/web/v1/compliance-kyc/customer-understand-declaration/submit-status',
  newbiePrizePop: '/api/web/v1/welfare/newbiePrizePop',
  newbiePrizeGuide: '/api/web/v1/welfare/newbiePrizeGuide',
  passkeyRegisterInit: '/api/web/v1/validation/passkey_register_init',
  passkeyRegisterAuth: '/api/web/v1/validation/passkey_register_auth',
  passkeyStrategy: '/api/web/v1/validation/get_passkey_strategy',
  passkeyVerify: '/api/web/v1/validation/passkey_verify',
  /** Not in the spec: the passkey manager needs a list and a delete. */
  passkeyList: '/api/web/v1/validation/passkey_list',
  passkeyDelete: '/api/web/v1/validation/passkey_delete',
  fingerprint: '/dfdid/udid/c1',
  /** Not shown in the spec: our collector for analytics events. */
  analyticsCollect: '/api/web/v1/analytics/collect',
  /** Not shown in the spec: chart history and live ticks for the embedded feed. */
  chartHistory: '/api/web/v1/chart/history',
  chartTicks: '/api/web/v1/chart/ticks',
} as const;

/** Name of one call in {@link API_PATHS}. */
export type ApiPathName = keyof typeof API_PATHS;

/**
 * Path prefixes that belong to the backend (used by nginx, the dev server and tests).
 * @internal The embedded backend (src/testing) routes by it; the browser calls paths, not prefixes.
 */
export const BACKEND_PATH_PREFIXES = ['/api/', '/apiw/', '/apiweb/', '/json_svr/', '/js/tool/', '/dfdid/', '/__mock/', '/groupchat/'] as const;
