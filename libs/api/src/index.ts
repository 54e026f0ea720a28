// Front door of @exchange/api.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { createApiClient } from './client/api-client';
export type { ApiClient, ApiClientOptions, ApiPostOptions, ApiRequestOptions, ApiResult } from './client/api-client';
export { onApiToast } from './client/api-toast';
export type { ApiToast, ApiToastListener } from './client/api-toast';
export { apiRequestHeaders } from './client/request-headers';
export { createEndpoints } from './client/endpoints';
export type { ApiEndpoints, EndpointOptions, QuerySafeInput } from './client/endpoints';
export { FUND_PASS_FREQUENCY } from './constants';
export { decodeAckResponse, decodeCoinIconWhitelist, decodeComplianceCheck, decodeInviteVerificationResponse, decodeNewbiePrize, decodeNewbiePrizeGuide, decodeNewbiePrizeGuideResponse, decodeNewbiePrizeResponse, decodePageDownloadLinks, decodePasskeyCreateOptionsResponse, decodePasskeyListResponse, decodePasskeyStrategyResponse, decodePasskeyVerifyResponse, decodeReferralUserInfo, decodeReferralUserInfoResponse, decodeSiteSettings, lazyFallback } from './contract/decoders';
export { LimitUserStatus } from './contract/entities';
export type { AnalyticsEvent, BusinessNotice, CoinIconWhitelist, ComplianceCheck, ComplianceLimit, ComplianceToast, DeclarationStatus, DeclarationStatusValue, DownloadChannel, FiatItem, Fingerprint, FooterTip, FundPassFrequency, FundPassFrequencyValue, KycToast, LangItem, PageDownloadLink, PageDownloadLinks, QuerySafeResult, ServiceWorkerCacheConfig, SiteSettings, TextLink, TotalFunds, UserAgreementStatus, UserInfo, UserTier } from './contract/entities';
export type { InviteVerification, NewbiePrize, NewbiePrizeGuide, ReferralUserInfo } from './contract/growth-entities';
export type { PasskeyCreateOptions, PasskeyCredentialDescriptor, PasskeyList, PasskeyListItem, PasskeyRequestOptions, PasskeyStrategy, PasskeyVerifyResult } from './contract/passkey-entities';
export type { DecodeResult, ResponseDecoder } from './contract/envelopes';
export { LISTED_MARKET_SYMBOLS, MAIN_MARKET_SYMBOLS, marketMetadata, priceDecimals, stepDecimals } from './market/market-metadata';
export type { MarketMetadata } from './market/market-metadata';
export { MARKET_MAX_SUBSCRIPTIONS, MARKET_POLICY_CLOSE_CODE, MARKET_STREAM_PATH, channelKey, decodeServerMessage, encodeClientMessage } from './market/market-protocol';
export type { CandlesData, MarketBarRow, MarketChannel, MarketClientMessage, MarketDecoded, MarketErrorCode, MarketResolution, MarketServerMessage, MarketsData, MarketsRow, TickerData } from './market/market-protocol';
export { API_PATHS } from './paths';
export type { ApiPathName } from './paths';
