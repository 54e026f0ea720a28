import { act, render, screen } from '@testing-library/react';
import { dropCookiesOutsideGrammar, readCookie, removeCookie } from './cookies';
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
