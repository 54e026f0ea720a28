import { API_PATHS } from '../paths';
import { ANALYTICS_TIMEOUT_MS, QUERY_SAFE_ACTION_TRADE_PASS_FREQUENCY, USER_AGREEMENT_DEFAULT_SCENE } from '../constants';
import {
  decodeAckResponse,
  decodeCoinIconWhitelistResponse,
  decodeComplianceCheckResponse,
  decodeDeclarationStatusResponse,
  decodeFingerprintResponse,
  decodeFooterTipsResponse,
  decodeFundPassFrequencyResponse,
  decodeInviteVerificationResponse,
  decodeNewbiePrizeGuideResponse,
  decodeNewbiePrizeResponse,
  decodePageDownloadLinksResponse,
  decodePasskeyCreateOptionsResponse,
  decodePasskeyListResponse,
  decodePasskeyStrategyResponse,
  decodePasskeyVerifyResponse,
  decodeQuerySafeResponse,
  decodeReferralUserInfoResponse,
  decodeServiceWorkerCacheResponse,
  decodeSiteSettingsResponse,
  decodeTotalFundsResponse,
  decodeUserAgreementStatusResponse,
  decodeUserInfoResponse,
  decodeUserTierResponse,
} from '../contract/decoders';
import type {
  AnalyticsEvent,
  CoinIconWhitelist,
  ComplianceCheck,
  DeclarationStatus,
  Fingerprint,
  FooterTip,
  FundPassFrequency,
  FundPassFrequencyValue,
  PageDownloadLinks,
  QuerySafeResult,
  ServiceWorkerCacheConfig,
  SiteSettings,
  TotalFunds,
  UserAgreementStatus,
  UserInfo,
  UserTier,
} from '../contract/entities';
import type {
  InviteVerification,
  NewbiePrize,
  NewbiePrizeGuide,
  ReferralUserInfo,
} from '../contract/growth-entities';
import type {
  PasskeyCreateOptions,
  PasskeyList,
  PasskeyStrategy,
  PasskeyVerifyResult,
} from '../contract/passkey-entities';
import type { ApiClient, ApiResult } from './api-client';

/** Body of query_safe (spec 1 §7); `action` is added by the endpoint. */
export interface QuerySafeInput {
  frequency: FundPassFrequencyValue;
  fundpass: string;
  totp: string;
}

/** Per-call options every endpoint accepts. */
export interface EndpointOptions {
  signal?: AbortSignal;
}

/** Every call of both specifications, typed. No method throws; each resolves to an ApiResult. */
export interface ApiEndpoints {
  getUserInfo(o?: EndpointOptions): Promise<ApiResult<UserInfo>>;
  getUserTier(o?: EndpointOptions): Promise<ApiResult<UserTier>>;
  getTotalFunds(o?: EndpointOptions): Promise<ApiResult<TotalFunds>>;
  getComplianceCheck(o?: EndpointOptions): Promise<ApiResult<ComplianceCheck>>;
  getSiteSettings(o?: EndpointOptions): Promise<ApiResult<SiteSettings>>;
  /** GET /api/web/v1/kyc/footerTipsCheck (sites other than main, Turkey and UK). */
  getFooterTipsKyc(o?: EndpointOptions): Promise<ApiResult<FooterTip | null>>;
  /** GET /json_svr/footer_tips_check (main, Turkey and UK). */
  getFooterTipsJsonSvr(o?: EndpointOptions): Promise<ApiResult<FooterTip | null>>;
  getFundPassFrequency(o?: EndpointOptions): Promise<ApiResult<FundPassFrequency>>;
  /** POST query_safe with action tradepassfrequency. */
  postQuerySafe(input: QuerySafeInput, o?: EndpointOptions): Promise<ApiResult<QuerySafeResult>>;
  getCoinIconWhitelist(o?: EndpointOptions): Promise<ApiResult<CoinIconWhitelist>>;
  getPageDownloadLinks(o?: EndpointOptions): Promise<ApiResult<PageDownloadLinks>>;
  getServiceWorkerCache(o?: EndpointOptions): Promise<ApiResult<ServiceWorkerCacheConfig>>;
  getUserAgreementStatus(scene?: string, o?: EndpointOptions): Promise<ApiResult<UserAgreementStatus>>;
  submitUserAgreement(scene?: string, o?: EndpointOptions): Promise<ApiResult<null>>;
  getDeclarationStatus(o?: EndpointOptions): Promise<ApiResult<DeclarationStatus>>;
  /** Signs the declaration (body not shown in the spec: empty form). */
  submitDeclaration(o?: EndpointOptions): Promise<ApiResult<null>>;
  getRebateUserInfo(o?: EndpointOptions): Promise<ApiResult<ReferralUserInfo>>;
  verifyInviteInfo(input: { invite_code: string; ref_type?: string }, o?: EndpointOptions): Promise<ApiResult<InviteVerification>>;
  getNewbiePrizePop(o?: EndpointOptions): Promise<ApiResult<NewbiePrize>>;
  getNewbiePrizeGuide(o?: EndpointOptions): Promise<ApiResult<NewbiePrizeGuide>>;
  passkeyRegisterInit(input: { op_token?: string }, o?: EndpointOptions): Promise<ApiResult<PasskeyCreateOptions | null>>;
  /** `registration` is sent as the form field `data`, a JSON string (spec 2 §7). */
  passkeyRegisterAuth(registration: unknown, o?: EndpointOptions): Promise<ApiResult<null>>;
  getPasskeyStrategy(input: { scene: string } & Record<string, string>, o?: EndpointOptions): Promise<ApiResult<PasskeyStrategy>>;
  /** `assertion` is sent as the form field `data`, a JSON string. */
  passkeyVerify(input: { scene: string; assertion: unknown }, o?: EndpointOptions): Promise<ApiResult<PasskeyVerifyResult>>;
  getPasskeyList(o?: EndpointOptions): Promise<ApiResult<PasskeyList>>;
  deletePasskey(input: { id: string; token?: string }, o?: EndpointOptions): Promise<ApiResult<null>>;
  /** Device fingerprint service (silent: no toast). */
  getFingerprint(o?: EndpointOptions): Promise<ApiResult<Fingerprint>>;
  /** Analytics collector: JSON body, 5000 ms timeout, silent. */
  postAnalytics(events: AnalyticsEvent[], o?: EndpointOptions): Promise<ApiResult<null>>;
}

/** Binds every call of the contract to a client. */
export function createEndpoints(client: ApiClient): ApiEndpoints {
  const p = API_PATHS;
  return {
    getUserInfo: (o) => client.get(p.userInfo, decodeUserInfoResponse, { ...o }),
    getUserTier: (o) => client.get(p.userTier, decodeUserTierResponse, { ...o }),
    getTotalFunds: (o) => client.get(p.totalFunds, decodeTotalFundsResponse, { ...o }),
    getComplianceCheck: (o) => client.get(p.complianceCheck, decodeComplianceCheckResponse, { ...o }),
    getSiteSettings: (o) => client.get(p.siteSettings, decodeSiteSettingsResponse, { ...o }),
    getFooterTipsKyc: (o) => client.get(p.footerTipsCheckKyc, decodeFooterTipsResponse, { ...o }),
    getFooterTipsJsonSvr: (o) => client.get(p.footerTipsCheckJsonSvr, decodeFooterTipsResponse, { ...o }),
    getFundPassFrequency: (o) => client.get(p.userFrequency, decodeFundPassFrequencyResponse, { ...o }),
    postQuerySafe: (input, o) =>
      client.post(p.querySafe, decodeQuerySafeResponse, {
        ...o,
        body: { action: QUERY_SAFE_ACTION_TRADE_PASS_FREQUENCY, frequency: input.frequency, fundpass: input.fundpass, totp: input.totp },
      }),
    getCoinIconWhitelist: (o) => client.get(p.coinIconWhitelist, decodeCoinIconWhitelistResponse, { ...o, silent: true }),
    getPageDownloadLinks: (o) => client.get(p.pageDownloadLinks, decodePageDownloadLinksResponse, { ...o, silent: true }),
    getServiceWorkerCache: (o) => client.get(p.serviceWorkerCache, decodeServiceWorkerCacheResponse, { ...o, silent: true }),
    getUserAgreementStatus: (scene = USER_AGREEMENT_DEFAULT_SCENE, o) =>
      client.post(p.userAgreementStatus, decodeUserAgreementStatusResponse, { ...o, body: { scene } }),
    submitUserAgreement: (scene = USER_AGREEMENT_DEFAULT_SCENE, o) =>
      client.post(p.userAgreementSubmit, decodeAckResponse, { ...o, body: { scene } }),
    getDeclarationStatus: (o) => client.get(p.declarationStatus, decodeDeclarationStatusResponse, { ...o }),
    submitDeclaration: (o) => client.post(p.declarationSubmit, decodeAckResponse, { ...o, body: {} }),
    getRebateUserInfo: (o) => client.get(p.rebateUserInfo, decodeReferralUserInfoResponse, { ...o }),
    verifyInviteInfo: (input, o) =>
      client.get(p.verifyInviteInfo, decodeInviteVerificationResponse, {
        ...o,
        query: { invite_code: input.invite_code, ref_type: input.ref_type },
      }),
    getNewbiePrizePop: (o) => client.get(p.newbiePrizePop, decodeNewbiePrizeResponse, { ...o }),
    getNewbiePrizeGuide: (o) => client.get(p.newbiePrizeGuide, decodeNewbiePrizeGuideResponse, { ...o }),
    passkeyRegisterInit: (input, o) =>
      client.post(p.passkeyRegisterInit, decodePasskeyCreateOptionsResponse, { ...o, body: { op_token: input.op_token } }),
    passkeyRegisterAuth: (registration, o) =>
      client.post(p.passkeyRegisterAuth, decodeAckResponse, { ...o, body: { data: JSON.stringify(registration) } }),
    getPasskeyStrategy: (input, o) => client.post(p.passkeyStrategy, decodePasskeyStrategyResponse, { ...o, body: input }),
    passkeyVerify: (input, o) =>
      client.post(p.passkeyVerify, decodePasskeyVerifyResponse, {
        ...o,
        body: { scene: input.scene, data: JSON.stringify(input.assertion) },
      }),
    getPasskeyList: (o) => client.get(p.passkeyList, decodePasskeyListResponse, { ...o }),
    deletePasskey: (input, o) => client.post(p.passkeyDelete, decodeAckResponse, { ...o, body: { id: input.id, token: input.token } }),
    getFingerprint: (o) => client.get(p.fingerprint, decodeFingerprintResponse, { ...o, silent: true }),
    postAnalytics: (events, o) =>
      client.post(p.analyticsCollect, decodeAckResponse, {
        ...o,
        body: { events },
        json: true,
        timeoutMs: ANALYTICS_TIMEOUT_MS,
        silent: true,
      }),
  };
}
