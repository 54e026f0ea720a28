import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { ShellProviders } from '../app-shell/shell-root';
import { makeStore, type AppStore, type RootState } from '../store/store';
import type { AppServices } from '../context/app-services';
import type { ShellServices } from '../store/store-types';
import { createTestServices } from './test-services';
import { RegionalLinkPolicy } from '../regional/regional-link/regional-link-policy';

/** Options of {@link renderWithShell}. */
export interface RenderWithShellOptions {
  preloadedState?: Partial<RootState>;
  site?: SiteKey;
  locale?: string;
  /** Initial URL of the memory router. */
  route?: string;
  /** The app's services (see `createTestServices`), or only the endpoints to build them over. */
  services?: AppServices | ShellServices;
  store?: AppStore;
  /** Translations to provide (default none: every defaultMessage shows). */
  messages?: Record<string, string>;
}

/**
 * Renders a component inside everything the shell provides (store, site, theme, translations,
 * router), for component tests of the shell and of features.
 */
export function renderWithShell(ui: ReactElement, options: RenderWithShellOptions = {}): RenderResult & { store: AppStore } {
  const services = asAppServices(options.services);
  const store = options.store ?? makeStore(options.preloadedState, services);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShellProviders site={getSite(options.site ?? 'main')} locale={options.locale ?? 'en'} services={services} messages={options.messages ?? {}}>
          {ui}
          {/* As on every page of the app: links the site replaces open its modal. */}
          <RegionalLinkPolicy />
        </ShellProviders>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

function asAppServices(services: AppServices | ShellServices | undefined): AppServices {
  if (!services) return createTestServices();
  return 'get' in services ? services : createTestServices({ api: services.api });
}
