import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { RootState } from '@exchange/shell';
import { makeStore, ShellProviders } from '@exchange/shell/testing';
import { getSite, isSiteKey } from '@exchange/site-registry';
import { createTheme, GlobalStyles, ThemeProvider } from '@exchange/ui';
import type { PasskeyService } from '../service/passkey-service';
import type { PasskeyItem } from '../service/types';
import { fakePasskeyService, fakeRuntimeServices } from './fake-runtime';

/** Two passkeys for "with items" stories. */
export const STORY_PASSKEYS: PasskeyItem[] = [
  { id: 'a', name: 'MacBook Touch ID', createdAt: Date.UTC(2026, 0, 5), lastUsedAt: Date.UTC(2026, 1, 1, 9, 30) },
  { id: 'b', name: 'Pixel phone', createdAt: Date.UTC(2026, 2, 7) },
];

/** Options of {@link withPasskeyShell}. */
export interface PasskeyStoryOptions {
  route?: string;
  loginState?: 'unknown' | 'logged-in' | 'logged-out';
  supported?: boolean;
  inNativeApp?: boolean;
  /** Service methods to replace; the rest answer SUCCESS and an empty list. */
  service?: Partial<PasskeyService>;
}

function PasskeyStoryShell({ options, globals, children }: { options: PasskeyStoryOptions; globals: Record<string, unknown>; children: ReactNode }) {
  const siteKey = typeof globals.site === 'string' && isSiteKey(globals.site) ? globals.site : 'main';
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  const loginState = options.loginState ?? 'logged-in';
  const service = useMemo(() => fakePasskeyService(options.service), [options.service]);
  const services = useMemo(
    () => fakeRuntimeServices({ service, supported: options.supported ?? true, inNativeApp: options.inNativeApp ?? false }),
    [service, options.supported, options.inNativeApp],
  );
  const store = useMemo(
    () => makeStore({ user: { loginState, info: null, tier: null, totalUsd: null } } as Partial<RootState>, services),
    [loginState, services],
  );
  const theme = useMemo(
    () =>
      createTheme({
        mode: globals.theme === 'dark' ? 'dark' : 'light',
        riseColor: locale === 'zh' ? 'red-up' : 'green-up',
        direction: locale === 'ar' ? 'rtl' : 'ltr',
      }),
    [globals.theme, locale],
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShellProviders site={getSite(siteKey)} locale={locale} services={services} messages={{}}>
          {/* The story toolbar's theme wins over the dark cookie the shell reads, page colours included. */}
          <ThemeProvider theme={theme}>
            <GlobalStyles />
            {children}
          </ThemeProvider>
        </ShellProviders>
      </MemoryRouter>
    </Provider>
  );
}

/** Story decorator: store, router, shell context and a fake passkey runtime in the app's services (never the network). */
export function withPasskeyShell(options: PasskeyStoryOptions = {}): Decorator {
  function PasskeyShellDecorator(Story: Parameters<Decorator>[0], context: Parameters<Decorator>[1]) {
    return (
      <PasskeyStoryShell options={options} globals={context.globals as Record<string, unknown>}>
        <Story />
      </PasskeyStoryShell>
    );
  }
  return PasskeyShellDecorator;
}

/** A promise that never settles: the ceremony waits for the user. */
export const forever = <T,>() => new Promise<T>(() => undefined);
