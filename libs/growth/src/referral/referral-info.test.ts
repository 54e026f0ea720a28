/** @jest-environment node */
import { decodeReferralUserInfoResponse } from '@exchange/api/testing';
import { referralInfoDefault, referralInfoOf, referralTabFlags } from './referral-info';

describe('referralInfoOf', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('gives kol_code, encrypted_uid and agency_type of a code 0 answer as the api lib decoded them', () => {
    const result = decodeReferralUserInfoResponse({ code: 0, data: { kol_code: 'KOL1', encrypted_uid: 'EU1', agency_type: 1 } });
    expect(referralInfoOf(result)).toBe(result.data);
    expect(result.data).toEqual({ kol_code: 'KOL1', encrypted_uid: 'EU1', agency_type: 1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a nonzero code', { ok: false, code: 500, data: referralInfoDefault() }],
    ['a failed exchange', { ok: false, data: referralInfoDefault() }],
  ])('falls back to an empty code and non-agent on %s, with a warning (§8)', (_label, result) => {
    expect(referralInfoOf(result)).toEqual({ kol_code: '', encrypted_uid: '', agency_type: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the warning names why: the server\'s code, else its message, else that no answer came', () => {
    const data = referralInfoDefault();
    referralInfoOf({ ok: false, code: 500, message: 'busy', data });
    referralInfoOf({ ok: false, message: 'busy', data });
    referralInfoOf({ ok: false, data });
    expect(warn.mock.calls.map((call: unknown[]) => call[1])).toEqual([500, 'busy', expect.stringMatching(/\S/)]);
  });
});

describe('referralTabFlags', () => {
  it.each([
    [0, false, false],
    [1, true, true],
    [2, false, true],
    [3, false, true],
    [4, false, true],
  ] as const)('agency_type %p: affiliate %p, broker %p', (agency_type, affiliate, broker) => {
    expect(referralTabFlags({ agency_type })).toEqual({ affiliate, broker });
  });
});
