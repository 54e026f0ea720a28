import { useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ApiEndpoints } from '@exchange/api';
import { getSite, isSiteKey, type SiteKey } from '@exchange/site-registry';
import { ToastViewport } from '@exchange/ui/testing';
import { ShellContext } from '../context/shell-context';
import { makeStore } from '../store/store';
import { fakeApi, widgetState, type WidgetStateInput } from './widget-test-kit';
import { createTestServices } from './test-services';
import { RegionalLinkPolicy } from '../regional/regional-link/regional-link-policy';

/** What a widget story says about its world. */
export interface WidgetStoryOptions {
  state?: WidgetStateInput;
  /** Initial URL of the memory router. */
  route?: string;
  /** Forces a site; default the toolbar's site. */
  site?: SiteKey;
  api?: Partial<ApiEndpoints>;
}

/**
 * Store, router and shell context for a widget story; theme and translations come from the
 * Storybook toolbar decorator (theme, locale incl. ar RTL, site).
 */
function WidgetStoryShell({
  options,
  locale,
  siteKey,
  children,
}: {
  options: WidgetStoryOptions;
  locale: string;
  siteKey: SiteKey;
  children: ReactNode;
}): ReactNode {
  const services = useMemo(() => createTestServices({ api: fakeApi(options.api) }), [options.api]);
  const store = useMemo(() => makeStore(widgetState(options.state), services), [options.state, services]);
  const site = getSite(options.site ?? siteKey);
  const context = useMemo(() => ({ site, locale, services }), [site, locale, services]);
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShellContext.Provider value={context}>
          {children}
          {/* As on every page of the app: links the site replaces open its modal. */}
          <RegionalLinkPolicy />
          <ToastViewport />
        </ShellContext.Provider>
      </MemoryRouter>
    </Provider>
  );
}

/**
 * A story decorator wrapping the story in {@link WidgetStoryShell}: `defaults` for every story of
 * the file, overridden per story by `parameters.widgetShell` (one shell, never two routers).
 */
export function withWidgetShell(defaults: WidgetStoryOptions = {}): Decorator {
  const WidgetShellDecorator: Decorator = (Story, context) => {
    const globals = context.globals as { locale?: string; site?: string };
    const parameters = context.parameters as { widgetShell?: WidgetStoryOptions } | undefined;
    const options = { ...defaults, ...parameters?.widgetShell };
    const siteKey = globals.site && isSiteKey(globals.site) ? globals.site : 'main';
    return (
      <WidgetStoryShell options={options} locale={globals.locale ?? 'en'} siteKey={siteKey}>
        <Story />
      </WidgetStoryShell>
    );
  };
  return WidgetShellDecorator;
}

/** A fixed-width frame so a story shows the mobile (390 px) or desktop (1280 px) width. */
export function WidthFrame({ width, children }: { width: number; children: ReactNode }): ReactNode {
  return <div style={{ inlineSize: width, maxInlineSize: '100%', outline: '1px dashed rgba(127,127,127,0.4)' }}>{children}</div>;
}
