import { useCallback } from 'react';
import type { PasskeyScene } from '../constants';
import type { PasskeyAuthResult } from '../service/types';
import type { PasskeyAvailability } from '../support/availability';
import { AUTH_FAILED, usePasskeyAction } from './use-passkey-action';
import { usePasskeySupport } from './use-passkey-support';

/** Options of {@link usePasskeyVerify}. */
export interface UsePasskeyVerifyOptions {
  /** In the app webview without passkey support, the app's own verification runs instead. */
  onNativeFallback?: () => void;
  /** Extra strategy fields (captcha options). */
  extra?: Record<string, string>;
}

/** What {@link usePasskeyVerify} gives. */
export interface UsePasskeyVerifyResult {
  availability: PasskeyAvailability;
  pending: boolean;
  result?: PasskeyAuthResult;
  /** Starts a verification (aborting any other passkey operation); `undefined` when the app flow ran. */
  verify(): Promise<PasskeyAuthResult | undefined>;
}

/**
 * Verification with a passkey for `scene`, for flows such as fund-password or security
 * settings. Outcomes: SUCCESS, CANCEL, ERROR (spec §4).
 */
export function usePasskeyVerify(scene: PasskeyScene, options: UsePasskeyVerifyOptions = {}): UsePasskeyVerifyResult {
  const { onNativeFallback, extra } = options;
  const availability = usePasskeySupport(onNativeFallback !== undefined);
  const { pending, result, run } = usePasskeyAction<PasskeyAuthResult>(AUTH_FAILED);
  const verify = useCallback(async () => {
    if (availability === 'native-fallback') {
      onNativeFallback?.();
      return undefined;
    }
    return run((service) => service.verify(scene, extra));
  }, [availability, onNativeFallback, run, scene, extra]);
  return { availability, pending, result, verify };
}
