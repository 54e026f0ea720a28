import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';

/**
 * True when this browser can use passkeys: WebAuthn exists and a user-verifying platform
 * authenticator is available (spec §5). Never throws.
 */
export async function detectPasskeySupport(): Promise<boolean> {
  try {
    if (!browserSupportsWebAuthn()) return false;
    return (await platformAuthenticatorIsAvailable()) === true;
  } catch {
    return false;
  }
}
