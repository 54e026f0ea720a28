import { createContext, useContext } from 'react';
import type { ApiEndpoints } from '@exchange/api';
import type { SiteConfig } from '@exchange/site-registry';
import type { AppServices, ServiceKey } from './app-services';

/** What every shell and feature component may know about where it runs. */
export interface ShellContextValue {
  site: SiteConfig;
  /** Site locale code from the URL prefix (e.g. `en`, `zh`, `ar`, `en-eu`). */
  locale: string;
  /** The app's services, made once per app (one API client for the shell and every feature). */
  services: AppServices;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('Shell hooks need <AppShell> (or renderWithShell in tests) above them.');
  return value;
}

/** The site this app was built for. */
export function useSite(): SiteConfig {
  return useShellContext().site;
}

/** The page's site locale code. */
export function useLocale(): string {
  return useShellContext().locale;
}

/** The typed endpoints of the server contract. */
export function useApi(): ApiEndpoints {
  return useShellContext().services.api;
}

/**
 * The app's instance of a service declared with `defineService`: made once per app, on first
 * use, from the app's one API client.
 */
export function useService<T>(key: ServiceKey<T>): T {
  return useShellContext().services.get(key);
}
