// Front door of @exchange/api.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { createApiClient } from './client/api-client';
export type { ApiClient, ApiResult } from './client/api-client';
/** @public Named by this door's signatures. */
export type { ApiClientOptions, ApiPostOptions, ApiRequestOptions } from './client/api-client';
export { onApiToast } from './client/api-toast';
/** @public Named by this door's signatures. */
export type { ApiToast, ApiToastListener } from './client/api-toast';
export { apiRequestHeaders } from './client/request-headers';
export { createEndpoints } from './client/endpoints';
export type { ApiEndpoints } from './client/endpoints';
/** @public Named by this door's signatures. */
export type { EndpointOptions, QuerySafeInput } from './client/endpoints';
export { FUND_PASS_FREQUENCY } from './constants';
export { decodeAckResponse, decodeCoinIconWhitelist, decodeComplianceCheck, decodeNewbiePrize, decodeNewbiePrizeGuide, decodePageDownloadLinks, decodePasskeyCreateOptionsResponse, decodePasskeyListResponse, decodePasskeyStrategyResponse, decodePasskeyVerifyResponse, decodeReferralUserInfo, decodeSiteSettings, lazyFallback } from './contract/decoders';
export { LimitUserStatus } from './contract/entities';
export type { BusinessNotice, CoinIconWhitelist, ComplianceCheck, FooterTip, FundPassFrequencyValue, KycToast, PageDownloadLink, PageDownloadLinks, SiteSettings, TextLink, UserAgreementStatus, UserInfo } from './contract/entities';
/** @public Named by this door's signatures. */
export type { AnalyticsEvent, ComplianceLimit, ComplianceToast, DeclarationStatus, DeclarationStatusValue, DownloadChannel, FiatItem, Fingerprint, FundPassFrequency, LangItem, QuerySafeResult, ServiceWorkerCacheConfig, TotalFunds, UserTier } from './contract/entities';
export type { InviteVerification, NewbiePrize, NewbiePrizeGuide, ReferralUserInfo } from './contract/growth-entities';
export type { PasskeyListItem, PasskeyVerifyResult } from './contract/passkey-entities';
/** @public Named by this door's signatures. */
export type { PasskeyCreateOptions, PasskeyCredentialDescriptor, PasskeyList, PasskeyRequestOptions, PasskeyStrategy } from './contract/passkey-entities';
export type { DecodeResult, ResponseDecoder } from './contract/envelopes';
export { LISTED_MARKET_SYMBOLS, MAIN_MARKET_SYMBOLS, marketMetadata, priceDecimals, stepDecimals } from './market/market-metadata';
/** @public Named by this door's signatures. */
export type { MarketMetadata } from './market/market-metadata';
export { MARKET_MAX_SUBSCRIPTIONS, MARKET_POLICY_CLOSE_CODE, MARKET_STREAM_PATH, channelKey, decodeServerMessage, encodeClientMessage } from './market/market-protocol';
export type { CandlesData, MarketChannel, MarketClientMessage, MarketResolution, MarketsData, MarketsRow, TickerData } from './market/market-protocol';
/** @public Named by this door's signatures. */
export type { MarketBarRow, MarketDecoded, MarketErrorCode, MarketServerMessage } from './market/market-protocol';
export { API_PATHS } from './paths';
export type { ApiPathName } from './paths';
