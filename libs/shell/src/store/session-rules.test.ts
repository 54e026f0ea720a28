import { isLoggedInByCookies, shouldFetchUserInfo } from './session-rules';
import { capturedQueryCookies } from './query-cookies';

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

  it('takes a value of up to 64 letters, digits, _ . ~ - and reads anything else as not carried', () => {
    const longest = `${'a'.repeat(60)}_.~-`;
    expect(capturedQueryCookies(`?ch=${longest}&utm_cmp=Spring-2026`)).toEqual([
      { name: 'ch', value: longest },
      { name: 'utm_cmp', value: 'Spring-2026' },
    ]);
    expect(capturedQueryCookies(`?ch=${'a'.repeat(65)}&utm_cmp=ok`)).toEqual([{ name: 'utm_cmp', value: 'ok' }]);
    expect(capturedQueryCookies('?ch=a%3Bb&utm_cmp=a%20b')).toEqual([]);
    expect(capturedQueryCookies('?ch=%E2%82%AC')).toEqual([]);
  });

  it('writes no cookie at all for the 8 KB link', () => {
    expect(capturedQueryCookies(`?ch=${'c'.repeat(4090)}&utm_cmp=${'u'.repeat(4000)}`)).toEqual([]);
  });
});
