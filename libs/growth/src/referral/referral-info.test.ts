/** @jest-environment node */
import { normaliseReferralInfo, REFERRAL_INFO_DEFAULT, referralTabFlags } from './referral-info';

describe('normaliseReferralInfo', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads kol_code, encrypted_uid and agency_type from a code 0 answer', () => {
    expect(normaliseReferralInfo({ code: 0, data: { kol_code: 'KOL1', encrypted_uid: 'EU1', agency_type: 1 } })).toEqual({
      kolCode: 'KOL1',
      encryptedUid: 'EU1',
      agencyType: 1,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a nonzero code', { code: 500, data: { kol_code: 'X', agency_type: 1 } }],
    ['a missing body', undefined],
    ['an HTML error page', '<html>500</html>'],
    ['data of the wrong shape', { code: 0, data: [1, 2] }],
  ])('falls back to an empty code and non-agent on %s, with a warning', (_label, answer) => {
    expect(normaliseReferralInfo(answer)).toEqual(REFERRAL_INFO_DEFAULT);
    expect(REFERRAL_INFO_DEFAULT).toEqual({ kolCode: '', encryptedUid: '', agencyType: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats an unknown agency_type as normal', () => {
    expect(normaliseReferralInfo({ code: 0, data: { kol_code: 'K', agency_type: 9 } }).agencyType).toBe(0);
    expect(normaliseReferralInfo({ code: 0, data: { kol_code: 'K', agency_type: '4' } }).agencyType).toBe(4);
  });
});

describe('referralTabFlags', () => {
  it.each([
    [0, false, false],
    [1, true, true],
    [2, false, true],
    [3, false, true],
    [4, false, true],
  ] as const)('agency_type %p: affiliate %p, broker %p', (agencyType, affiliate, broker) => {
    expect(referralTabFlags({ agencyType })).toEqual({ affiliate, broker });
  });
});
