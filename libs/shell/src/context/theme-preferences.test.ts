import { riseColorFor, themeModeFromCookie } from './theme-preferences';

describe('themeModeFromCookie', () => {
  it.each([
    [undefined, 'light'],
    ['', 'light'],
    ['0', 'light'],
    ['1', 'dark'],
    ['true', 'dark'],
    [' FALSE ', 'light'],
  ])('dark=%p -> %s', (cookie, mode) => expect(themeModeFromCookie(cookie)).toBe(mode));
});

describe('riseColorFor', () => {
  it('follows a valid cookie in any language', () => {
    expect(riseColorFor('green-up', 'zh')).toBe('green-up');
    expect(riseColorFor('red-up', 'en')).toBe('red-up');
  });
  it('defaults to red for zh and green otherwise', () => {
    expect(riseColorFor(undefined, 'zh')).toBe('red-up');
    expect(riseColorFor('purple', 'tw')).toBe('green-up');
    expect(riseColorFor(undefined, 'en')).toBe('green-up');
  });
});
