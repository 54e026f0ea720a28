import { createTheme, ThemeProvider } from '@exchange/ui';
import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

function chartProviders({ route = '/', locale = 'en' }: { route?: string; locale?: string }) {
  const theme = createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' });
  return function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <IntlProvider locale={locale} defaultLocale="en" onError={() => undefined}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </IntlProvider>
      </ThemeProvider>
    );
  };
}

/** Renders chart UI inside theme, intl and a memory router (tests of this lib). */
export function renderChart(ui: ReactElement, { route = '/', locale = 'en' }: { route?: string; locale?: string } = {}, options?: RenderOptions) {
  return render(ui, { wrapper: chartProviders({ route, locale }), ...options });
}

/**
 * As a prerendered page reaches the browser: `ui` rendered to HTML at `builtAt` (the build's
 * address, without the visitor's query), then hydrated at `openedAt`. Answers the hydration's
 * recoverable errors (a mismatch is one) and the unmount.
 */
export async function hydrateChart(ui: ReactElement, { builtAt, openedAt }: { builtAt: string; openedAt: string }) {
  const Wrapper = chartProviders({});
  const page = <Wrapper>{ui}</Wrapper>;
  window.history.replaceState(null, '', builtAt);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  window.history.replaceState(null, '', openedAt);
  const mismatches: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return {
    mismatches,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
