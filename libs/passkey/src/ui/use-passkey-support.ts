import { useEffect, useState } from 'react';
import { resolvePasskeyAvailability, type PasskeyAvailability } from '../support/availability';
import { usePasskeyRuntime } from './passkey-runtime';

/**
 * Checks passkey support once per mount and says what to offer: passkeys, the app's own flow
 * (`hasNativeFallback` in the app webview) or nothing.
 */
export function usePasskeySupport(hasNativeFallback = false): PasskeyAvailability {
  const { detectSupport, inNativeApp } = usePasskeyRuntime();
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    detectSupport().then(
      (value) => live && setSupported(value),
      () => live && setSupported(false),
    );
    return () => {
      live = false;
    };
  }, [detectSupport]);
  return resolvePasskeyAvailability({ supported, inNativeApp, hasNativeFallback });
}
