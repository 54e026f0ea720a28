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

/**
 * The deep link a link to `href` opens inside the native app, or `null` when the web page should
 * load as usual: on the plain web (`app` undefined), for pages with no native screen, and for
 * alpha and pilot when the app is older than their version gate (second spec §5; the web page is
 * the fallback). `href` is a same-origin URL or path; `origin` resolves relative ones.
 */
export function nativeLinkFor(href: string, app: NativeAppInfo | undefined, site: SiteRef, origin: string): string | null {
  if (!app) return null;
  const page = resolveLink(href, { origin });
  if (page?.kind !== 'path') return null;
  const url = new URL(page.href, origin);
  const path = splitLocalePrefix(url.pathname, site).rest.replace(/\/+$/, '') || '/';
  if (under(path, '/trade')) return deepLinks.tradeHome(segments(path, '/trade')[0]);
  if (under(path, '/futures')) {
    const [settle, contract] = segments(path, '/futures');
    return deepLinks.futuresHome(contract, settle);
  }
  if (path === '/myaccount/kyc_home') return deepLinks.kycHome();
  if (under(path, '/strategybot')) return deepLinks.strategyHome();
  if (under(path, '/alpha')) return meetsVersionGate('alpha', app) ? deepLinks.memeboxHome(segments(path, '/alpha')[0]) : null;
  if (under(path, '/pilot')) return meetsVersionGate('pilot', app) ? deepLinks.pilotHome() : null;
  if (ACTIVITY_PREFIXES.some((prefix) => under(path, prefix))) return deepLinks.webActivity(url.href);
  return null;
}
