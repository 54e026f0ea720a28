import { render } from '@testing-library/react';
import { createTheme } from './create-theme';
import { GlobalStyles } from './global-styles';
import { ThemeProvider, useTheme } from './theme-provider';

function Probe() {
  const theme = useTheme();
  return <span>{`${theme.mode}:${theme.direction}`}</span>;
}

describe('ThemeProvider + GlobalStyles', () => {
  it('paints the page from the theme and turns off motion for reduced-motion users', () => {
    const theme = createTheme({ mode: 'dark', riseColor: 'green-up', direction: 'rtl' });
    const { getByText } = render(
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <Probe />
      </ThemeProvider>,
    );
    expect(getByText('dark:rtl')).toBeInTheDocument();
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(css).toMatch(/body \{[^}]*background: #101217/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^@]*animation-duration: 0\.01ms !important/);
    expect(css).toContain("'Noto Sans Arabic'");
    // Japanese gets a font with kana and kanji (the CJK face), not empty boxes.
    expect(css).toMatch(/:lang\(ja\) \{[^}]*'Noto Sans SC'/);
    expect(document.body).toHaveStyle({ backgroundColor: '#101217' });
  });
});
