import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { ShellProviders } from '../app-shell/shell-root';
import { createDefaultServices, makeStore, type AppStore, type RootState } from '../store/store';
import type { ShellServices } from '../store/store-types';

/** Options of {@link renderWithShell}. */
export interface RenderWithShellOptions {
  preloadedState?: Partial<RootState>;
  site?: SiteKey;
  locale?: string;
  /** Initial URL of the memory router. */
  route?: string;
  services?: ShellServices;
  store?: AppStore;
  /** Translations to provide (default none: every defaultMessage shows). */
  messages?: Record<string, string>;
}

/**
 * Renders a component inside everything the shell provides (store, site, theme, translations,
 * router), for component tests of the shell and of features.
 */
export function renderWithShell(ui: ReactElement, options: RenderWithShellOptions = {}): RenderResult & { store: AppStore } {
  const services = options.services ?? createDefaultServices();
  const store = options.store ?? makeStore(options.preloadedState, services);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShellProviders site={getSite(options.site ?? 'main')} locale={options.locale ?? 'en'} api={services.api} messages={options.messages ?? {}}>
          {ui}
        </ShellProviders>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
