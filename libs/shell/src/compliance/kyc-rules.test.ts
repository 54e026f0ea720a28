import { isKyc2Complete, shouldShowKycBar } from './kyc-rules';

describe('KYC2 check', () => {
  it('counts level 2 (1), level 3 (4) and company (3) as complete', () => {
    expect([1, 4, 3].map(isKyc2Complete)).toEqual([true, true, true]);
  });
  it('counts level 0 (0), 0.5 (5) and 1 (2) as not complete', () => {
    expect([0, 5, 2].map(isKyc2Complete)).toEqual([false, false, false]);
  });
});

describe('KYC bar', () => {
  it('shows for a logged-in user without KYC2 until dismissed for the session', () => {
    expect(shouldShowKycBar(true, 0, false)).toBe(true);
    expect(shouldShowKycBar(true, 0, true)).toBe(false);
    expect(shouldShowKycBar(true, 4, false)).toBe(false);
    expect(shouldShowKycBar(false, 0, false)).toBe(false);
  });
  it('shows no bar while the KYC level is unknown (a page that fetches no user info)', () => {
    expect(shouldShowKycBar(true, null, false)).toBe(false);
    expect(shouldShowKycBar(true, 2, false)).toBe(true);
  });
});
