/**
 * The platform services' door to the network: the API client from @exchange/api (never raw
 * fetch). Structural types keep the services testable with a stub client.
 */
import { createApiClient } from '@exchange/api';

/** What a decoder gives back (the api lib's DecodeResult shape). */
export interface PlatformDecoded<T> {
  ok: boolean;
  data: T;
  code?: number;
  message?: string;
}

/** A decoder: any body in, a typed result out, never throws. */
export type PlatformDecoder<T> = (raw: unknown) => PlatformDecoded<T>;

/** What one call resolves to (never rejects). */
export interface PlatformResult<T> extends PlatformDecoded<T> {
  status?: number;
  failure?: string;
}

/** Options the platform passes to a call. */
export interface PlatformCallOptions {
  timeoutMs?: number;
  silent?: boolean;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined>;
}

/** The subset of the api lib's `ApiClient` the platform uses. */
export interface PlatformHttp {
  get<T>(path: string, decode: PlatformDecoder<T>, options?: PlatformCallOptions): Promise<PlatformResult<T>>;
  post<T>(path: string, decode: PlatformDecoder<T>, options?: PlatformCallOptions & { body?: unknown; json?: boolean }): Promise<PlatformResult<T>>;
}

let client: PlatformHttp | undefined;

/** The client platform services use; created on first use with the page's origin. */
export function platformHttp(): PlatformHttp {
  client ??= createApiClient();
  return client;
}

/** Replaces the client (an app with a path prefix, or a test); `undefined` restores the default. */
export function setPlatformHttp(next: PlatformHttp | undefined): void {
  client = next;
}

/** Decoder for a `{ code, ... }` acknowledgement where only success matters. */
export const acknowledged: PlatformDecoder<null> = (raw) => {
  const code = typeof raw === 'object' && raw !== null ? (raw as { code?: unknown }).code : undefined;
  return { ok: code === 0 || code === undefined, data: null, code: typeof code === 'number' ? code : undefined };
};
