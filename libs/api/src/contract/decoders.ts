import {
  coinIconWhitelistSchema,
  complianceCheckSchema,
  declarationStatusSchema,
  fingerprintSchema,
  footerTipSchema,
  fundPassFrequencySchema,
  pageDownloadLinksSchema,
  querySafeResultSchema,
  serviceWorkerCacheSchema,
  siteSettingsSchema,
  totalFundsSchema,
  userAgreementStatusSchema,
  userInfoSchema,
  userTierSchema,
  type CoinIconWhitelist,
  type ComplianceCheck,
  type DeclarationStatus,
  type Fingerprint,
  type FooterTip,
  type FundPassFrequency,
  type PageDownloadLinks,
  type QuerySafeResult,
  type ServiceWorkerCacheConfig,
  type SiteSettings,
  type TotalFunds,
  type UserAgreementStatus,
  type UserInfo,
  type UserTier,
} from './entities';
import {
  newbiePrizeGuideSchema,
  newbiePrizeSchema,
  referralUserInfoSchema,
  type InviteVerification,
  type NewbiePrize,
  type NewbiePrizeGuide,
  type ReferralUserInfo,
} from './growth-entities';
import {
  passkeyCreateOptionsSchema,
  passkeyListSchema,
  passkeyStrategySchema,
  passkeyVerifyResultSchema,
  type PasskeyCreateOptions,
  type PasskeyList,
  type PasskeyStrategy,
  type PasskeyVerifyResult,
} from './passkey-entities';
import {
  ackEnvelope,
  configEnvelope,
  footerTipsEnvelope,
  querySafeEnvelope,
  webEnvelope,
  type ResponseDecoder,
} from './envelopes';
import { safeDecode, type Schema } from './fields';

const dataDecoder =
  <T>(schema: Schema<T>) =>
  (data: unknown): T =>
    safeDecode(schema, data, () => schema.parse(undefined));
/**
 * `decode(null)` (what a missing answer gives), worked out on the first call and kept. A fallback
 * decoded where it is declared runs its schema in the start-up script of every page.
 */
export function lazyFallback<T>(decode: (data: unknown) => T): () => T {
  let kept: { value: T } | undefined;
  return () => (kept ??= { value: decode(null) }).value;
}

/** Compliance check data; fallback: nothing restricted, empty business notice. */
export const decodeComplianceCheck = dataDecoder(complianceCheckSchema);
/** Site settings data; fallback USD, 2700 currencies. */
export const decodeSiteSettings = dataDecoder(siteSettingsSchema);
/** Coin icon whitelist config; fallback the built-in whitelist. */
export const decodeCoinIconWhitelist = dataDecoder(coinIconWhitelistSchema);
/** Page download links config; fallback empty. */
export const decodePageDownloadLinks = dataDecoder(pageDownloadLinksSchema);
/** Referral info data; fallback empty kol_code, agency_type 0. */
export const decodeReferralUserInfo = dataDecoder(referralUserInfoSchema);
/** New-user prize data; fallback empty amounts. */
export const decodeNewbiePrize = dataDecoder(newbiePrizeSchema);
/** Newbie prize guide data; fallback empty prize_num. */
export const decodeNewbiePrizeGuide = dataDecoder(newbiePrizeGuideSchema);

/* Response decoders: a whole body (parsed JSON, or anything) to a DecodeResult. */

export const decodeUserInfoResponse: ResponseDecoder<UserInfo> = webEnvelope(userInfoSchema);
export const decodeUserTierResponse: ResponseDecoder<UserTier> = webEnvelope(userTierSchema);
export const decodeTotalFundsResponse: ResponseDecoder<TotalFunds> = webEnvelope(totalFundsSchema);
export const decodeComplianceCheckResponse: ResponseDecoder<ComplianceCheck> = webEnvelope(complianceCheckSchema);
export const decodeSiteSettingsResponse: ResponseDecoder<SiteSettings> = webEnvelope(siteSettingsSchema);
export const decodeFooterTipsResponse: ResponseDecoder<FooterTip | null> = footerTipsEnvelope(footerTipSchema);
export const decodeFundPassFrequencyResponse: ResponseDecoder<FundPassFrequency> = webEnvelope(fundPassFrequencySchema);
export const decodeQuerySafeResponse: ResponseDecoder<QuerySafeResult> = querySafeEnvelope(querySafeResultSchema);
export const decodeCoinIconWhitelistResponse: ResponseDecoder<CoinIconWhitelist> = configEnvelope(coinIconWhitelistSchema);
export const decodePageDownloadLinksResponse: ResponseDecoder<PageDownloadLinks> = configEnvelope(pageDownloadLinksSchema);
export const decodeServiceWorkerCacheResponse: ResponseDecoder<ServiceWorkerCacheConfig> = configEnvelope(serviceWorkerCacheSchema);
export const decodeUserAgreementStatusResponse: ResponseDecoder<UserAgreementStatus> = webEnvelope(userAgreementStatusSchema);
export const decodeDeclarationStatusResponse: ResponseDecoder<DeclarationStatus> = webEnvelope(declarationStatusSchema);
export const decodeReferralUserInfoResponse: ResponseDecoder<ReferralUserInfo> = webEnvelope(referralUserInfoSchema);
export const decodeNewbiePrizeResponse: ResponseDecoder<NewbiePrize> = webEnvelope(newbiePrizeSchema);
export const decodeNewbiePrizeGuideResponse: ResponseDecoder<NewbiePrizeGuide> = webEnvelope(newbiePrizeGuideSchema);
export const decodePasskeyCreateOptionsResponse: ResponseDecoder<PasskeyCreateOptions | null> = webEnvelope(passkeyCreateOptionsSchema);
export const decodePasskeyStrategyResponse: ResponseDecoder<PasskeyStrategy> = webEnvelope(passkeyStrategySchema);
export const decodePasskeyVerifyResponse: ResponseDecoder<PasskeyVerifyResult> = webEnvelope(passkeyVerifyResultSchema);
export const decodePasskeyListResponse: ResponseDecoder<PasskeyList> = webEnvelope(passkeyListSchema);
export const decodeFingerprintResponse: ResponseDecoder<Fingerprint> = webEnvelope(fingerprintSchema);
/** Submit, delete and analytics calls: only the code matters. */
export const decodeAckResponse: ResponseDecoder<null> = ackEnvelope;

/** verify_invite_info: code 0 means valid; the code is kept (10530135 matters to referral). */
export const decodeInviteVerificationResponse: ResponseDecoder<InviteVerification> = (raw) => {
  const ack = ackEnvelope(raw);
  return { ...ack, data: { valid: ack.ok } };
};
