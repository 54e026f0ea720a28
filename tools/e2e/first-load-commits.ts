/**
 * The re-render guard: counts React commits until a page's first load has settled,
 * through `__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot` (React's <Profiler> does nothing in
 * a production build; react-dom calls this hook in every build when it finds it at start-up).
 *
 * The count is made deterministic by the page, not by time: the embedded backend answers the
 * first-load calls one at a time in a fixed order (cookie `mock_answer_order`, see
 * tools/backend/answer-order.ts), the translation CDN is refused at once (it does not resolve in
 * the preview; refused, the origin answers right away), and the market stream is a silent socket.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { ANSWER_ORDER_COOKIE, FIRST_LOAD_ANSWER_ORDER } from '../backend/answer-order';

/**
 * Most React commits home may take for a visitor until its first load settles. It once
 * took 9 (10 when two lazy chunks arrived apart): mount, translations, compliance "loading",
 * login judged, an empty commit, compliance answer, settings, three lazy parts, scenarios. Now 6:
 * mount; translations (the compliance call goes out before the first render, and its answer
 * usually lands here); settings; the parts deferred past the first paint (popup, bars, banner,
 * footer menu, route title, live markets list; libs/platform/src/clock/first-paint.ts) in one
 * transition; the markets list's data; the dev toolbar's scenarios. One more when the compliance
 * answer misses the translations' commit. The market socket is silent here.
 */
export const FIRST_LOAD_COMMIT_LIMIT = 7;

/** The load counts as settled after this long without a commit, once every listed call was answered. */
const SETTLE_QUIET_MS = 1_000;
/** Longest the first listed answer waits for the translations (a page that asks for none). */
const TRANSLATIONS_WAIT_MAX_MS = 5_000;
/** Longest a first load may take to settle before the count fails anyway. */
const SETTLE_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    /** `performance.now()` of each React commit, in order. */
    __firstLoadCommits?: number[];
  }
}

/** Installs the commit counter before any page script runs (react-dom reads the hook at start-up). */
export async function installCommitCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const commits: number[] = [];
    window.__firstLoadCommits = commits;
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {
        commits.push(performance.now());
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

/**
 * Sets the context up for a deterministic first load: fixed answer order (a token per call, so
 * parallel tests never share a sequence), the CDN refused, the market stream silent.
 */
export async function prepareDeterministicFirstLoad(context: BrowserContext, baseURL: string): Promise<void> {
  const token = `commits-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await context.addCookies([{ name: ANSWER_ORDER_COOKIE, value: token, url: baseURL }]);
  await context.route(/^https:\/\/static\.gate\.example\//, (route) => route.abort('connectionrefused'));
  // The first listed answer goes out only once the translations are in, so it never lands in their
  // commit on one run and in a commit of its own on the next (the race made the count 6 to 9).
  const translations = { pending: 0, finished: 0 };
  const isTranslation = (url: string) => new URL(url).pathname.startsWith('/locales/') && url.startsWith(baseURL);
  context.on('request', (request) => {
    if (isTranslation(request.url())) translations.pending += 1;
  });
  const settle = (request: { url(): string }) => {
    if (!isTranslation(request.url())) return;
    translations.pending -= 1;
    translations.finished += 1;
  };
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  const firstAnswer = new URL(FIRST_LOAD_ANSWER_ORDER[0]!, baseURL).href;
  await context.route((url) => url.href.startsWith(firstAnswer), async (route) => {
    const started = Date.now();
    while ((translations.finished === 0 || translations.pending > 0) && Date.now() - started < TRANSLATIONS_WAIT_MAX_MS) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await route.continue();
  });
  // Left out of the count: the socket opens (no reconnect loop) and never says anything.
  await context.routeWebSocket(/\/ws\/market/, () => undefined);
}

/** Result of {@link countFirstLoadCommits}. */
export interface FirstLoadCommits {
  count: number;
  /** ms since navigation start of each commit, for the failure message. */
  at: number[];
}

/** Loads `path` and counts commits until every listed first-load call was answered and the page is quiet. */
export async function countFirstLoadCommits(page: Page, path: string, listed: readonly string[] = FIRST_LOAD_ANSWER_ORDER): Promise<FirstLoadCommits> {
  const answered = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (listed.includes(pathname)) answered.add(pathname);
  });
  await page.goto(path);
  const started = Date.now();
  let last = -1;
  let quietSince = Date.now();
  for (;;) {
    const count = await page.evaluate(() => window.__firstLoadCommits?.length ?? -1);
    if (count !== last) {
      last = count;
      quietSince = Date.now();
    }
    if (answered.size === listed.length && Date.now() - quietSince >= SETTLE_QUIET_MS) break;
    if (Date.now() - started > SETTLE_TIMEOUT_MS) {
      throw new Error(`first load of ${path} did not settle in ${SETTLE_TIMEOUT_MS} ms (answered: ${[...answered].join(', ') || 'none'})`);
    }
    await page.waitForTimeout(100);
  }
  const at = await page.evaluate(() => (window.__firstLoadCommits ?? []).map((t) => Math.round(t)));
  if (at.length === 0) throw new Error('no React commit seen: the devtools hook was not installed before react-dom started');
  return { count: at.length, at };
}

/** The guard itself: passes when `count` is within `limit`, and says why not otherwise. */
export function checkFirstLoadCommits(result: FirstLoadCommits, limit = FIRST_LOAD_COMMIT_LIMIT): { ok: boolean; message: string } {
  const ok = result.count <= limit;
  const message = ok
    ? `${result.count} React commits until the first load settled (limit ${limit})`
    : `${result.count} React commits until the first load settled, over the limit of ${limit} (at ${result.at.join(', ')} ms): ` +
      'something renders the tree again as a first-load answer arrives; batch it with another answer, preload the lazy part, or start from the known state';
  return { ok, message };
}
