import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
  detectSupport: () => import('../support/detect-support').then((m) => m.detectPasskeySupport()),
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
