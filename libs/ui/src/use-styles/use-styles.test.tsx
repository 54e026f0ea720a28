import { ThemeProvider, type Theme } from '@emotion/react';
import { render } from '@testing-library/react';
import { createTheme } from '../theme/create-theme';
import { useStyles } from './use-styles';

function Probe({ getStyles, seen }: { getStyles: (theme: Theme) => object; seen: object[] }) {
  seen.push(useStyles(getStyles));
  return null;
}

function setup() {
  const getStyles = jest.fn((theme: Theme) => ({ text: { color: theme.colors.text } }));
  const seen: object[] = [];
  const light = createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' });
  const view = (theme: Theme) => (
    <ThemeProvider theme={theme}>
      <Probe getStyles={getStyles} seen={seen} />
    </ThemeProvider>
  );
  return { getStyles, seen, light, view };
}

describe('useStyles', () => {
  it('builds nothing on a re-render under the same theme: one call, the same objects', () => {
    const { getStyles, seen, light, view } = setup();
    const { rerender } = render(view(light));
    rerender(view(light));
    rerender(view(light));
    expect(getStyles).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
  });

  it('builds again for a new theme, from that theme', () => {
    const { getStyles, seen, light, view } = setup();
    const dark = createTheme({ mode: 'dark', riseColor: 'green-up', direction: 'ltr' });
    const { rerender } = render(view(light));
    rerender(view(dark));
    expect(getStyles).toHaveBeenCalledTimes(2);
    expect(getStyles).toHaveBeenLastCalledWith(dark);
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[1]).toEqual({ text: { color: dark.colors.text } });
  });

  it('keeps each style function apart under one theme', () => {
    const { light } = setup();
    const first = jest.fn(() => ({ a: 1 }));
    const second = jest.fn(() => ({ b: 2 }));
    const seen: object[] = [];
    render(
      <ThemeProvider theme={light}>
        <Probe getStyles={first} seen={seen} />
        <Probe getStyles={second} seen={seen} />
        <Probe getStyles={first} seen={seen} />
      </ThemeProvider>,
    );
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ a: 1 }, { b: 2 }, { a: 1 }]);
  });
});
