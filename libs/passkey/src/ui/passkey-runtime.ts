import { defineService, useService } from '@exchange/shell';
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

/**
 * Passkey's runtime in the app's registry. The service module stays a dynamic import: WebAuthn in
 * the first load breaks the size budget. It is built over the app's one API client, once per app.
 */
export const passkeyRuntimeKey = defineService<PasskeyRuntime>('passkey', (app) => {
  let service: PasskeyService | undefined;
  return {
    // Only a built service is kept: a chunk that failed to load is asked for again next time.
    getService: () =>
      service ? Promise.resolve(service) : import('../service/default-service').then((m) => (service ??= m.defaultPasskeyService(app.client))),
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
});

/** The passkey runtime in effect: the app's, or the fake a test or story put in its services. */
export function usePasskeyRuntime(): PasskeyRuntime {
  return useService(passkeyRuntimeKey);
}
