/**
 * Requests a page's first render needs, started by a tiny script in the page's head while the
 * app's chunk is still downloading (@exchange/shell/boot is that script). The app's HTTP client
 * takes a started request for the URL it was about to ask for, instead of asking again.
 */

/** The global the head script fills: absolute URL -> its request's response (rejects as `fetch` does). */
export const HEAD_START_GLOBAL = '__exchangeHeadStart';

type HeadStartTable = Record<string, Promise<Response> | undefined>;

const scope = globalThis as Record<string, unknown>;

/**
 * Opens the table for the head script's requests: false when it is already there, because the
 * app started first (a visit with everything cached) or the script already ran; the script then
 * starts nothing.
 */
export function openHeadStart(): boolean {
  if (scope[HEAD_START_GLOBAL]) return false;
  scope[HEAD_START_GLOBAL] = {};
  return true;
}

/**
 * Starts a GET for `url` (absolute) with the app's credentials and `headers`, and keeps its
 * response for {@link takeHeadStart}. A failed request is the taker's to see, never unhandled.
 */
export function startHeadRequest(url: string, headers: Record<string, string>): void {
  const table = scope[HEAD_START_GLOBAL] as HeadStartTable | undefined;
  if (!table) return;
  const request = globalThis.fetch(url, { headers, credentials: 'include' });
  request.catch(() => undefined);
  table[url] = request;
}

/**
 * The head script's response for `url` (absolute), at most once: a response body can be read
 * only once, so a second caller gets `undefined` and asks the server itself.
 */
export function takeHeadStart(url: string): Promise<Response> | undefined {
  const table = scope[HEAD_START_GLOBAL] as HeadStartTable | undefined;
  const started = table?.[url];
  if (started && table) delete table[url];
  return started;
}

/**
 * Called as the app starts: from then on the head script (when it runs late, as it may on a
 * visit with everything cached) starts nothing, since the app asks for what it needs itself.
 */
export function closeHeadStart(): void {
  scope[HEAD_START_GLOBAL] ??= {};
}

/** The global where the head script leaves its decision about the first page for the app. */
const BOOT_DECISION_GLOBAL = '__exchangeBootDecision';

/**
 * Leaves the head script's decision about the first page (the shell's `decideBoot`) for the app,
 * which takes it instead of deciding again: one decision per page load, whoever runs first.
 */
export function leaveBootDecision(decision: object): void {
  scope[BOOT_DECISION_GLOBAL] = decision;
}

/** The decision {@link leaveBootDecision} left, at most once (a later page decides afresh). */
export function takeBootDecision(): unknown {
  const decision = scope[BOOT_DECISION_GLOBAL];
  delete scope[BOOT_DECISION_GLOBAL];
  return decision;
}
