/**
 * The boot's one decision about the first page: its language, whether the language rule sends it
 * elsewhere, whether the route table shows it as not found, whether the visitor has the login
 * cookies, and the session calls it starts. Made once per page load: by the head script when it
 * runs first (it leaves the decision for the app, see {@link firstPageDecision}), else by the
 * app's boot, with the same function, from the same cookies.
 */
import { API_PATHS } from '@exchange/api';
import { leaveBootDecision, readCookie, takeBootDecision } from '@exchange/platform';
import { isNotFoundPath, languageRedirectOf, splitLocalePrefixOf, type LocaleCode } from '@exchange/site-registry';
import { LANG_COOKIE } from '../i18n/lang-cookie';
import { isLoggedInByCookies, LOGIN_COOKIES, shouldFetchUserInfo } from '../store/session-rules';
import type { HeadStartSite } from './build-data';

/** The calls every page starts (the shell's compliance check and site settings). */
const PAGE_CALLS = [API_PATHS.complianceCheck, API_PATHS.siteSettings] as const;
/** The shell's user calls (userSessionRequested), on the pages where it makes them. */
const USER_CALLS = [API_PATHS.userInfo, API_PATHS.userTier, API_PATHS.totalFunds] as const;

/** What the browser says about the first page: its path and the cookies that decide it. */
export interface BootFacts {
  /** `location.pathname`. */
  pathname: string;
  /** The `lang` cookie (an unserved one is reset by the language rule). */
  langCookie: string | null | undefined;
  /** Both login cookies are there. */
  loggedIn: boolean;
}

/** The first page as the boot decided it. */
export interface BootDecision {
  /** The path it was decided for. */
  pathname: string;
  /** The first render's language: the path's where the site serves it, else the site's default. */
  locale: LocaleCode;
  /** The first render is the language redirect (spec 2 §5), not the page the server sent. */
  redirects: boolean;
  /** The first page's path without its language prefix. */
  rest: string;
  /** The route table shows the first page as not found. */
  notFound: boolean;
  /** Both login cookies are there. */
  loggedIn: boolean;
  /** The session calls the first page starts, in order: every page's two, then the user's where the shell asks for them. */
  calls: readonly string[];
}

/**
 * Decides the first page from `facts` on `site` (only its own entry: the head script holds no
 * registry). The language follows the language redirect, so a page the app sends elsewhere is
 * decided in the language it lands in; the user calls go out only where the shell makes them
 * (shouldFetchUserInfo: never on the not-found page nor on the sign-up and login pages).
 */
export function decideBoot(facts: BootFacts, site: HeadStartSite): BootDecision {
  const redirect = languageRedirectOf(facts.pathname, facts.langCookie, site);
  const redirects = redirect !== null && redirect.redirectTo !== facts.pathname;
  const { locale, rest } = splitLocalePrefixOf(redirect ? redirect.redirectTo : facts.pathname, site);
  const notFound = isNotFoundPath(rest, site);
  const userCalls = facts.loggedIn && shouldFetchUserInfo(rest, notFound) ? USER_CALLS : [];
  return { pathname: facts.pathname, locale, redirects, rest, notFound, loggedIn: facts.loggedIn, calls: [...PAGE_CALLS, ...userCalls] };
}

/** The facts of the page the browser has open now. */
export function readBootFacts(): BootFacts {
  return {
    pathname: location.pathname,
    langCookie: readCookie(LANG_COOKIE),
    loggedIn: isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname)),
  };
}

/** The head script's side: decides the open page and leaves the decision for the app. */
export function decideAndLeave(site: HeadStartSite): BootDecision {
  const decision = decideBoot(readBootFacts(), site);
  leaveBootDecision(decision);
  return decision;
}

/**
 * The app's side: the decision the head script left for this page, or (the script has not run,
 * as on a visit with everything cached, or it ran on another path) the same decision made now.
 */
export function firstPageDecision(site: HeadStartSite): BootDecision {
  const left = takeBootDecision() as BootDecision | undefined;
  return left?.pathname === location.pathname ? left : decideBoot(readBootFacts(), site);
}
