/**
 * Requests a page's first render needs, started by a tiny script in the page's head while the
 * app's chunk is still downloading (tools/vite/head-start.ts writes that script). The app's HTTP
 * client takes a started request for the URL it was about to ask for, instead of asking again.
 */

/** The global the head script fills: absolute URL -> its request's response (rejects as `fetch` does). */
export const HEAD_START_GLOBAL = '__exchangeHeadStart';

type HeadStartTable = Record<string, Promise<Response> | undefined>;

/**
 * The head script's response for `url` (absolute), at most once: a response body can be read
 * only once, so a second caller gets `undefined` and asks the server itself.
 */
export function takeHeadStart(url: string): Promise<Response> | undefined {
  const table = (globalThis as Record<string, unknown>)[HEAD_START_GLOBAL] as HeadStartTable | undefined;
  const started = table?.[url];
  if (started && table) delete table[url];
  return started;
}

/**
 * Called as the app starts: from then on the head script (when it runs late, as it may on a
 * visit with everything cached) starts nothing, since the app asks for what it needs itself.
 */
export function closeHeadStart(): void {
  const scope = globalThis as Record<string, unknown>;
  scope[HEAD_START_GLOBAL] ??= {};
}
