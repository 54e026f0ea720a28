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
 * Every decision is the app's own rule: the route table's not-found decision and route match,
 * shouldFetchUserInfo, the login cookies, the locale prefix, the catalogue folders and bundleUrl,
 * and the API client's headers.
 */
import { apiRequestHeaders, API_PATHS } from '@exchange/api';
import { openHeadStart, readCookie, startHeadRequest } from '@exchange/platform';
import {
  isNotFoundPath,
  parseRuntimeEnv,
  routeFor,
  RUNTIME_ENV_ELEMENT_ID,
  siteLanguagesOf,
  splitLocalePrefixOf,
} from '@exchange/site-registry';
import { bundleUrl, firstLoadCatalogues, I18N_NAMESPACES } from '../i18n/catalogues';
import { catalogueLocale } from '../i18n/load-messages';
import { isLoggedInByCookies, LOGIN_COOKIES, shouldFetchUserInfo } from '../store/session-rules';
import type { HeadStartBuild } from './build-data';

/** The calls every page starts (the shell's compliance check and site settings). */
const PAGE_CALLS = [API_PATHS.complianceCheck, API_PATHS.siteSettings] as const;
/** The shell's user calls (userSessionRequested), started where it makes them. */
const USER_CALLS = [API_PATHS.userInfo, API_PATHS.userTier, API_PATHS.totalFunds] as const;

/** What a page, as the head script sees it, holds. */
export interface HeadStartPage {
  /** The page's path (`location.pathname`). */
  pathname: string;
  /** The deployment's CDN base, when its env block names one. */
  cdnBase?: string;
  /** Both login cookies are there. */
  loggedIn: boolean;
}

/** The head script's plan for one page: the chunks to preload and the paths and URLs to request, in order. */
export interface HeadStartPlan {
  preloads: readonly string[];
  requests: readonly string[];
}

/**
 * What the head script starts on `page`. The first render's language is the path's prefix where
 * the site serves it (the app redirects every other prefix, and an unprefixed path is the default
 * language whatever the lang cookie says). Every page starts the compliance and settings calls; a
 * logged-in visitor's page also starts the user calls wherever the shell asks for them
 * (shouldFetchUserInfo: never on the not-found page, nor on the sign-up and login pages).
 */
export function planHeadStart(page: HeadStartPage, data: HeadStartBuild): HeadStartPlan {
  const { site } = data;
  const split = splitLocalePrefixOf(page.pathname, site);
  const served = split.hasPrefix && siteLanguagesOf(site).includes(split.locale);
  const folder = catalogueLocale(served ? split.locale : site.defaultLang);
  const cdn = page.cdnBase ?? site.cdnBase;
  const catalogues = firstLoadCatalogues(folder).flatMap((code) => I18N_NAMESPACES.map((namespace) => bundleUrl(cdn, code, namespace, data.build)));
  const notFound = isNotFoundPath(split.rest, site);
  const userCalls = page.loggedIn && shouldFetchUserInfo(split.rest, notFound) ? USER_CALLS : [];
  // Every path the app shows as not found (an unknown one, a hidden feature's) opens the not-found page.
  const pageId = notFound ? 'notFound' : routeFor(split.rest, site)?.page;
  return {
    preloads: (pageId && data.pageChunks[pageId]) || [],
    requests: [...catalogues, ...PAGE_CALLS, ...userCalls],
  };
}

/** Runs the head script on the current page: preloads its page's chunks and starts its requests. */
export function startFirstRequests(data: HeadStartBuild): void {
  if (!openHeadStart()) return;
  const env = parseRuntimeEnv(document.getElementById(RUNTIME_ENV_ELEMENT_ID)?.textContent);
  const plan = planHeadStart(
    { pathname: location.pathname, cdnBase: env.cdnBase, loggedIn: isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname)) },
    data,
  );
  for (const href of plan.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.setAttribute('data-head-start', '');
    document.head.appendChild(link);
  }
  const headers = apiRequestHeaders();
  for (const request of plan.requests) startHeadRequest(new URL(request, location.href).href, headers);
}
