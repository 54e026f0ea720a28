// Test-only helpers for the compliance component tests (not exported from the index).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { decodeComplianceCheck, type ComplianceCheck, type UserInfo } from '@exchange/api';
import type { RootState } from '../store/store';

/** The compliance check with nothing restricted, edited by `edit`. */
export function checkWith(edit: (check: ComplianceCheck) => void = () => undefined): ComplianceCheck {
  const check = decodeComplianceCheck(null);
  edit(check);
  return check;
}

/** Preloaded store state: a ready compliance check and a logged-in user (or a visitor). */
export function stateWith(check: ComplianceCheck, user: Partial<UserInfo> | null = {}): Partial<RootState> {
  const info: UserInfo | null = user ? { uid: '10000001', nickname: 'tester', tier_level: 1, verified: 4, country: 1, ...user } : null;
  return {
    compliance: { status: 'ready', check },
    user: { loginState: info ? 'logged-in' : 'logged-out', info, tier: null, totalUsd: null },
  } as Partial<RootState>;
}

/**
 * Preloaded store state of a page that fetches no user info: logged in by the uid and nickname
 * cookies, with no user info, so the tier and KYC level are unknown.
 */
export function stateJudgedByCookies(check: ComplianceCheck): Partial<RootState> {
  return {
    compliance: { status: 'ready', check },
    user: { loginState: 'logged-in', info: null, tier: null, totalUsd: null },
  } as Partial<RootState>;
}

/** Prints the router's current path so tests can see navigation. */
export function LocationProbe(): ReactNode {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}
