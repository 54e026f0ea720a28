import { capturedQueryCookies, isLoggedInByCookies, shouldFetchUserInfo } from './session-rules';

describe('isLoggedInByCookies', () => {
  it.each([
    ['1', 'amy', true],
    ['1', undefined, false],
    [undefined, 'amy', false],
    ['', 'amy', false],
  ])('uid %p nickname %p -> %p', (uid, nickname, expected) => {
    expect(isLoggedInByCookies(uid, nickname)).toBe(expected);
  });
});

describe('shouldFetchUserInfo', () => {
  it.each(['/signup', '/auth/google', '/login/reset', '/login/rebind', '/bind', '/login', '/login/whatever'])(
    'does not fetch on %s',
    (path) => expect(shouldFetchUserInfo(path, false)).toBe(false),
  );

  it.each(['/', '/trade/BTC_USDT', '/signups-are-open', '/loginx', '/binding', '/authors'])('fetches on %s', (path) =>
    expect(shouldFetchUserInfo(path, false)).toBe(true),
  );

  it('does not fetch on the not-found page', () => {
    expect(shouldFetchUserInfo('/anything', true)).toBe(false);
  });
});

describe('capturedQueryCookies', () => {
  it('captures ch and utm_cmp and nothing else', () => {
    expect(capturedQueryCookies('?ch=ann&utm_cmp=spring&ref_uid=9')).toEqual([
      { name: 'ch', value: 'ann' },
      { name: 'utm_cmp', value: 'spring' },
    ]);
  });

  it('ignores empty values', () => {
    expect(capturedQueryCookies('?ch=&utm_cmp=')).toEqual([]);
  });
});
