// The shell's services that call our server through the api lib: analytics, the device
// fingerprint and the network door they share. The shell's index re-exports these by name.

export {
  ANALYTICS_TIMEOUT_MS,
  FINGERPRINT_COOKIE,
  FINGERPRINT_MAX_AGE_S,
  FINGERPRINT_MAX_STORED_LENGTH,
  FINGERPRINT_ERROR_MARKER,
} from './constants';
export { platformHttp, setPlatformHttp, platformEndpoints, setPlatformEndpoints } from './http';
export type { PlatformHttp, PlatformEndpoints, CollectedEvent } from './http';
export { track, flushAnalytics, createAnalytics, ANALYTICS_EVENTS } from './analytics/analytics';
export type { Analytics, AnalyticsProps, AnalyticsOptions } from './analytics/analytics';
export { ensureFingerprint, isValidFingerprint } from './fingerprint/fingerprint';
