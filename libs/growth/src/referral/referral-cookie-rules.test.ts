/** @jest-environment node */
import { REFERRAL_COOKIE_MAX_AGE } from '../constants';
import {
  decideReferralCookies,
  referralNeedsVerification,
  referralParamsFromSearch,
  type CookieOperation,
} from './referral-cookie-rules';

const AGE = 604_800;
const set = (name: string, value: string): CookieOperation => ({ op: 'set', name, value, maxAgeSeconds: AGE });
const remove = (name: string): CookieOperation => ({ op: 'remove', name });

const full = { refUid: 'NEW123', refType: '2', refChannel: 'ch9', groupId: 'g7' };
const channelSet = [set('ref_channel', 'ch9'), set('group_id', 'g7')];
const channelRemoved = [remove('ref_channel'), remove('group_id')];

describe('referral cookie max age', () => {
  it('is 604800 s (7 days)', () => {
    expect(REFERRAL_COOKIE_MAX_AGE).toBe(AGE);
  });
});

describe('decideReferralCookies: same code and type as stored (spec 2 §5: only channel/group cookies are updated)', () => {
  const stored = { refUid: 'NEW123', refType: '2' };

  it('needs no verification; ref_uid and ref_type keep their value and expiry, only channel and group are written', () => {
    expect(referralNeedsVerification(full, stored)).toBe(false);
    expect(decideReferralCookies(full, stored)).toEqual(channelSet);
  });

  it('ignores any verify code (the server is not asked)', () => {
    expect(decideReferralCookies(full, stored, 99)).toEqual(channelSet);
  });

  it('removes a channel or group the link no longer carries', () => {
    expect(decideReferralCookies({ refUid: 'NEW123', refType: '2', refChannel: 'ch9' }, stored)).toEqual([
      set('ref_channel', 'ch9'),
      remove('group_id'),
    ]);
  });

  it('same code without ref_type on both sides: ref_uid is kept, channel and group are deleted', () => {
    const link = { refUid: 'NEW123', refChannel: 'ch9', groupId: 'g7' };
    expect(referralNeedsVerification(link, { refUid: 'NEW123' })).toBe(false);
    expect(decideReferralCookies(link, { refUid: 'NEW123' })).toEqual(channelRemoved);
  });

  it('same code but a different type counts as a different referral', () => {
    expect(referralNeedsVerification({ ...full, refType: '1' }, stored)).toBe(true);
    expect(decideReferralCookies({ ...full, refType: '1' }, stored)).toEqual([]);
  });
});

describe.each([
  ['a different ref is stored', { refUid: 'OLD999', refType: '1' }],
  ['nothing is stored yet', {}],
])('decideReferralCookies: %s', (_label, stored) => {
  it('must be verified first and changes nothing before the answer', () => {
    expect(referralNeedsVerification(full, stored)).toBe(true);
    expect(decideReferralCookies(full, stored)).toEqual([]);
  });

  it('verify code 0: stores code, type, channel and group for 7 days', () => {
    expect(decideReferralCookies(full, stored, 0)).toEqual([set('ref_uid', 'NEW123'), set('ref_type', '2'), ...channelSet]);
  });

  it('verify code 0 without ref_type: stores the code, removes type, channel and group', () => {
    const link = { refUid: 'NEW123', refChannel: 'ch9', groupId: 'g7' };
    expect(decideReferralCookies(link, stored, 0)).toEqual([set('ref_uid', 'NEW123'), remove('ref_type'), ...channelRemoved]);
  });

  it('verify code 10530135: only channel and group are updated', () => {
    expect(decideReferralCookies(full, stored, 10530135)).toEqual(channelSet);
  });

  it('verify code 10530135 without ref_type: channel and group are deleted', () => {
    expect(decideReferralCookies({ refUid: 'NEW123', refChannel: 'ch9' }, stored, 10530135)).toEqual(channelRemoved);
  });

  it.each([1, -1, 500, 10530134, 10530136])('verify code %p (invalid): nothing changes', (code) => {
    expect(decideReferralCookies(full, stored, code)).toEqual([]);
  });
});

describe('decideReferralCookies: no code in the link', () => {
  it('changes nothing and asks nothing', () => {
    const link = { refType: '2', refChannel: 'ch9', groupId: 'g7' };
    expect(referralNeedsVerification(link, { refUid: 'OLD' })).toBe(false);
    expect(decideReferralCookies(link, { refUid: 'OLD' }, 0)).toEqual([]);
    expect(decideReferralCookies({ refUid: '' }, {}, 0)).toEqual([]);
  });
});

describe('referralParamsFromSearch, bounded', () => {
  it('reads a value outside its grammar as not carried by the link', () => {
    expect(referralParamsFromSearch(`?ref_uid=${'A'.repeat(32)}&ref_type=${'t'.repeat(16)}&ref_channel=${'c'.repeat(64)}&group_id=${'9'.repeat(32)}`)).toEqual({
      refUid: 'A'.repeat(32),
      refType: 't'.repeat(16),
      refChannel: 'c'.repeat(64),
      groupId: '9'.repeat(32),
    });
    expect(referralParamsFromSearch(`?ref_uid=${'A'.repeat(33)}&ref_type=${'t'.repeat(17)}&ref_channel=${'c'.repeat(65)}&group_id=${'9'.repeat(33)}`)).toEqual({
      refUid: undefined,
      refType: undefined,
      refChannel: undefined,
      groupId: undefined,
    });
    expect(referralParamsFromSearch('?ref_uid=a%3Bb&ref_channel=x%0Ay&ch=ok').refUid).toBeUndefined();
    expect(referralParamsFromSearch('?ref_channel=x%0Ay&ch=ok').refChannel).toBe('ok');
  });
});

describe('referralParamsFromSearch', () => {
  it('reads ref_uid, ref_type, ref_channel and group_id', () => {
    expect(referralParamsFromSearch('?ref_uid=AB12&ref_type=2&ref_channel=tw&group_id=5')).toEqual({
      refUid: 'AB12',
      refType: '2',
      refChannel: 'tw',
      groupId: '5',
    });
  });

  it('takes ch as the channel when ref_channel is absent, and ignores empty values', () => {
    expect(referralParamsFromSearch('ref_uid=AB12&ch=sem&ref_type=')).toEqual({
      refUid: 'AB12',
      refType: undefined,
      refChannel: 'sem',
      groupId: undefined,
    });
  });
});
