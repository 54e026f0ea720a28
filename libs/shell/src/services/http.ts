/**
 * The platform services' door to the network: the API client from @exchange/api (never raw
 * fetch). Structural types keep the services testable with a stub client.
 */
import { createApiClient, createEndpoints } from '@exchange/api';

/** What a decoder gives back (the api lib's DecodeResult shape). */
interface PlatformDecoded<T> {
  ok: boolean;
  data: T;
  code?: number;
  message?: string;
}

/** A decoder: any body in, a typed result out, never throws. */
export type PlatformDecoder<T> = (raw: unknown) => PlatformDecoded<T>;

/** What one call resolves to (never rejects). */
interface PlatformResult<T> extends PlatformDecoded<T> {
  status?: number;
  failure?: string;
}

/** Options the platform passes to a call. */
interface PlatformCallOptions {
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

/** One analytics event as the collector receives it. */
export interface CollectedEvent {
  event: string;
  properties?: Record<string, string | number | boolean | null>;
  /** Epoch milliseconds. */
  time?: number;
}

/** The typed endpoints the platform calls (a subset of the api lib's `ApiEndpoints`). */
export interface PlatformEndpoints {
  /** GET API_PATHS.fingerprint, silent. */
  getFingerprint(): Promise<{ ok: boolean; data: { udid: string } }>;
  /** POST API_PATHS.analyticsCollect, JSON, ANALYTICS_TIMEOUT_MS, silent. */
  postAnalytics(events: CollectedEvent[]): Promise<{ ok: boolean }>;
}

let endpoints: PlatformEndpoints | undefined;

/** The endpoints platform services call; created on first use. */
export function platformEndpoints(): PlatformEndpoints {
  endpoints ??= createEndpoints(createApiClient());
  return endpoints;
}
