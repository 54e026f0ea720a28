/**
 * The platform services' door to the network: the API client from @exchange/api (never raw
 * fetch). Only the calls the services make are asked for, so a test can hand in a stub client.
 */
import { createApiClient, createEndpoints, type ApiClient, type ResponseDecoder } from '@exchange/api';

/** A decoder: any body in, the api lib's `DecodeResult` out, never throws. */
export type PlatformDecoder<T> = ResponseDecoder<T>;

/** The part of the api lib's `ApiClient` the platform uses: its calls and results as they are. */
export type PlatformHttp = Pick<ApiClient, 'get' | 'post'>;

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
