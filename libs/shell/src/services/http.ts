/**
 * The platform services' door to the network: the API client from @exchange/api (never raw
 * fetch). Structural types keep the services testable with a stub client.
 */
import { createApiClient, createEndpoints, type ApiClient } from '@exchange/api';

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

let client: ApiClient | undefined;
let endpoints: PlatformEndpoints | undefined;

/**
 * Points the platform services (translations, analytics, fingerprint) at the app's one API client.
 * They are plain functions called outside React, so `startSite` hands them the client here rather
 * than through the services provider.
 */
export function bindPlatformClient(appClient: ApiClient): void {
  client = appClient;
  endpoints = undefined;
}

function sharedClient(): ApiClient {
  // Tests and tools that never start a site still get a client on the page's origin.
  client ??= createApiClient();
  return client;
}

/** The client platform services use: the app's, else one made on first use with the page's origin. */
export function platformHttp(): PlatformHttp {
  return sharedClient();
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


/** The endpoints platform services call, over {@link platformHttp}'s client; created on first use. */
export function platformEndpoints(): PlatformEndpoints {
  endpoints ??= createEndpoints(sharedClient());
  return endpoints;
}
