import type { PasskeyAuthOutcome, PasskeyCreateOutcome } from '../constants';

/** Answer of one passkey server call, already decoded by the transport. */
export interface PasskeyServerAnswer<T = unknown> {
  /** The HTTP exchange succeeded and the body was readable. */
  ok: boolean;
  /** The server's business code; 0 means success. */
  code: number;
  /** The server's message (shown in error toasts). */
  message: string;
  data: T;
}

/** Options of one transport call. */
export interface PasskeyPostOptions {
  /** Send the body as JSON instead of form-encoded. */
  json?: boolean;
  /** Aborted when a newer passkey operation starts or the page is left. */
  signal?: AbortSignal;
}

/**
 * The one network dependency of the passkey service, so the service unit-tests without a server.
 * Implementations never throw on server errors; a thrown error counts as a failed call.
 */
export interface PasskeyTransport {
  post(path: string, body: Record<string, string>, options?: PasskeyPostOptions): Promise<PasskeyServerAnswer>;
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
  /** The verify call's `data` on success (e.g. a token the next call needs). */
  data?: unknown;
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
