import { createTheme, ThemeProvider } from '@exchange/ui';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

/** Renders chart UI inside theme, intl and a memory router (tests of this lib). */
export function renderChart(ui: ReactElement, { route = '/', locale = 'en' }: { route?: string; locale?: string } = {}, options?: RenderOptions) {
  const theme = createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' });
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <IntlProvider locale={locale} defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </IntlProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
