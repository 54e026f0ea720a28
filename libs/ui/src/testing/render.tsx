import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createTheme, type ThemeOptions } from '../theme/create-theme';
import { ThemeProvider } from '../theme/theme-provider';

/** Renders with a theme and an English IntlProvider, as every app and story does. */
export function renderUi(
  ui: ReactElement,
  options: Partial<ThemeOptions> & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { mode = 'light', riseColor = 'green-up', direction = 'ltr', ...rest } = options;
  const theme = createTheme({ mode, riseColor, direction });
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <IntlProvider locale="en" defaultLocale="en" messages={{}}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
