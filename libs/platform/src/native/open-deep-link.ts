import { resolveLink } from '../links/link-policy';
import { logPlatformError } from '../monitoring/log-platform-error';

/**
 * Navigates to a deep link, once the link policy took it for a native screen (a web view's page
 * on this site); anything else is logged and not opened. Never throws.
 */
export function openDeepLink(url: string, win: Pick<Window, 'location'> | undefined = globalThis.window): void {
  try {
    const origin = win?.location.origin ?? globalThis.location?.origin ?? '';
    const link = resolveLink(url, { origin, native: true });
    if (link?.kind !== 'native') throw new Error('not a deep link to a native screen');
    win?.location.assign(link.href);
  } catch (error) {
    logPlatformError('native-bridge', error);
  }
}
