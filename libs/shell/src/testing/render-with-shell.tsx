import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
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
  const { tree, store } = shellTree(ui, options);
  return { ...render(tree), store };
}

/**
 * Renders a component inside the shell as the build's prerender does (outside any browser, so no
 * viewport width is known), puts that HTML in a container and hydrates it there as the browser
 * does, at the window's width. `sent` is the container before hydrating (a copy); `hydrationErrors`
 * what React recovered from (a first render that differs from the HTML it hydrates).
 */
export function hydrateWithShell(ui: ReactElement, options: RenderWithShellOptions = {}): RenderResult & { store: AppStore; sent: HTMLElement; hydrationErrors: unknown[] } {
  const { tree, store } = shellTree(ui, options);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  const sent = container.cloneNode(true) as HTMLElement;
  const hydrationErrors: unknown[] = [];
  const result = render(tree, { container, hydrate: true, onRecoverableError: (error) => hydrationErrors.push(error) });
  return { ...result, store, sent, hydrationErrors };
}

function shellTree(ui: ReactElement, options: RenderWithShellOptions): { tree: ReactElement; store: AppStore } {
  const services = asAppServices(options.services);
  const store = options.store ?? makeStore(options.preloadedState, services);
  const tree = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShellProviders site={getSite(options.site ?? 'main')} locale={options.locale ?? 'en'} services={services} messages={options.messages ?? {}}>
          {ui}
          {/* As on every page of the app: links the site replaces open its modal. */}
          <RegionalLinkPolicy />
        </ShellProviders>
      </MemoryRouter>
    </Provider>
  );
  return { tree, store };
}

function asAppServices(services: AppServices | ShellServices | undefined): AppServices {
  if (!services) return createTestServices();
  return 'get' in services ? services : createTestServices({ api: services.api });
}
