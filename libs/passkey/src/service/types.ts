import type { PasskeyVerifyResult, ResponseDecoder } from '@exchange/api';
import type { PasskeyAuthOutcome, PasskeyCreateOutcome } from '../constants';

/** Answer of one passkey server call, decoded once by the api lib's decoder for that call. */
export interface PasskeyServerAnswer<T> {
  /** The HTTP exchange succeeded and the body carried a business code. */
  ok: boolean;
  /** The server's business code; 0 means success, -1 that no code arrived. */
  code: number;
  /** The server's message (shown in error toasts). */
  message: string;
  /** The decoded data on code 0; otherwise the decoder's fallback. */
  data: T;
}

/** Options of one transport call. */
interface PasskeyPostOptions {
  /** Send the body as JSON instead of form-encoded. */
  json?: boolean;
  /** Aborted when a newer passkey operation starts or the page is left. */
  signal?: AbortSignal;
}

/**
 * The one network dependency of the passkey service, so the service unit-tests without a server.
 * `decode` is the api lib's response decoder of the call. Implementations never throw on server
 * errors; a thrown error counts as a failed call.
 */
export interface PasskeyTransport {
  post<T>(
    path: string,
    body: Record<string, string>,
    decode: ResponseDecoder<T>,
    options?: PasskeyPostOptions,
  ): Promise<PasskeyServerAnswer<T>>;
}

/** A toast the service asks the page to show. */
export interface PasskeyToast {
  kind: 'success' | 'error' | 'warning';
  message: string;
}

/** Result of {@link PasskeyService.create}. */
export interface PasskeyCreateResult {
  outcome: PasskeyCreateOutcome;
  /** Server or browser message explaining an error, when there is one. */
  message?: string;
  /** True when a newer operation (or leaving the page) cancelled this one. */
  aborted?: boolean;
}

/** Result of a verification, quick login or delete. */
export interface PasskeyAuthResult {
  outcome: PasskeyAuthOutcome;
  message?: string;
  aborted?: boolean;
  /** The verify call's decoded data on success (the token the delete call needs). */
  data?: PasskeyVerifyResult;
}

/** One registered passkey as the manager lists it. */
export interface PasskeyItem {
  id: string;
  name: string;
  /** Creation time, epoch milliseconds. */
  createdAt: number;
  /** Last use, epoch milliseconds, when the passkey has been used. */
  lastUsedAt?: number;
}

/** Result of {@link PasskeyService.list}. */
export type PasskeyListResult = { ok: true; items: PasskeyItem[] } | { ok: false; message: string };
