import { decodeInviteVerificationResponse } from '@exchange/api';
import { readCookie, removeCookie, writeCookie } from '@exchange/platform';
import { applyCookieOperations, attributeReferral, verifyCodeOf } from './referral-attribution';

/** The server answering verify_invite_info with `code`, decoded by the api lib. */
const answering = (code: number) => jest.fn(async () => decodeInviteVerificationResponse({ code, message: '' }));

function clearCookies() {
  for (const name of ['ref_uid', 'ref_type', 'ref_channel', 'group_id']) removeCookie(name);
}

describe('attributeReferral (effect over the real cookie helper)', () => {
  beforeEach(clearCookies);
  afterAll(clearCookies);

  it('sets the cookies only after the server says code 0, asking with invite_code and ref_type', async () => {
    const verify = answering(0);
    await attributeReferral({ refUid: 'AB12', refType: '2', refChannel: 'tw', groupId: '5' }, { verify });
    expect(verify).toHaveBeenCalledWith({ invite_code: 'AB12', ref_type: '2' });
    expect([readCookie('ref_uid'), readCookie('ref_type'), readCookie('ref_channel'), readCookie('group_id')]).toEqual([
      'AB12',
      '2',
      'tw',
      '5',
    ]);
  });

  it('leaves everything when the server rejects the code', async () => {
    writeCookie('ref_uid', 'OLD');
    const verify = answering(10530001);
    await attributeReferral({ refUid: 'BAD', refType: '2', refChannel: 'tw' }, { verify });
    expect(readCookie('ref_uid')).toBe('OLD');
    expect(readCookie('ref_channel')).toBeUndefined();
  });

  it('the same code and type again write only channel and group: ref_uid and ref_type keep their value and expiry, the server is not asked', async () => {
    writeCookie('ref_uid', 'AB12');
    writeCookie('ref_type', '2');
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    const verify = jest.fn();
    await attributeReferral({ refUid: 'AB12', refType: '2', refChannel: 'tw', groupId: '5' }, { verify });
    const written = writes.mock.calls.map(([cookie]) => String(cookie).split('=')[0]);
    writes.mockRestore();
    expect(verify).not.toHaveBeenCalled();
    expect(written).toEqual(['ref_channel', 'group_id']);
  });

  it('a code that fails verification rewrites nothing: the stored referral keeps its expiry', async () => {
    writeCookie('ref_uid', 'OLD');
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    await attributeReferral({ refUid: 'BAD', refType: '2' }, { verify: answering(10530001) });
    const written = writes.mock.calls.map(([cookie]) => String(cookie));
    writes.mockRestore();
    expect(written.filter((cookie) => cookie.startsWith('ref_'))).toEqual([]);
  });

  it('does not ask the server again for the stored code; updates channel and group', async () => {
    writeCookie('ref_uid', 'AB12');
    writeCookie('ref_type', '2');
    writeCookie('group_id', 'old');
    const verify = jest.fn();
    await attributeReferral({ refUid: 'AB12', refType: '2', refChannel: 'fb' }, { verify });
    expect(verify).not.toHaveBeenCalled();
    expect(readCookie('ref_channel')).toBe('fb');
    expect(readCookie('group_id')).toBeUndefined();
  });

  it('a failed call changes nothing and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await attributeReferral({ refUid: 'AB12', refType: '2' }, { verify: () => Promise.reject(new Error('500')) });
    expect(readCookie('ref_uid')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('applyCookieOperations', () => {
  it('writes with the 7-day max age on path / and removes', () => {
    applyCookieOperations([{ op: 'set', name: 'ref_uid', value: 'X', maxAgeSeconds: 604800 }]);
    expect(readCookie('ref_uid')).toBe('X');
    applyCookieOperations([{ op: 'remove', name: 'ref_uid' }]);
    expect(readCookie('ref_uid')).toBeUndefined();
  });
});

describe('verifyCodeOf', () => {
  it.each([
    ['a valid code', { ok: true, code: 0, data: { valid: true } }, 0],
    ['code 10530135 (channel and group only)', { ok: false, code: 10530135, data: { valid: false } }, 10530135],
    ['a call without an answer', { ok: false, data: { valid: false } }, undefined],
    ['code 0 behind an HTTP error status', { ok: false, code: 0, data: { valid: true } }, undefined],
  ])('%s -> %p', (_label, result, code) => {
    expect(verifyCodeOf(result)).toBe(code);
  });
});
