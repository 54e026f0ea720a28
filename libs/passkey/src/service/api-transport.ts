import type { PasskeyServerAnswer, PasskeyTransport } from './types';

/** What the transport needs of one decoded call (the shape `DecodeResult` of @exchange/api has). */
interface DecodedCall {
  ok: boolean;
  data: unknown;
  code?: number;
  message?: string;
  /** Set by the client when transport, HTTP status or body failed. */
  failure?: string;
}

/**
 * The part of `ApiClient` (from `createApiClient` of @exchange/api) the passkey service uses.
 * Typed structurally so the service depends on the contract, not on the client's internals.
 */
export interface PasskeyApiClient {
  post(
    path: string,
    decode: (raw: unknown) => DecodedCall,
    options?: { body?: unknown; json?: boolean; signal?: AbortSignal; silent?: boolean },
  ): Promise<DecodedCall>;
}

function field(raw: unknown, key: string): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
}

/** Keeps code, message and the raw data: the service decides what each code means (spec §8). */
function rawEnvelope(raw: unknown): DecodedCall {
  const code = field(raw, 'code');
  const message = field(raw, 'message');
  return {
    ok: code === 0,
    data: field(raw, 'data') ?? null,
    ...(typeof code === 'number' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** The passkey transport over the shared API client (form-encoded, credentials, csrf header). */
export function createPasskeyTransport(client: PasskeyApiClient): PasskeyTransport {
  return {
    async post(path, body, options = {}): Promise<PasskeyServerAnswer> {
      const result = await client.post(path, rawEnvelope, {
        body,
        json: options.json,
        signal: options.signal,
        // The service shows its own toasts (spec §8 names which).
        silent: true,
      });
      const answered = result.failure === undefined && typeof result.code === 'number';
      return {
        ok: answered,
        code: typeof result.code === 'number' ? result.code : -1,
        message: result.message ?? '',
        data: result.data ?? null,
      };
    },
  };
}
