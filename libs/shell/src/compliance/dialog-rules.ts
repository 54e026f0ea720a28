import { LimitUserStatus, type ComplianceCheck, type KycToast } from '@exchange/api';
import {
  CHINESE_LOCALES,
  HK_REPEAT_MS,
  HOUR_MS,
  KYC_UPGRADE_REPEAT_MS,
  NL_REPEAT_MS,
  TIER_THRESHOLD,
  VERIFIED_COMPANY,
  VERIFIED_KYC_LEVEL_3,
  WITHDRAW_PATH,
} from './constants';

/** Every modal the compliance layer may open, one at a time, in this priority order. */
const COMPLIANCE_DIALOG_ORDER = [
  'restricted-country',
  'low-kyc',
  'withdraw-only',
  'risk-user',
  'Netherlands',
  'UZBEKISTAN_ASSETS',
  'UZBEKISTAN',
  'HK',
  'UK_HOME',
  'uk-modal',
  'BX',
  'ITALY',
  'LTW',
  'business-notice',
  'kyc-upgrade',
] as const;
/** One compliance modal. */
export type ComplianceDialogKind = (typeof COMPLIANCE_DIALOG_ORDER)[number];

/** True when nothing was stored, or `periodMs` or more have passed since `last`. */
function isDue(last: number | undefined, periodMs: number, now: number): boolean {
  return last === undefined || now - last >= periodMs;
}

/** Tier 11 or higher (first spec §6: VIP tiers are treated differently in exit-market dialogs). */
function isHighTier(tierLevel: number): boolean {
  return tierLevel > TIER_THRESHOLD;
}

/**
 * Who the exit-market confirm rule lets stay: tier 11 or higher, a company (`verified` 3, spec 1
 * §5 "verified is not 3") or a KYC level-3 person (`verified` 4, spec 1 §4 "not KYC level 3").
 * The specs name the exemption twice with two codes; both hold (decision).
 */
function isExitConfirmExempt(tierLevel: number, verified: number): boolean {
  return isHighTier(tierLevel) || verified === VERIFIED_COMPANY || verified === VERIFIED_KYC_LEVEL_3;
}

/**
 * Netherlands: tier 10 or lower always; tier 11 or higher again 30 days after the last
 * confirmation. With the tier unknown (`null`) only what holds for every tier: shown when due.
 */
export function shouldShowNetherlands(tierLevel: number | null, lastConfirmedAt: number | undefined, now: number): boolean {
  return (tierLevel !== null && !isHighTier(tierLevel)) || isDue(lastConfirmedAt, NL_REPEAT_MS, now);
}

/** HK: reappears 1 day after the last confirmation. */
export function shouldShowHk(lastConfirmedAt: number | undefined, now: number): boolean {
  return isDue(lastConfirmedAt, HK_REPEAT_MS, now);
}

/** Uzbekistan notice: shown once (a stored flag). */
export function shouldShowUzbekistan(confirmedAt: number | undefined): boolean {
  return confirmedAt === undefined;
}

/**
 * Uzbekistan assets: an exempt user ({@link isExitConfirmExempt}) every 30 days; otherwise always.
 * With the tier or KYC level unknown (`null`) only what holds for every user: shown when due.
 */
export function shouldShowUzbekistanAssets(
  tierLevel: number | null,
  verified: number | null,
  lastConfirmedAt: number | undefined,
  now: number,
): boolean {
  if (tierLevel !== null && verified !== null && !isExitConfirmExempt(tierLevel, verified)) return true;
  // The spec gives the Uzbekistan-assets dialog the Netherlands dialog's repeat (one figure, §9).
  return isDue(lastConfirmedAt, NL_REPEAT_MS, now);
}

/**
 * What confirming a Netherlands or Uzbekistan exit notice does (first spec §4 and §5); `none`
 * closes it only.
 */
export type ExitConfirmAction = { kind: 'withdraw'; to: string } | { kind: 'store' } | { kind: 'none' };

/**
 * A user the rule does not exempt ({@link isExitConfirmExempt}) goes to the withdraw page;
 * otherwise the time is stored. With the tier or KYC level unknown no action is taken on them.
 */
export function exitConfirmAction(tierLevel: number | null, verified: number | null): ExitConfirmAction {
  if (tierLevel === null || verified === null) return { kind: 'none' };
  return isExitConfirmExempt(tierLevel, verified) ? { kind: 'store' } : { kind: 'withdraw', to: WITHDRAW_PATH };
}

/** Risk-user dialog: frequency 0 always; otherwise once per `frequency` hours since the last showing. */
export function shouldShowRiskUser(kyc: KycToast, lastShownAt: number | undefined, now: number): boolean {
  if (!kyc.is_risk_user) return false;
  const hours = kyc.risk_user_guide_frequency;
  if (!Number.isFinite(hours) || hours <= 0) return true;
  return isDue(lastShownAt, hours * HOUR_MS, now);
}

/** The risk-user dialog can be closed only when `risk_user_guide_be_closed` is 1. */
export function isRiskUserClosable(kyc: KycToast): boolean {
  return kyc.risk_user_guide_be_closed === 1;
}

/** KYC-upgrade notice: once per 12 hours since the last showing. */
export function shouldShowKycUpgrade(flag: boolean, lastShownAt: number | undefined, now: number): boolean {
  return flag && isDue(lastShownAt, KYC_UPGRADE_REPEAT_MS, now);
}

/** The UK modal is for Chinese locales when the UK limit applies (once per mount: the host's job). */
export function shouldShowUkModal(locale: string, isUkLimit: boolean): boolean {
  return isUkLimit && CHINESE_LOCALES.includes(locale.toLowerCase());
}

/**
 * After "I Acknowledge": a logged-in user with a jump link (the business block's
 * `ok_button_router`, already checked by `safeRouterTarget`) is sent there; everyone else stays.
 */
export function restrictedAcknowledgeTarget(loggedIn: boolean, safeJumpLink: string | null): string | null {
  return loggedIn && safeJumpLink ? safeJumpLink : null;
}

/** Stored times the dialog rules read (epoch ms, `undefined` when absent or corrupt). */
export interface StoredComplianceTimes {
  netherlands?: number;
  hk?: number;
  uzbekistan?: number;
  uzbekistanAssets?: number;
  riskUser?: number;
  kycUpgrade?: number;
}

/** Everything {@link decideComplianceDialogs} reads. */
export interface ComplianceDialogInput {
  check: ComplianceCheck;
  loggedIn: boolean;
  /** `null` when unknown (a page that fetches no user info). */
  tierLevel: number | null;
  /** `null` when unknown (a page that fetches no user info). */
  verified: number | null;
  locale: string;
  /** Path without the language prefix. */
  pathname: string;
  isMainSite: boolean;
  stored: StoredComplianceTimes;
}

/**
 * A business notice counts when it has anything to say. Decision: the compliance toast config
 * (call not shown) has the same fields, so the business block renders as one notice dialog.
 */
function hasBusinessNotice(check: ComplianceCheck): boolean {
  const notice = check.business;
  return notice.content.trim() !== '' || notice.title.trim() !== '';
}

/**
 * Every compliance modal due now, in priority order. The host shows the first one not yet
 * dismissed in this mount, so acknowledging one reveals the next.
 */
export function decideComplianceDialogs(input: ComplianceDialogInput, now: number): ComplianceDialogKind[] {
  const { check, loggedIn, tierLevel, verified, stored } = input;
  const { limit, toast } = check;
  const due: Record<ComplianceDialogKind, boolean> = {
    'restricted-country': limit.is_blocked_country,
    'low-kyc': loggedIn && toast.limit_country_user_status === LimitUserStatus.LIMIT_LOW_KYC_USER,
    'withdraw-only': loggedIn && toast.is_withdraw_only_user,
    'risk-user': loggedIn && shouldShowRiskUser(toast.kyc_toast, stored.riskUser, now),
    Netherlands: loggedIn && limit.is_nl_limit && shouldShowNetherlands(tierLevel, stored.netherlands, now),
    UZBEKISTAN_ASSETS:
      loggedIn && limit.is_uzbekistan_toast === 2 && shouldShowUzbekistanAssets(tierLevel, verified, stored.uzbekistanAssets, now),
    UZBEKISTAN: loggedIn && limit.is_uzbekistan_toast === 1 && shouldShowUzbekistan(stored.uzbekistan),
    HK: loggedIn && toast.is_hk_user && shouldShowHk(stored.hk, now),
    UK_HOME: limit.is_uk_limit && input.pathname === '/',
    'uk-modal': shouldShowUkModal(input.locale, limit.is_uk_limit),
    BX: limit.brazil_toast,
    ITALY: limit.is_italy_limit,
    LTW: limit.ltw_toast,
    // For a blocked country the business block only carries the restricted modal's jump link.
    'business-notice':
      input.isMainSite && !limit.is_blocked_country && hasBusinessNotice(check),
    'kyc-upgrade': loggedIn && shouldShowKycUpgrade(toast.kyc_toast.show_kyc_upgrade_notice, stored.kycUpgrade, now),
  };
  return COMPLIANCE_DIALOG_ORDER.filter((kind) => due[kind]);
}
