import { readCookie, removeCookie, writeCookie } from '@exchange/platform';
import { REF_TYPE_COOKIE, REF_UID_COOKIE } from '../constants';
import {
  decideReferralCookies,
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

/** The referral cookies currently in the browser. */
export function readStoredReferral(): StoredReferral {
  return { refUid: readCookie(REF_UID_COOKIE), refType: readCookie(REF_TYPE_COOKIE) };
}

/** Reads the business code of a verify_invite_info answer; a failed call or garbage gives `undefined`. */
export function verifyCodeOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const code = (answer as { code?: unknown }).code;
  const value = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** What {@link attributeReferral} needs from outside. */
export interface AttributionDeps {
  verify: (params: { invite_code: string; ref_type?: string }) => Promise<unknown>;
  readStored?: () => StoredReferral;
  apply?: (operations: readonly CookieOperation[]) => void;
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
      const answer = await deps.verify({ invite_code: params.refUid, ...(params.refType ? { ref_type: params.refType } : {}) });
      verifyCode = verifyCodeOf(answer);
    } catch (error) {
      console.warn('[growth] verify_invite_info failed; referral cookies unchanged', error);
    }
  }
  const operations = decideReferralCookies(params, stored, verifyCode);
  (deps.apply ?? applyCookieOperations)(operations);
  return operations;
}
