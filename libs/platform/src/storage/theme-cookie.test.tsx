import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { fitsGrammar, registeredCookieWriters } from './cookie-registry';
import { dropCookiesOutsideGrammar, readCookie, removeCookie, writeCookie } from './cookies';
import { readThemeMode, setThemeMode, themeModeFromCookie, useThemeMode } from './theme-cookie';

function Mode() {
  return <p>{useThemeMode()}</p>;
}

afterEach(() => removeCookie('dark'));

describe('the dark cookie (spec 2 §2: dark when cookie dark is set)', () => {
  it('reads dark for any value but empty, 0 or false', () => {
    expect(['1', 'true', 'TRUE', 'yes', 'on'].map(themeModeFromCookie)).toEqual(['dark', 'dark', 'dark', 'dark', 'dark']);
    expect([undefined, '', ' ', '0', 'false', 'False'].map(themeModeFromCookie)).toEqual(['light', 'light', 'light', 'light', 'light', 'light']);
  });

  it('keeps a value another property wrote (dark=true) through the drop after load, and reads it as dark', async () => {
    document.cookie = 'dark=true; path=/';
    await Promise.resolve();
    expect(dropCookiesOutsideGrammar()).not.toContain('dark');
    expect(readCookie('dark')).toBe('true');
    expect(readThemeMode()).toBe('dark');
  });

  it('re-renders its readers when the switch writes it', () => {
    render(<Mode />);
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => setThemeMode('dark'));
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(readCookie('dark')).toBe('1');
  });
});

describe('the dark cookie at its edges', () => {
  const grammar = () => {
    const writer = registeredCookieWriters().find((w) => w.name === 'dark');
    if (!writer) throw new Error('the dark cookie is not registered');
    return writer.grammar;
  };

  it.each([
    // Any cookie-octet (RFC 6265: ! # to + - to : < to [ ] to ~), up to 16 of them.
    ['1', true],
    ['true', true],
    ['!#+-:<[]~', true],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
    ['', false],
    // Space, quote, comma, semicolon and backslash are not cookie-octets, at either end or inside.
    ['a b', false],
    [',1', false],
    ['1,', false],
    [';1', false],
    ['1"', false],
    ['\\1', false],
  ])('%j fits its grammar: %s', (value, fits) => expect(fitsGrammar(value, grammar())).toBe(fits));

  it('is not written with a value outside the grammar', () => {
    writeCookie('dark', '1');
    writeCookie('dark', 'a b');
    expect(readCookie('dark')).toBe('1');
  });

  it('writes 0 for light (an explicit choice) and keeps it a year', () => {
    const set = jest.spyOn(Cookies, 'set');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      act(() => setThemeMode('light'));
      expect(readCookie('dark')).toBe('0');
      expect(readThemeMode()).toBe('light');
      const attributes = set.mock.calls.at(-1)?.[2] as { expires?: Date } | undefined;
      expect(attributes?.expires?.getTime()).toBe(now + 365 * 24 * 60 * 60 * 1000);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('stops calling a reader once it unmounts: a switch then reads no cookie for it', () => {
    const { unmount } = render(<Mode />);
    unmount();
    const get = jest.spyOn(Cookies, 'get');
    try {
      setThemeMode('dark');
      expect(get).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
  });

  it('renders light at build time (no cookie there), whatever the cookie says in the browser', () => {
    document.cookie = 'dark=1; path=/';
    expect(renderToString(<Mode />)).toBe('<p>light</p>');
  });
});
