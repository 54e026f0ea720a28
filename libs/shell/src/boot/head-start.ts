/**
 * The page's head script: starts the first render's requests while the app's chunk is still
 * downloading. Without it the catalogues and the session calls go out only once the app's chunk
 * has downloaded and run, and the translated first paint waits for that chunk and then for the
 * network in turn. It loads `async` beside the app's chunk as a bundle of its own (built from this
 * folder's entries, sharing no chunk with the app) and puts each request in the platform's table
 * (takeHeadStart), which the app's HTTP client takes from instead of asking again. A guess that
 * misses costs one request and nothing else: only an exact URL match is taken. It also preloads
 * the chunks of the lazy page the path opens, as `modulepreload` links the app's own preload of
 * the same files then finds.
 *
 * What the page is (its language, not-found, login, calls) is the boot's one decision
 * (boot-decision.ts), which the script leaves for the app; the rest is the app's own rules: the
 * route match, the catalogue folders and bundleUrl, and the API client's headers.
 */
import { apiRequestHeaders } from '@exchange/api';
import { after, onNextFrame, openHeadStart, startHeadRequest } from '@exchange/platform';
import { parseRuntimeEnv, routeFor, RUNTIME_ENV_ELEMENT_ID } from '@exchange/site-registry';
import { bundleUrl, firstLoadCatalogues, I18N_NAMESPACES } from '../i18n/catalogues';
import { catalogueLocale } from '../i18n/load-messages';
import { decideAndLeave, type BootDecision } from './boot-decision';
import type { HeadStartBuild } from './build-data';

/** The head script's plan for one page: the chunks to preload and the paths and URLs to request, in order. */
export interface HeadStartPlan {
  preloads: readonly string[];
  requests: readonly string[];
}

/**
 * What the head script starts on the page `decision` describes: the catalogues of its language
 * (on `cdnBase`, the deployment's, else the registry's), the session calls the boot decided, and
 * the chunks of the page the path opens (the not-found page on every path the app shows as not
 * found, an unknown one or a hidden feature's).
 */
export function planHeadStart(decision: BootDecision, data: HeadStartBuild, cdnBase?: string): HeadStartPlan {
  const { site } = data;
  const cdn = cdnBase ?? site.cdnBase;
  const catalogues = firstLoadCatalogues(catalogueLocale(decision.locale)).flatMap((code) => I18N_NAMESPACES.map((namespace) => bundleUrl(cdn, code, namespace, data.build)));
  const pageId = decision.notFound ? 'notFound' : routeFor(decision.rest, site)?.page;
  return {
    preloads: (pageId && data.pageChunks[pageId]) || [],
    requests: [...catalogues, ...decision.calls],
  };
}

/** Runs the head script on the current page: decides it (for the app too), preloads its page's chunks and starts its requests. */
export function startFirstRequests(data: HeadStartBuild): void {
  if (!openHeadStart()) return;
  const env = parseRuntimeEnv(document.getElementById(RUNTIME_ENV_ELEMENT_ID)?.textContent);
  const plan = planHeadStart(decideAndLeave(data.site), data, env.cdnBase);
  const headers = apiRequestHeaders();
  for (const request of plan.requests) startHeadRequest(new URL(request, location.href).href, headers);
  // The page's chunks once the page has painted (the frame, then the task after it), as the boot
  // script does the first-load ones: a `modulepreload` asked for before the first paint is
  // render-blocking in Lighthouse's simulation of it, and the prerendered page needs no script to paint.
  onNextFrame(() =>
    after(0, () => {
      for (const href of plan.preloads) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        link.setAttribute('data-head-start', '');
        document.head.appendChild(link);
      }
    }),
  );
}
