import type { ApiPathName } from '@exchange/api';

/** Decision: the site-tip check runs on the withdraw pages (where the `withdraw-tips` scenario's tip belongs). */
const SITE_TIP_PATH_PREFIXES: readonly string[] = ['/myaccount/withdraw'];

/** True when the (unprefixed) page should ask the site-tip check. */
export function shouldCheckSiteTip(pathname: string): boolean {
  return SITE_TIP_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The endpoint method of the site's footer tips call (first spec §7; the site config names the path). */
export function siteTipEndpoint(footerTipsCheck: ApiPathName): 'getFooterTipsJsonSvr' | 'getFooterTipsKyc' {
  return footerTipsCheck === 'footerTipsCheckJsonSvr' ? 'getFooterTipsJsonSvr' : 'getFooterTipsKyc';
}
