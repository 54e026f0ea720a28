// Public API of @exchange/passkey, listed by name.

export {
  INVALID_STATE_ERROR,
  LOGIN_ROUTE,
  NON_COMPLIANT_MESSAGE,
  NOT_ALLOWED_ERROR,
  PASSKEY_AUTH_RESULT,
  PASSKEY_CREATE_RESULT,
  PASSKEY_INIT_TIMEOUT_CODE,
  PASSKEY_MANAGER_ROUTE,
  PASSKEY_SAVE_REPEAT_CODE,
  PASSKEY_SAVE_TIMEOUT_CODE,
  PASSKEY_SCENE,
  PUBLIC_KEY_CREDENTIAL_TYPE,
  SIGNUP_ROUTE,
} from './constants';
export type { PasskeyAuthOutcome, PasskeyCreateOutcome, PasskeyScene } from './constants';

// Service: WebAuthn code is loaded on demand only (never a static import from this entry).
export { loadPasskeyService } from './service/load-service';
export type { PasskeyService, PasskeyServiceOptions } from './service/passkey-service';
export { createPasskeyTransport } from './service/api-transport';
export type { PasskeyApiClient } from './service/api-transport';
export type {
  PasskeyAuthResult,
  PasskeyCreateResult,
  PasskeyItem,
  PasskeyListResult,
  PasskeyPostOptions,
  PasskeyServerAnswer,
  PasskeyToast,
  PasskeyTransport,
} from './service/types';

// Support
export { resolvePasskeyAvailability } from './support/availability';
export type { AvailabilityInput, PasskeyAvailability } from './support/availability';

// React
export { PasskeyRuntimeProvider, usePasskeyRuntime } from './ui/passkey-runtime';
export type { PasskeyRuntime, PasskeyRuntimeProviderProps } from './ui/passkey-runtime';
export { usePasskeySupport } from './ui/use-passkey-support';
export { usePasskeyVerify } from './ui/use-passkey-verify';
export type { UsePasskeyVerifyOptions, UsePasskeyVerifyResult } from './ui/use-passkey-verify';
export { PasskeyVerifyButton } from './ui/passkey-verify-button/passkey-verify-button';
export type { PasskeyVerifyButtonProps } from './ui/passkey-verify-button/passkey-verify-button';
// The two pages are reachable only through their lazy routes, so they stay out of the entry chunk.
export type { PasskeyManagerPageProps } from './ui/passkey-manager-page/passkey-manager-page';
export type { LoginPageProps } from './ui/login-page/login-page';
export { passkeyRoutes } from './routes';
