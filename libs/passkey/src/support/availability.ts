/** What a passkey entry point should do where it is rendered. */
export type PasskeyAvailability = 'checking' | 'passkey' | 'native-fallback' | 'unavailable';

/** Inputs of {@link resolvePasskeyAvailability}. */
export interface AvailabilityInput {
  /** Result of the support check; `undefined` while it runs. */
  supported: boolean | undefined;
  /** Rendered inside the mobile app's webview. */
  inNativeApp: boolean;
  /** The app offers its own flow for this action. */
  hasNativeFallback: boolean;
}

/**
 * Passkeys are offered only where a user-verifying platform authenticator exists (spec §5);
 * inside the app's webview without one, the app's own flow takes over.
 */
export function resolvePasskeyAvailability({ supported, inNativeApp, hasNativeFallback }: AvailabilityInput): PasskeyAvailability {
  if (supported === undefined) return 'checking';
  if (supported) return 'passkey';
  return inNativeApp && hasNativeFallback ? 'native-fallback' : 'unavailable';
}
