
/** Decision: events are flushed in batches of at most this many. */
export const ANALYTICS_BATCH_SIZE = 20;
/** Decision: a queued event waits at most this long before its batch is sent. */
export const ANALYTICS_FLUSH_DELAY_MS = 2000;
/** Decision: the queue holds at most this many unsent events; the oldest are dropped first. */
export const ANALYTICS_MAX_QUEUE = 200;

/** Fingerprint cookie name (decision: the spec names the cookie only as "device fingerprint"). */
export const FINGERPRINT_COOKIE = 'fingerprint';
/** Fingerprint cookie max age (second spec §9: 86400 s). */
export const FINGERPRINT_MAX_AGE_S = 86400;
/** Stored fingerprint value is cut to this many characters (second spec §9). */
export const FINGERPRINT_MAX_STORED_LENGTH = 60;
/** A valid fingerprint is exactly this long (second spec §5). */
export const FINGERPRINT_LENGTH = 40;
/** Decision: the error marker stored when the fingerprint service fails. */
export const FINGERPRINT_ERROR_MARKER = 'error:fingerprint-unavailable';

/** Decision: translation bundle fetch timeout per request (CDN, then origin). */
export const I18N_TIMEOUT_MS = 4000;
/** Decision: the whole translation load gives up after this; English defaults fill the rest. */
export const I18N_TOTAL_TIMEOUT_MS = 8000;

/**
 * Decision: share of page views that report Core Web Vitals (LCP, INP, CLS, FCP, TTFB)
 * through analytics. The one place sampling is set; decided once per page view.
 */
export const VITALS_SAMPLE_RATE = 0.1;
/** Analytics event name of one Core Web Vitals report. */
export const VITALS_EVENT = 'web_vital';
/** Dev and preview builds only: this cookie value reports every page view (the vitals e2e). */
export const VITALS_FORCE_COOKIE = 'mock_vitals_sample';
