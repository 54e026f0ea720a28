import type { PasskeyService, PasskeyServiceOptions } from './passkey-service';

/**
 * Creates a passkey service over your own transport, loading the WebAuthn code on demand (a
 * static import of the service would put @simplewebauthn/browser in the importing chunk).
 * @internal A spec part no page uses yet (docs/decisions.md, delivery): only its tests call it.
 */
export async function loadPasskeyService(options: PasskeyServiceOptions): Promise<PasskeyService> {
  const { createPasskeyService } = await import('./passkey-service');
  return createPasskeyService(options);
}
