import type { KycToast } from '@exchange/api';
import { readCookie, registerCookieWriter, writeCookie } from '@exchange/platform';
import { readStored, writeStored } from '@exchange/platform';
import { COOKIE_CONSENT_COOKIE, HOUR_MS, KYC_UPGRADE_COOKIE, KYC_UPGRADE_REPEAT_MS, RISK_USER_DEFAULT_COOKIE, STORAGE_KEYS } from './constants';
import type { StoredComplianceTimes } from './dialog-rules';
import { parseTimestamp } from './timestamp-rule';

/**
 * Where the compliance rules keep their times. Every value is the epoch ms of the last
 * confirmation or showing; a cookie's own expiry only bounds it from above.
 */

/** An epoch-ms time, the value of every compliance cookie. */
const TIME_GRAMMAR = { maxLength: 16, pattern: /^\d+$/ };
/** Decision: a server-named risk-user cookie name: up to 64 letters, digits, `_`, `.` and `-`. */
const SERVER_COOKIE_NAME = { pattern: /^[A-Za-z0-9_.-]+$/, maxLength: 64 };
// The server may give the risk-user cookie any name, so no name is claimed by pattern (every
// cookie fits SERVER_COOKIE_NAME: the login cookies would be judged as times and dropped); only
// its length counts toward the cookie budget.
registerCookieWriter({ name: RISK_USER_DEFAULT_COOKIE, grammar: TIME_GRAMMAR, serverNamed: { pattern: /(?!)/, maxLength: SERVER_COOKIE_NAME.maxLength } });
registerCookieWriter({ name: KYC_UPGRADE_COOKIE, grammar: TIME_GRAMMAR });
registerCookieWriter({ name: COOKIE_CONSENT_COOKIE, grammar: TIME_GRAMMAR });

/** Cookie the risk-user dialog uses: the one the server names, else ours. */
function riskUserCookieName(kyc: KycToast): string {
  const name = kyc.risk_user_guide_cookie_key.trim();
  return name.length <= SERVER_COOKIE_NAME.maxLength && SERVER_COOKIE_NAME.pattern.test(name) ? name : RISK_USER_DEFAULT_COOKIE;
}

/** Reads every stored time the dialog rules need. */
export function readStoredComplianceTimes(kyc: KycToast): StoredComplianceTimes {
  return {
    netherlands: parseTimestamp(readStored(STORAGE_KEYS.netherlands)),
    hk: parseTimestamp(readStored(STORAGE_KEYS.hk)),
    uzbekistan: parseTimestamp(readStored(STORAGE_KEYS.uzbekistan)),
    uzbekistanAssets: parseTimestamp(readStored(STORAGE_KEYS.uzbekistanAssets)),
    riskUser: parseTimestamp(readCookie(riskUserCookieName(kyc))),
    kycUpgrade: parseTimestamp(readCookie(KYC_UPGRADE_COOKIE)),
  };
}

/** Records a confirmation time in local storage. */
export function storeConfirmation(key: keyof typeof STORAGE_KEYS, now: number): void {
  writeStored(STORAGE_KEYS[key], String(now));
}

/** Records the risk-user dialog's showing time in the server-named cookie (expiry = the period). */
export function storeRiskUserShown(kyc: KycToast, now: number): void {
  const hours = kyc.risk_user_guide_frequency;
  if (!(hours > 0)) return;
  writeCookie(riskUserCookieName(kyc), String(now), { maxAgeSeconds: Math.ceil((hours * HOUR_MS) / 1000) });
}

/** Records the KYC-upgrade notice's showing time (expiry = 12 hours). */
export function storeKycUpgradeShown(now: number): void {
  writeCookie(KYC_UPGRADE_COOKIE, String(now), { maxAgeSeconds: KYC_UPGRADE_REPEAT_MS / 1000 });
}
