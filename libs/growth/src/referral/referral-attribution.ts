import type { DecodeResult, InviteVerification } from '@exchange/api';
import { fitsGrammar, now as clockNow, readCookie, removeCookie, writeCookie } from '@exchange/platform';
import { REF_EXPIRES_COOKIE, REF_TYPE_COOKIE, REF_UID_COOKIE, VERIFY_INVITE_CODE_VALID } from '../constants';
import {
  decideReferralCookies,
  REF_EXPIRES_GRAMMAR,
  referralNeedsVerification,
  type CookieOperation,
  type ReferralParams,
  type StoredReferral,
} from './referral-cookie-rules';

/** Applies cookie operations: path `/`, SameSite Lax, Secure on https, the site's domain when configured. */
export function applyCookieOperations(operations: readonly CookieOperation[], domain?: string): void {
  for (const operation of operations) {
    if (operation.op === 'set') {
      writeCookie(operation.name, operation.value, { maxAgeSeconds: operation.maxAgeSeconds, path: '/', sameSite: 'lax', domain });
    } else {
      removeCookie(operation.name, { path: '/', domain });
    }
  }
}

/** The referral cookies currently in the browser, with their expiry record when it is readable. */
function readStoredReferral(): StoredReferral {
  const expires = readCookie(REF_EXPIRES_COOKIE);
  return {
    refUid: readCookie(REF_UID_COOKIE),
    refType: readCookie(REF_TYPE_COOKIE),
    ...(fitsGrammar(expires, REF_EXPIRES_GRAMMAR) ? { expiresAt: Number(expires) * 1000 } : {}),
  };
}

/**
 * The code the cookie decision acts on, from the api lib's verify_invite_info result: 0 when the
 * code is valid, the server's code when it is not, `undefined` when no code arrived.
 */
export function verifyCodeOf(result: DecodeResult<InviteVerification>): number | undefined {
  if (result.ok) return VERIFY_INVITE_CODE_VALID;
  // Code 0 on a call that still failed (an HTTP error status) verifies nothing.
  return result.code === VERIFY_INVITE_CODE_VALID ? undefined : result.code;
}

/** What {@link attributeReferral} needs from outside. */
export interface AttributionDeps {
  verify: (params: { invite_code: string; ref_type?: string }) => Promise<DecodeResult<InviteVerification>>;
  readStored?: () => StoredReferral;
  apply?: (operations: readonly CookieOperation[]) => void;
  /** The clock (ms), read once the answer is in (default: the platform clock). */
  now?: () => number;
}

/**
 * Runs the referral attribution for one visit (§4, §5): reads the stored cookies, asks the server
 * when the code is new, then applies the decided cookie operations. Resolves with them.
 */
export async function attributeReferral(params: ReferralParams, deps: AttributionDeps): Promise<CookieOperation[]> {
  const stored = (deps.readStored ?? readStoredReferral)();
  let verifyCode: number | undefined;
  if (referralNeedsVerification(params, stored) && params.refUid) {
    try {
      const result = await deps.verify({ invite_code: params.refUid, ...(params.refType ? { ref_type: params.refType } : {}) });
      verifyCode = verifyCodeOf(result);
    } catch (error) {
      // Stryker disable next-line StringLiteral: a log message's wording is not a rule
      console.warn('[growth] verify_invite_info failed; referral cookies unchanged', error);
    }
  }
  const operations = decideReferralCookies(params, stored, verifyCode, (deps.now ?? clockNow)());
  (deps.apply ?? applyCookieOperations)(operations);
  return operations;
}
