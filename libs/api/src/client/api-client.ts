import { API_TIMEOUT_MS, GENERIC_GET_ERROR_MESSAGE } from '../constants';
import type { DecodeResult, ResponseDecoder } from '../contract/envelopes';
import { emitApiToast } from './api-toast';
import { after, takeHeadStart } from '@exchange/platform';
import { apiRequestHeaders } from './request-headers';

/** Why a call failed before its envelope could speak. */
type ApiFailure = 'timeout' | 'aborted' | 'network' | 'http' | 'malformed';

/**
 * What every call resolves to; the client never throws. `data` is the decoded data, or the
 * call's fallback whenever `ok` is false.
 */
export interface ApiResult<T> extends DecodeResult<T> {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Set when the failure came from transport, HTTP status or an undecodable body. */
  failure?: ApiFailure;
}

/** A form or JSON body; `undefined` values are left out of form bodies. */
type ApiBody = Record<string, string | number | boolean | undefined>;

/** Options of one call. */
export interface ApiRequestOptions {
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Overrides the client's timeout (e.g. analytics, 5000 ms). */
  timeoutMs?: number;
  /** Aborts the call (the result is then `failure: 'aborted'`). */
  signal?: AbortSignal;
  /** No generic error toast on failure (background calls). */
  silent?: boolean;
}

/** Options of one POST. */
export interface ApiPostOptions extends ApiRequestOptions {
  body?: ApiBody | unknown;
  /** Send the body as JSON instead of form-encoded. */
  json?: boolean;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Origin of the API; defaults to the page's origin. Required where there is no page (Node). */
  baseUrl?: string;
  /** Optional data path prefix put before every path (e.g. `/eu`). */
  pathPrefix?: string;
  /** Default timeout; spec 2 §7: 20 s. */
  timeoutMs?: number;
  /** Reads the csrf token; defaults to the `csrftoken` cookie (js-cookie). */
  readCsrfToken?: () => string | undefined;
}

/** The HTTP client: form-encoded, credentials included, csrf header, timeouts, never throws. */
export interface ApiClient {
  get<T>(path: string, decode: ResponseDecoder<T>, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  /** POSTs are never retried. */
  post<T>(path: string, decode: ResponseDecoder<T>, options?: ApiPostOptions): Promise<ApiResult<T>>;
}

function pageOrigin(): string | undefined {
  try {
    return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : undefined;
  } catch {
    return undefined;
  }
}

function buildUrl(base: string | undefined, prefix: string, path: string, query: ApiRequestOptions['query']): string {
  const relative = `${prefix.replace(/\/+$/, '')}${path}`;
  const url = new URL(relative, base ?? pageOrigin() ?? 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return base || pageOrigin() ? url.toString() : `${url.pathname}${url.search}`;
}

/**
 * The response to a GET the page's head script already started for `url`, or undefined when it
 * started none. It fails as a fetch would: with the request, or when `signal` aborts.
 */
function headStartResponse(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const started = takeHeadStart(new URL(url, pageOrigin() ?? 'http://localhost').href);
  if (!started) return undefined;
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  return Promise.race([started, aborted]);
}

function formBody(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return params;
}

/** Reads a body as JSON; `undefined` for empty, truncated or non-JSON bodies (e.g. HTML pages). */
async function readJson(response: Response): Promise<{ value: unknown; parsed: boolean }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { value: undefined, parsed: false };
  }
  try {
    return { value: JSON.parse(text) as unknown, parsed: true };
  } catch {
    return { value: undefined, parsed: false };
  }
}

/**
 * Creates the HTTP client. Every call resolves (never rejects) to an {@link ApiResult}; a failed
 * GET also raises the generic "request data error, please try later" toast through `onApiToast`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutDefault = options.timeoutMs ?? API_TIMEOUT_MS;
  const prefix = options.pathPrefix ?? '';

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    decode: ResponseDecoder<T>,
    opts: ApiPostOptions,
  ): Promise<ApiResult<T>> {
    const fallback = (failure: ApiFailure, status?: number): ApiResult<T> => {
      const result: ApiResult<T> = { ...decode(undefined), ok: false, failure };
      if (status !== undefined) result.status = status;
      return result;
    };
    const finish = (result: ApiResult<T>): ApiResult<T> => {
      const raisesToast = result.failure !== undefined && result.failure !== 'aborted';
      if (method === 'GET' && raisesToast && !opts.silent) {
        emitApiToast({ kind: 'error', message: GENERIC_GET_ERROR_MESSAGE });
      }
      return result;
    };

    const controller = new AbortController();
    let timedOut = false;
    const cancelTimeout = after(opts.timeoutMs ?? timeoutDefault, () => {
      timedOut = true;
      controller.abort();
    });
    const onCallerAbort = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);

    try {
      const headers = apiRequestHeaders(options.readCsrfToken);
      let body: string | URLSearchParams | undefined;
      if (method === 'POST') {
        if (opts.json) {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(opts.body ?? {});
        } else {
          headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
          body = formBody(opts.body).toString();
        }
      }
      const url = buildUrl(options.baseUrl, prefix, path, opts.query);
      let response: Response;
      try {
        // A GET the page's head script already started (@exchange/shell/boot) is not asked again.
        const started = method === 'GET' ? headStartResponse(url, controller.signal) : undefined;
        response = await (started ?? globalThis.fetch(url, {
          method,
          headers,
          body,
          credentials: 'include',
          signal: controller.signal,
        }));
      } catch {
        return finish(fallback(timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network'));
      }
      const { value, parsed } = await readJson(response);
      if (timedOut) return finish(fallback('timeout', response.status));
      if (!response.ok) {
        const decoded = parsed ? decode(value) : decode(undefined);
        return finish({ ...decoded, ok: false, status: response.status, failure: 'http' });
      }
      if (!parsed) return finish(fallback('malformed', response.status));
      const decoded: ApiResult<T> = { ...decode(value), status: response.status };
      // A body that parsed but has no recognisable envelope (no code, not ok) is malformed too.
      if (!decoded.ok && decoded.code === undefined && decoded.message === undefined) decoded.failure = 'malformed';
      return finish(decoded);
    } catch {
      return finish(fallback(timedOut ? 'timeout' : 'network'));
    } finally {
      cancelTimeout();
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    get: (path, decode, opts = {}) => send('GET', path, decode, opts),
    post: (path, decode, opts = {}) => send('POST', path, decode, opts),
  };
}
