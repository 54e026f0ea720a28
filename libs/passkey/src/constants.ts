/**
 * Every passkey constant the spec names, spelled as the spec spells it.
 * See docs/parts/passkey-coverage.md for the spec lines behind each one.
 */

/** Outcomes of a passkey creation (spec §4). */
export const PASSKEY_CREATE_RESULT = {
  SUCCESS: 'SUCCESS',
  CREATE_CANCEL: 'CREATE_CANCEL',
  OPERATION_ERROR: 'OPERATION_ERROR',
  TIMEOUT_ERROR: 'TIMEOUT_ERROR',
  REPEAT_ERROR: 'REPEAT_ERROR',
} as const;

/** One outcome of a passkey creation. */
export type PasskeyCreateOutcome = (typeof PASSKEY_CREATE_RESULT)[keyof typeof PASSKEY_CREATE_RESULT];

/** Outcomes of a passkey authentication (verify, quick login, delete) (spec §4). */
export const PASSKEY_AUTH_RESULT = {
  SUCCESS: 'SUCCESS',
  CANCEL: 'CANCEL',
  ERROR: 'ERROR',
} as const;

/** One outcome of a passkey authentication. */
export type PasskeyAuthOutcome = (typeof PASSKEY_AUTH_RESULT)[keyof typeof PASSKEY_AUTH_RESULT];

/** Scenes a passkey verification is done for (spec §4). */
export const PASSKEY_SCENE = {
  PASSKEY_CREATE: 'PASSKEY_CREATE',
  PASSKEY_DELETE: 'PASSKEY_DELETE',
  PASSKEY_QUICK_LOGIN: 'PASSKEY_QUICK_LOGIN',
} as const;

/** One passkey scene. */
export type PasskeyScene = (typeof PASSKEY_SCENE)[keyof typeof PASSKEY_SCENE];

/** Server code of passkey_register_init meaning the operation timed out (spec §8). */
export const PASSKEY_INIT_TIMEOUT_CODE = 10901011;
/** Server code of passkey_register_auth meaning the operation timed out (spec §8). */
export const PASSKEY_SAVE_TIMEOUT_CODE = 10902330;
/** Server code of passkey_register_auth meaning this passkey is already registered (spec §8). */
export const PASSKEY_SAVE_REPEAT_CODE = 10902313;

/** Message when the authenticator returns no public key (spec §5). */
export const NON_COMPLIANT_MESSAGE = 'Non-compliant browser or authenticator!';
/** The only credential type a passkey may have (spec §5). */
export const PUBLIC_KEY_CREDENTIAL_TYPE = 'public-key';

/** Browser error name meaning the user refused or dismissed the prompt (spec §8). */
export const NOT_ALLOWED_ERROR = 'NotAllowedError';
/** Browser error name meaning the authenticator is already registered (spec §8). */
export const INVALID_STATE_ERROR = 'InvalidStateError';

/** Route of the login page (spec §2: /login). */
export const LOGIN_ROUTE = 'login';
/** Route of the sign-up page (spec §2: /signup). */
export const SIGNUP_ROUTE = '/signup';
