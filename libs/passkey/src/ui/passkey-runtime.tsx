import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { afterPainted } from '@exchange/platform';
import type { PasskeyService } from '../service/passkey-service';

/** Where passkey components get their service and support check from. */
export interface PasskeyRuntime {
  /** Resolves the service; the default loads it (and @simplewebauthn/browser) on demand. */
  getService(): Promise<PasskeyService>;
  /** Whether this browser can use passkeys (user-verifying platform authenticator). */
  detectSupport(): Promise<boolean>;
  /** Rendered inside the mobile app's webview. */
  inNativeApp: boolean;
}

const defaultRuntime: PasskeyRuntime = {
  getService: () => import('../service/default-service').then((m) => m.defaultPasskeyService()),
  // The check's chunk (with @simplewebauthn/browser) is asked for once the page has painted:
  // requested during the first render, it finished before the login page's first paint, and
  // Lighthouse's simulated first and largest paints counted both chunks. The passkey
  // button was already shown only once the check answers ('checking' shows none).
  detectSupport: () =>
    new Promise<void>((painted) => afterPainted(painted))
      .then(() => import('../support/detect-support'))
      .then((m) => m.detectPasskeySupport()),
  inNativeApp: false,
};

const PasskeyRuntimeContext = createContext<PasskeyRuntime>(defaultRuntime);

/** Props of {@link PasskeyRuntimeProvider}. */
export interface PasskeyRuntimeProviderProps {
  /** Parts to replace (tests, stories, the app's webview detection). */
  runtime: Partial<PasskeyRuntime>;
  children: ReactNode;
}

/** Overrides the passkey runtime for everything below (stories, tests, native webviews). */
export function PasskeyRuntimeProvider({ runtime, children }: PasskeyRuntimeProviderProps): ReactNode {
  const parent = useContext(PasskeyRuntimeContext);
  const { getService, detectSupport, inNativeApp } = runtime;
  const value = useMemo<PasskeyRuntime>(
    () => ({
      getService: getService ?? parent.getService,
      detectSupport: detectSupport ?? parent.detectSupport,
      inNativeApp: inNativeApp ?? parent.inNativeApp,
    }),
    [parent, getService, detectSupport, inNativeApp],
  );
  return <PasskeyRuntimeContext.Provider value={value}>{children}</PasskeyRuntimeContext.Provider>;
}

/** The passkey runtime in effect. */
export function usePasskeyRuntime(): PasskeyRuntime {
  return useContext(PasskeyRuntimeContext);
}
