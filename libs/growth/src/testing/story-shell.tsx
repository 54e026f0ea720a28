import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useInRouterContext } from 'react-router';
import type { RootState } from '@exchange/shell';
import { makeStore, ShellProviders } from '@exchange/shell/testing';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { createTheme, GlobalStyles, ThemeProvider } from '@exchange/ui';
import type { GrowthApi, GrowthServices } from '../growth-services';
import { growthTestServices } from './growth-test-services';
import { growthApiAnswering, type GrowthAnswers } from './growth-answers';

/** Story fake of the growth calls: fixed wire bodies decoded by the api lib, never the network. */
export function storyGrowthApi(answers: GrowthAnswers = {}): GrowthApi {
  return growthApiAnswering(answers);
}

/** A store that already knows a logged-in user (stories never set login cookies). */
export function loggedInState(): Partial<RootState> {
  return {
    user: {
      loginState: 'logged-in',
      info: { uid: '10001', nickname: 'alice', tier_level: 1, verified: 4, country: 1 },
      tier: null,
      totalUsd: '1234.56',
    },
  } as Partial<RootState>;
}

/** A memory router, unless a story-level shell already sits inside the meta-level one's. */
function StoryRouter({ route, children }: { route?: string; children: ReactNode }) {
  return useInRouterContext() ? <>{children}</> : <MemoryRouter initialEntries={[route ?? '/']}>{children}</MemoryRouter>;
}

/** Options of {@link withGrowthShell}. */
export interface GrowthStoryOptions {
  route?: string;
  services?: Partial<GrowthServices>;
  preloadedState?: Partial<RootState>;
}

function GrowthStoryShell({ options, globals, children }: { options: GrowthStoryOptions; globals: Record<string, unknown>; children: ReactNode }) {
  const siteKey = typeof globals.site === 'string' && isSiteKey(globals.site) ? globals.site : 'main';
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  const services = useMemo(() => growthTestServices({ api: storyGrowthApi(), track: () => undefined, ...options.services }), [options.services]);
  const store = useMemo(() => makeStore(options.preloadedState, services), [options.preloadedState, services]);
  const theme = useMemo(
    () => createTheme({ mode: globals.theme === 'dark' ? 'dark' : 'light', riseColor: locale === 'zh' ? 'red-up' : 'green-up', direction: locale === 'ar' ? 'rtl' : 'ltr' }),
    [globals.theme, locale],
  );
  return (
    <Provider store={store}>
      <StoryRouter route={options.route}>
        <ShellProviders site={getSite(siteKey)} locale={locale} services={services} messages={{}}>
          {/* The story toolbar's theme wins over the dark cookie the shell reads, page colours included. */}
          <ThemeProvider theme={theme}>
            <GlobalStyles />
            <Routes>
              <Route path="*" element={children} />
            </Routes>
          </ThemeProvider>
        </ShellProviders>
      </StoryRouter>
    </Provider>
  );
}

/** Story decorator: store, router at `route`, shell context and fake growth services. */
export function withGrowthShell(options: GrowthStoryOptions = {}): Decorator {
  const GrowthShellDecorator: Decorator = (Story, context) => (
    <GrowthStoryShell options={options} globals={context.globals}>
      <Story />
    </GrowthStoryShell>
  );
  return GrowthShellDecorator;
}
