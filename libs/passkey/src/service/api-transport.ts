import type { ApiClient } from '@exchange/api';
import type { PasskeyTransport } from './types';

/** The part of the api lib's `ApiClient` the passkey service uses. */
export type PasskeyApiClient = Pick<ApiClient, 'post'>;

/**
 * The passkey transport over the shared API client (form-encoded, credentials, csrf header). Each
 * answer is decoded once, by the decoder the service passes; code and message are kept because
 * the service decides what each code means (spec §8).
 */
export function createPasskeyTransport(client: PasskeyApiClient): PasskeyTransport {
  return {
    async post(path, body, decode, options = {}) {
      const result = await client.post(path, decode, {
        body,
        json: options.json,
        signal: options.signal,
        // The service shows its own toasts (spec §8 names which).
        silent: true,
      });
      return {
        ok: result.failure === undefined && result.code !== undefined,
        code: result.code ?? -1,
        message: result.message ?? '',
        data: result.data,
      };
    },
  };
}
