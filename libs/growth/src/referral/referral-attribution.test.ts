import { decodeInviteVerificationResponse } from '@exchange/api/testing';
import { dropCookiesOutsideGrammar, readCookie, removeCookie, writeCookie } from '@exchange/platform';
import { applyCookieOperations, attributeReferral, verifyCodeOf } from './referral-attribution';

/** The server answering verify_invite_info with `code`, decoded by the api lib. */
const answering = (code: number) => jest.fn(async () => decodeInviteVerificationResponse({ code, message: '' }));

function clearCookies() {
  for (const name of ['ref_uid', 'ref_type', 'ref_channel', 'group_id', 'ref_expires']) removeCookie(name);
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

  it('the same code an hour before the referral expires gives channel and group that hour, read from the expiry record', async () => {
    const now = Date.UTC(2026, 11, 7, 12, 0, 0);
    jest.useFakeTimers({ now, doNotFake: ['queueMicrotask', 'nextTick'] });
    writeCookie('ref_uid', 'AB12');
    writeCookie('ref_type', '2');
    writeCookie('ref_expires', String(now / 1000 + 3600));
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    await attributeReferral({ refUid: 'AB12', refType: '2', refChannel: 'tw', groupId: '5' }, { verify: jest.fn() });
    const written = writes.mock.calls.map(([cookie]) => String(cookie));
    writes.mockRestore();
    jest.useRealTimers();
    const inAnHour = new Date(now + 3_600_000).toUTCString();
    expect(written.map((cookie) => [cookie.split('=')[0], /expires=([^;]+)/.exec(cookie)?.[1]])).toEqual([
      ['ref_channel', inAnHour],
      ['group_id', inAnHour],
    ]);
  });

  it('a new code verified with code 0 records when the referral expires', async () => {
    const now = Date.UTC(2026, 11, 7, 12, 0, 0);
    await attributeReferral({ refUid: 'AB12', refType: '2' }, { verify: answering(0), now: () => now });
    expect(readCookie('ref_expires')).toBe(String(now / 1000 + 604_800));
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

describe('channel and group left without their referral (spec 2 §5: stored only beside ref and ref_type)', () => {
  afterAll(clearCookies);

  it('are dropped after load once ref_uid or ref_type is gone, with the expiry record', () => {
    for (const [name, value] of [['ref_uid', 'AB12'], ['ref_type', '2'], ['ref_channel', 'tw'], ['group_id', '5'], ['ref_expires', '1800000000']]) writeCookie(name, value);
    expect(dropCookiesOutsideGrammar()).toEqual([]);
    removeCookie('ref_type');
    expect(dropCookiesOutsideGrammar().sort()).toEqual(['group_id', 'ref_channel']);
    removeCookie('ref_uid');
    expect(dropCookiesOutsideGrammar()).toEqual(['ref_expires']);
  });
});

describe('applyCookieOperations', () => {
  it('writes with the 7-day max age on path / and removes', () => {
    applyCookieOperations([{ op: 'set', name: 'ref_uid', value: 'X', maxAgeSeconds: 604800 }]);
    expect(readCookie('ref_uid')).toBe('X');
    applyCookieOperations([{ op: 'remove', name: 'ref_uid' }]);
    expect(readCookie('ref_uid')).toBeUndefined();
  });

  it('writes and removes on path / with SameSite Lax, on the site\'s domain when configured', () => {
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    applyCookieOperations([{ op: 'set', name: 'ref_uid', value: 'X', maxAgeSeconds: 604800 }, { op: 'remove', name: 'ref_uid' }], 'localhost');
    // Attribute names are case-insensitive (RFC 6265): compare them in lower case.
    const written = writes.mock.calls.map(([cookie]) => String(cookie).toLowerCase().split(/;\s*/));
    writes.mockRestore();
    expect(written).toHaveLength(2);
    expect(written[0]).toEqual(expect.arrayContaining(['ref_uid=x', 'path=/', 'domain=localhost', 'samesite=lax']));
    expect(written[1]).toEqual(expect.arrayContaining(['ref_uid=', 'path=/', 'domain=localhost']));
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
