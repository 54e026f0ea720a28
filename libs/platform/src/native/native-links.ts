import { WEBVIEW_DISABLE_INTERCEPT } from '../constants';
import { splitLocalePrefix, type SiteRef } from '@exchange/site-registry';
import { resolveLink } from '../links/link-policy';
import { deepLinks, meetsVersionGate, type NativeAppInfo } from './native-bridge';

/**
 * Web pages whose native screen the app opens instead (second spec §2 "In native apps, deep-link
 * targets open native screens"). Activity pages open in the app's web activity wrapper, which
 * keeps the page but gives it the app's title bar and back button.
 */
const ACTIVITY_PREFIXES = ['/activity', '/rewards_hub', '/competition', '/candy-drop'] as const;


function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function segments(path: string, prefix: string): string[] {
  return path.slice(prefix.length).split('/').filter(Boolean).map(decodeURIComponent);
}

/** Query parameters the native signup activity takes from a /signup link (spec 2 §2: ref_uid, ch). */
const SIGNUP_QUERY = ['ref_uid', 'ch'] as const;

function sameOriginUrl(href: string, origin: string): URL | null {
  try {
    const url = new URL(href, origin);
    return url.origin === new URL(origin).origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The native login or signup activity for a same-origin `/login` or `/signup` address (any
 * language prefix), or `null`: app webviews open native login/signup (spec 2 §4). Only the entry
 * pages: /login/reset, /login/rebind and /bind stay web flows.
 */
export function nativeEntryLinkFor(href: string, site: SiteRef, origin: string): string | null {
  const url = sameOriginUrl(href, origin);
  if (!url) return null;
  const path = splitLocalePrefix(url.pathname, site).rest.replace(/\/+$/, '') || '/';
  if (path === '/login') return deepLinks.login();
  if (path !== '/signup') return null;
  const query: { ref_uid?: string; ch?: string } = {};
  for (const name of SIGNUP_QUERY) {
    const value = url.searchParams.get(name);
    if (value) query[name] = value;
  }
  return deepLinks.signup(query);
}

/**
 * The deep link a link to `href` opens inside the native app, or `null` when the web page should
 * load as usual: on the plain web (`app` undefined), for pages with no native screen, and for
 * alpha and pilot when the app is older than their version gate (second spec §5; the web page is
 * the fallback), and for links that carry the disable-intercept flag. `href` is a same-origin URL or path; `origin` resolves relative ones.
 */
export function nativeLinkFor(href: string, app: NativeAppInfo | undefined, site: SiteRef, origin: string): string | null {
  if (!app) return null;
  const page = resolveLink(href, { origin });
  if (page?.kind !== 'path') return null;
  const url = new URL(page.href, origin);
  if (url.searchParams.get(WEBVIEW_DISABLE_INTERCEPT.param) === WEBVIEW_DISABLE_INTERCEPT.value) return null;
  const path = splitLocalePrefix(url.pathname, site).rest.replace(/\/+$/, '') || '/';
  if (under(path, '/trade')) return deepLinks.tradeHome(segments(path, '/trade')[0]);
  if (under(path, '/futures')) {
    const [settle, contract] = segments(path, '/futures');
    return deepLinks.futuresHome(contract, settle);
  }
  if (path === '/login' || path === '/signup') return nativeEntryLinkFor(url.href, site, origin);
  if (path === '/myaccount/kyc_home') return deepLinks.kycHome();
  if (under(path, '/strategybot')) return deepLinks.strategyHome();
  if (under(path, '/alpha')) return meetsVersionGate('alpha', app) ? deepLinks.memeboxHome(segments(path, '/alpha')[0]) : null;
  if (under(path, '/pilot')) return meetsVersionGate('pilot', app) ? deepLinks.pilotHome() : null;
  if (ACTIVITY_PREFIXES.some((prefix) => under(path, prefix))) return deepLinks.webActivity(url.href);
  return null;
}
