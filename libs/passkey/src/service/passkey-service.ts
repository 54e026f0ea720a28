import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import {
  API_PATHS,
  decodeAckResponse,
  decodePasskeyCreateOptionsResponse,
  decodePasskeyListResponse,
  decodePasskeyStrategyResponse,
  decodePasskeyVerifyResponse,
  type PasskeyListItem,
  type ResponseDecoder,
} from '@exchange/api';
import {
  INVALID_STATE_ERROR,
  NON_COMPLIANT_MESSAGE,
  NOT_ALLOWED_ERROR,
  PASSKEY_AUTH_RESULT,
  PASSKEY_CREATE_RESULT,
  PASSKEY_INIT_TIMEOUT_CODE,
  PASSKEY_SAVE_REPEAT_CODE,
  PASSKEY_SAVE_TIMEOUT_CODE,
  PASSKEY_SCENE,
  PUBLIC_KEY_CREDENTIAL_TYPE,
  type PasskeyScene,
} from '../constants';
import type {
  PasskeyAuthResult,
  PasskeyCreateResult,
  PasskeyItem,
  PasskeyListResult,
  PasskeyServerAnswer,
  PasskeyToast,
  PasskeyTransport,
} from './types';

/** What {@link createPasskeyService} needs. */
export interface PasskeyServiceOptions {
  transport: PasskeyTransport;
  /** Shows a toast (the server message of a failed save or strategy call). */
  onToast?: (toast: PasskeyToast) => void;
}

/** Passkey create / verify / quick login / delete / list, one operation at a time. */
export interface PasskeyService {
  /** Registers a new passkey; `opToken` is the security verification token of the caller. */
  create(input?: { opToken?: string }): Promise<PasskeyCreateResult>;
  /** Verifies the user with a passkey for `scene`; `extra` carries captcha options. */
  verify(scene: PasskeyScene, extra?: Record<string, string>): Promise<PasskeyAuthResult>;
  /** Logs in with a passkey; on success the server has set the login cookies. */
  quickLogin(): Promise<PasskeyAuthResult>;
  /** Verifies with scene PASSKEY_DELETE, then deletes passkey `id`. */
  remove(id: string): Promise<PasskeyAuthResult>;
  /** Lists the user's passkeys. */
  list(): Promise<PasskeyListResult>;
  /** Cancels the ongoing operation, if any (leaving the page). */
  abort(): void;
}

/**
 * The one ongoing operation across every service instance: the browser allows a single
 * WebAuthn ceremony at a time, and the spec says a new operation aborts the ongoing one.
 */
let ongoing: { controller: AbortController; inCeremony: boolean } | undefined;

function beginOperation(): { signal: AbortSignal; setCeremony(on: boolean): void; end(): void } {
  abortOngoing();
  const op = { controller: new AbortController(), inCeremony: false };
  ongoing = op;
  return {
    signal: op.controller.signal,
    setCeremony(on) {
      op.inCeremony = on;
    },
    end() {
      if (ongoing === op) ongoing = undefined;
    },
  };
}

function abortOngoing(): void {
  const op = ongoing;
  if (!op) return;
  ongoing = undefined;
  op.controller.abort();
  // Cancels the browser prompt now, not only when the next ceremony starts.
  if (op.inCeremony) WebAuthnAbortService.cancelCeremony();
}

/**
 * True while any passkey operation is under way (for tests and busy states).
 * @internal The service's tests read the one-operation-at-a-time state through it.
 */
export function isPasskeyOperationOngoing(): boolean {
  return ongoing !== undefined;
}

function errorName(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { name, cause } = error as { name?: unknown; cause?: unknown };
  if (typeof name === 'string' && name !== 'Error' && name !== 'WebAuthnError') return name;
  if (typeof cause === 'object' && cause !== null && typeof (cause as { name?: unknown }).name === 'string') {
    return (cause as { name: string }).name;
  }
  return typeof name === 'string' ? name : '';
}

function isAbort(error: unknown): boolean {
  return errorName(error) === 'AbortError' || (error as { code?: unknown } | null)?.code === 'ERROR_CEREMONY_ABORTED';
}

function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

async function call<T>(
  transport: PasskeyTransport,
  path: string,
  body: Record<string, string>,
  decode: ResponseDecoder<T>,
  signal: AbortSignal,
): Promise<PasskeyServerAnswer<T>> {
  try {
    return await transport.post(path, body, decode, { signal });
  } catch {
    return { ok: false, code: -1, message: '', data: decode(undefined).data };
  }
}

function succeeded(answer: PasskeyServerAnswer<unknown>): boolean {
  return answer.ok && answer.code === 0;
}

/** The manager's row: the server's 0 means "never used", and an unnamed passkey gets a generic name. */
function toItem(row: PasskeyListItem): PasskeyItem {
  return {
    id: row.id,
    name: row.name || 'Passkey',
    createdAt: row.created_at,
    ...(row.last_used_at === 0 ? {} : { lastUsedAt: row.last_used_at }),
  };
}

/** The registration payload of spec §3, nothing more (the server needs no other field). */
function registrationPayload(credential: RegistrationResponseJSON) {
  return {
    id: credential.id,
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment,
    clientExtensionResults: credential.clientExtensionResults,
    response: {
      attestationObject: credential.response.attestationObject,
      clientDataJSON: credential.response.clientDataJSON,
      transports: credential.response.transports,
    },
  };
}

/** The assertion result of spec §3. */
function assertionPayload(assertion: AuthenticationResponseJSON) {
  return {
    id: assertion.id,
    rawId: assertion.rawId,
    type: assertion.type,
    authenticatorAttachment: assertion.authenticatorAttachment,
    clientExtensionResults: assertion.clientExtensionResults,
    response: {
      authenticatorData: assertion.response.authenticatorData,
      clientDataJSON: assertion.response.clientDataJSON,
      signature: assertion.response.signature,
      userHandle: assertion.response.userHandle,
    },
  };
}

/**
 * Creates the passkey service over an injected transport (see `createPasskeyTransport` for the
 * one built on the shared API client). Outcomes and error codes follow spec §4 and §8.
 */
export function createPasskeyService({ transport, onToast }: PasskeyServiceOptions): PasskeyService {
  const toastError = (message: string) => {
    if (message) onToast?.({ kind: 'error', message });
  };

  async function create(input: { opToken?: string } = {}): Promise<PasskeyCreateResult> {
    const op = beginOperation();
    const cancelled: PasskeyCreateResult = { outcome: PASSKEY_CREATE_RESULT.CREATE_CANCEL, aborted: true };
    try {
      const init = await call(
        transport,
        API_PATHS.passkeyRegisterInit,
        { op_token: input.opToken ?? '' },
        decodePasskeyCreateOptionsResponse,
        op.signal,
      );
      if (op.signal.aborted) return cancelled;
      if (init.ok && init.code === PASSKEY_INIT_TIMEOUT_CODE) {
        return { outcome: PASSKEY_CREATE_RESULT.TIMEOUT_ERROR, message: init.message };
      }
      const options = succeeded(init) ? init.data : null;
      if (!options) return { outcome: PASSKEY_CREATE_RESULT.OPERATION_ERROR, message: init.message || undefined };

      let credential: RegistrationResponseJSON;
      op.setCeremony(true);
      try {
        // The contract keeps WebAuthn's free-string members (transports, attestation, hints) as
        // strings, as the browser reads them; @simplewebauthn types them as today's known values.
        credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
      } catch (error) {
        if (op.signal.aborted || isAbort(error)) return cancelled;
        const name = errorName(error);
        if (name === NOT_ALLOWED_ERROR) return { outcome: PASSKEY_CREATE_RESULT.CREATE_CANCEL };
        if (name === INVALID_STATE_ERROR) return { outcome: PASSKEY_CREATE_RESULT.REPEAT_ERROR };
        return { outcome: PASSKEY_CREATE_RESULT.OPERATION_ERROR, message: errorMessage(error) };
      } finally {
        op.setCeremony(false);
      }
      if (op.signal.aborted) return cancelled;

      if (credential.type !== PUBLIC_KEY_CREDENTIAL_TYPE || !credential.response.publicKey) {
        toastError(NON_COMPLIANT_MESSAGE);
        return { outcome: PASSKEY_CREATE_RESULT.OPERATION_ERROR, message: NON_COMPLIANT_MESSAGE };
      }

      const save = await call(
        transport,
        API_PATHS.passkeyRegisterAuth,
        { data: JSON.stringify(registrationPayload(credential)) },
        decodeAckResponse,
        op.signal,
      );
      if (op.signal.aborted && !save.ok) return cancelled;
      if (succeeded(save)) return { outcome: PASSKEY_CREATE_RESULT.SUCCESS };
      if (save.ok && save.code === PASSKEY_SAVE_TIMEOUT_CODE) {
        return { outcome: PASSKEY_CREATE_RESULT.TIMEOUT_ERROR, message: save.message };
      }
      if (save.ok && save.code === PASSKEY_SAVE_REPEAT_CODE) {
        return { outcome: PASSKEY_CREATE_RESULT.REPEAT_ERROR, message: save.message };
      }
      toastError(save.message);
      return { outcome: PASSKEY_CREATE_RESULT.OPERATION_ERROR, message: save.message || undefined };
    } finally {
      op.end();
    }
  }

  async function verify(scene: PasskeyScene, extra: Record<string, string> = {}): Promise<PasskeyAuthResult> {
    const op = beginOperation();
    const cancelled: PasskeyAuthResult = { outcome: PASSKEY_AUTH_RESULT.CANCEL, aborted: true };
    try {
      const strategy = await call(transport, API_PATHS.passkeyStrategy, { ...extra, scene }, decodePasskeyStrategyResponse, op.signal);
      if (op.signal.aborted) return cancelled;
      if (!succeeded(strategy)) {
        toastError(strategy.message);
        return { outcome: PASSKEY_AUTH_RESULT.ERROR, message: strategy.message || undefined };
      }
      const options = strategy.data.passkey;
      if (!options) return { outcome: PASSKEY_AUTH_RESULT.ERROR };

      let assertion: AuthenticationResponseJSON;
      op.setCeremony(true);
      try {
        // Free-string members again (see create).
        assertion = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
      } catch (error) {
        if (op.signal.aborted || isAbort(error)) return cancelled;
        if (errorName(error) === NOT_ALLOWED_ERROR) return { outcome: PASSKEY_AUTH_RESULT.CANCEL };
        return { outcome: PASSKEY_AUTH_RESULT.ERROR, message: errorMessage(error) };
      } finally {
        op.setCeremony(false);
      }
      if (op.signal.aborted) return cancelled;

      const verified = await call(
        transport,
        API_PATHS.passkeyVerify,
        { scene, data: JSON.stringify(assertionPayload(assertion)) },
        decodePasskeyVerifyResponse,
        op.signal,
      );
      if (op.signal.aborted && !verified.ok) return cancelled;
      if (!succeeded(verified)) return { outcome: PASSKEY_AUTH_RESULT.ERROR, message: verified.message || undefined };
      return { outcome: PASSKEY_AUTH_RESULT.SUCCESS, data: verified.data };
    } finally {
      op.end();
    }
  }

  async function remove(id: string): Promise<PasskeyAuthResult> {
    const verified = await verify(PASSKEY_SCENE.PASSKEY_DELETE);
    if (verified.outcome !== PASSKEY_AUTH_RESULT.SUCCESS) return verified;
    const op = beginOperation();
    try {
      const answer = await call(
        transport,
        API_PATHS.passkeyDelete,
        { id, token: verified.data?.token ?? '' },
        decodeAckResponse,
        op.signal,
      );
      if (op.signal.aborted && !answer.ok) return { outcome: PASSKEY_AUTH_RESULT.CANCEL, aborted: true };
      if (!succeeded(answer)) {
        toastError(answer.message);
        return { outcome: PASSKEY_AUTH_RESULT.ERROR, message: answer.message || undefined };
      }
      return { outcome: PASSKEY_AUTH_RESULT.SUCCESS };
    } finally {
      op.end();
    }
  }

  async function list(): Promise<PasskeyListResult> {
    // Listing is not a ceremony: it must not abort one that is under way.
    const answer = await call(transport, API_PATHS.passkeyList, {}, decodePasskeyListResponse, new AbortController().signal);
    if (!succeeded(answer)) return { ok: false, message: answer.message };
    return { ok: true, items: answer.data.list.map(toItem) };
  }

  return {
    create,
    verify,
    quickLogin: () => verify(PASSKEY_SCENE.PASSKEY_QUICK_LOGIN),
    remove,
    list,
    abort: abortOngoing,
  };
}
