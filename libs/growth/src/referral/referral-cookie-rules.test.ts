/** @jest-environment node */
import { fitsGrammar } from '@exchange/platform';
import { REFERRAL_COOKIE_MAX_AGE } from '../constants';
import {
  channelLifetime,
  decideReferralCookies,
  REF_EXPIRES_GRAMMAR,
  referralNeedsVerification,
  referralParamsFromSearch,
  type CookieOperation,
} from './referral-cookie-rules';

const AGE = 604_800;
/** The clock of every decision below (ms); the stored referral expires relative to it. */
const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const set = (name: string, value: string, maxAgeSeconds = AGE): CookieOperation => ({ op: 'set', name, value, maxAgeSeconds });
const remove = (name: string): CookieOperation => ({ op: 'remove', name });
const expiryRecord = set('ref_expires', String(NOW / 1000 + AGE));

const full = { refUid: 'NEW123', refType: '2', refChannel: 'ch9', groupId: 'g7' };
const channelSet = [set('ref_channel', 'ch9'), set('group_id', 'g7')];
const channelRemoved = [remove('ref_channel'), remove('group_id')];

describe('referral cookie max age', () => {
  it('is 604800 s (7 days)', () => {
    expect(REFERRAL_COOKIE_MAX_AGE).toBe(AGE);
  });
});

describe('decideReferralCookies: same code and type as stored (spec 2 §5: only channel/group cookies are updated)', () => {
  const stored = { refUid: 'NEW123', refType: '2', expiresAt: NOW + AGE * 1000 };

  it('needs no verification; ref_uid and ref_type keep their value and expiry, only channel and group are written', () => {
    expect(referralNeedsVerification(full, stored)).toBe(false);
    expect(decideReferralCookies(full, stored, undefined, NOW)).toEqual(channelSet);
  });

  it('ignores any verify code (the server is not asked)', () => {
    expect(decideReferralCookies(full, stored, 99, NOW)).toEqual(channelSet);
  });

  it('removes a channel or group the link no longer carries', () => {
    expect(decideReferralCookies({ refUid: 'NEW123', refType: '2', refChannel: 'ch9' }, stored, undefined, NOW)).toEqual([
      set('ref_channel', 'ch9'),
      remove('group_id'),
    ]);
  });

  it('same code without ref_type on both sides: ref_uid is kept, channel and group are deleted', () => {
    const link = { refUid: 'NEW123', refChannel: 'ch9', groupId: 'g7' };
    expect(referralNeedsVerification(link, { refUid: 'NEW123' })).toBe(false);
    expect(decideReferralCookies(link, { refUid: 'NEW123' }, undefined, NOW)).toEqual(channelRemoved);
  });

  it('same code but a different type counts as a different referral', () => {
    expect(referralNeedsVerification({ ...full, refType: '1' }, stored)).toBe(true);
    expect(decideReferralCookies({ ...full, refType: '1' }, stored, undefined, NOW)).toEqual([]);
  });
});

describe('channel and group never outlive ref_uid and ref_type (spec 2 §5, same-code revisit)', () => {
  const storedExpiringIn = (ms: number) => ({ refUid: 'NEW123', refType: '2', expiresAt: NOW + ms });

  it('an hour before the referral expires, channel and group get that hour, not 7 fresh days', () => {
    expect(decideReferralCookies(full, storedExpiringIn(3_600_000), undefined, NOW)).toEqual([set('ref_channel', 'ch9', 3600), set('group_id', 'g7', 3600)]);
  });

  it('whole seconds left are kept; a part of a second is not', () => {
    expect(decideReferralCookies(full, storedExpiringIn(1_999), undefined, NOW)).toEqual([set('ref_channel', 'ch9', 1), set('group_id', 'g7', 1)]);
    expect(decideReferralCookies(full, storedExpiringIn(1_000), undefined, NOW)).toEqual([set('ref_channel', 'ch9', 1), set('group_id', 'g7', 1)]);
  });

  it('at or past the referral\'s expiry, channel and group are deleted', () => {
    expect(decideReferralCookies(full, storedExpiringIn(999), undefined, NOW)).toEqual(channelRemoved);
    expect(decideReferralCookies(full, storedExpiringIn(0), undefined, NOW)).toEqual(channelRemoved);
    expect(decideReferralCookies(full, storedExpiringIn(-1), undefined, NOW)).toEqual(channelRemoved);
  });

  it('never more than the full max age, whatever the record says', () => {
    expect(decideReferralCookies(full, storedExpiringIn(AGE * 1000 + 60_000), undefined, NOW)).toEqual(channelSet);
  });

  it('without an expiry record (an earlier release\'s cookies), channel and group are session cookies', () => {
    expect(decideReferralCookies(full, { refUid: 'NEW123', refType: '2' }, undefined, NOW)).toEqual([
      { op: 'set', name: 'ref_channel', value: 'ch9' },
      { op: 'set', name: 'group_id', value: 'g7' },
    ]);
  });

  it('channelLifetime: gone without ref_uid or ref_type', () => {
    expect(channelLifetime({ refType: '2', expiresAt: NOW + 60_000 }, NOW)).toBe('gone');
    expect(channelLifetime({ refUid: 'A', expiresAt: NOW + 60_000 }, NOW)).toBe('gone');
    expect(channelLifetime({ refUid: 'A', refType: '2', expiresAt: NOW + 60_000 }, NOW)).toBe(60);
  });
});

describe.each([
  ['a different ref is stored', { refUid: 'OLD999', refType: '1', expiresAt: NOW + AGE * 1000 }],
  ['nothing is stored yet', {}],
])('decideReferralCookies: %s', (_label, stored) => {
  it('must be verified first and changes nothing before the answer', () => {
    expect(referralNeedsVerification(full, stored)).toBe(true);
    expect(decideReferralCookies(full, stored, undefined, NOW)).toEqual([]);
  });

  it('verify code 0: stores code, type, the expiry record, channel and group for 7 days', () => {
    expect(decideReferralCookies(full, stored, 0, NOW)).toEqual([set('ref_uid', 'NEW123'), set('ref_type', '2'), expiryRecord, ...channelSet]);
  });

  it('verify code 0 without ref_type: stores the code, removes type, channel and group', () => {
    const link = { refUid: 'NEW123', refChannel: 'ch9', groupId: 'g7' };
    expect(decideReferralCookies(link, stored, 0, NOW)).toEqual([set('ref_uid', 'NEW123'), remove('ref_type'), expiryRecord, ...channelRemoved]);
  });

  it('verify code 10530135 without ref_type: channel and group are deleted', () => {
    expect(decideReferralCookies({ refUid: 'NEW123', refChannel: 'ch9' }, stored, 10530135, NOW)).toEqual(channelRemoved);
  });

  it.each([1, -1, 500, 10530134, 10530136])('verify code %p (invalid): nothing changes', (code) => {
    expect(decideReferralCookies(full, stored, code, NOW)).toEqual([]);
  });
});

describe('verify code 10530135: only channel and group are updated, within the stored referral\'s life', () => {
  it('beside a stored referral, for its remaining life', () => {
    const stored = { refUid: 'OLD999', refType: '1', expiresAt: NOW + 7_200_000 };
    expect(decideReferralCookies(full, stored, 10530135, NOW)).toEqual([set('ref_channel', 'ch9', 7200), set('group_id', 'g7', 7200)]);
  });

  it('with no referral stored, they would belong to none: deleted', () => {
    expect(decideReferralCookies(full, {}, 10530135, NOW)).toEqual(channelRemoved);
  });
});

describe('decideReferralCookies: no code in the link', () => {
  it('changes nothing and asks nothing', () => {
    const link = { refType: '2', refChannel: 'ch9', groupId: 'g7' };
    expect(referralNeedsVerification(link, { refUid: 'OLD' })).toBe(false);
    expect(decideReferralCookies(link, { refUid: 'OLD' }, 0, NOW)).toEqual([]);
    expect(decideReferralCookies({ refUid: '' }, {}, 0, NOW)).toEqual([]);
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

  it.each([
    ['a character outside the grammar after the value', 'a%3B'],
    ['a character outside the grammar before the value', '%3Ba'],
  ])('reads a type or group id with %s as not carried by the link', (_label, value) => {
    expect(referralParamsFromSearch(`?ref_uid=AB12&ref_type=${value}&group_id=${value}`)).toEqual({
      refUid: 'AB12',
      refType: undefined,
      refChannel: undefined,
      groupId: undefined,
    });
  });

  it('ignores blanks around a value', () => {
    expect(referralParamsFromSearch('?ref_uid=%20AB12%20&ref_type=2+').refUid).toBe('AB12');
    expect(referralParamsFromSearch('?ref_uid=%20AB12%20&ref_type=2+').refType).toBe('2');
  });

  it('reads URLSearchParams as it reads the query string', () => {
    expect(referralParamsFromSearch(new URLSearchParams('ref_uid=AB12&ch=sem'))).toEqual({
      refUid: 'AB12',
      refType: undefined,
      refChannel: 'sem',
      groupId: undefined,
    });
  });
});

describe('the expiry record ref_expires: whole UTC seconds, digits only', () => {
  it.each(['0', '1800000000', '999999999999'])('holds %p', (value) => {
    expect(fitsGrammar(value, REF_EXPIRES_GRAMMAR)).toBe(true);
  });

  it.each(['', '1800000000a', 'a1800000000', '1800000000.5', '-1', ' 1800000000', '1000000000000'])('refuses %p', (value) => {
    expect(fitsGrammar(value, REF_EXPIRES_GRAMMAR)).toBe(false);
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
