/**
 * Decision (first spec §4 leaves the check "not shown"): KYC2 is complete at KYC level 2 or
 * above. Second spec §3 maps `verified` 1 to level 2, 4 to level 3 and 3 to company, so those
 * three count as complete; 0 (level 0), 5 (level 0.5) and 2 (level 1) do not.
 */
const KYC2_COMPLETE_VERIFIED: readonly number[] = [1, 4, 3];

/** True when `verified` passes the KYC2 check. */
export function isKyc2Complete(verified: number): boolean {
  return KYC2_COMPLETE_VERIFIED.includes(verified);
}

/**
 * The KYC bar: a logged-in user whose KYC2 is not complete, unless dismissed this session. An
 * unknown KYC level (`null`: a page that fetches no user info) shows no bar.
 */
export function shouldShowKycBar(loggedIn: boolean, verified: number | null, dismissedThisSession: boolean): boolean {
  return loggedIn && verified !== null && !isKyc2Complete(verified) && !dismissedThisSession;
}
