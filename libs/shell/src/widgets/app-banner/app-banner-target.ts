import type { PageDownloadLinks } from '@exchange/api';
import { resolveLink } from '@exchange/platform';
import { APP_DOWNLOAD_HOSTS } from '@exchange/site-registry';
import { downloadLinkForPath } from './app-banner-rules';

// Apart from the show rule: only the banner's lazy body builds its link, so the link policy
// stays off the first load.
/** Where the banner's button goes. */
export interface AppBannerTarget {
  /** The download page with the h5 channel (`ch`), or the Android package. */
  href: string;
  /** The channel value used (h5 block's `c`), empty when none. */
  channel: string;
}

/**
 * The banner's link: Android phones get the APK (china_apk for Chinese locales, overseas_apk
 * otherwise) when configured on an app-download host (the link policy); everyone else the app-download page with the page's h5 channel.
 */
export function appBannerTarget(
  links: PageDownloadLinks,
  input: { pathname: string; appDownloadPath: string; isAndroid: boolean; locale: string; origin: string },
): AppBannerTarget {
  const channel = downloadLinkForPath(links, input.pathname)?.h5.c ?? '';
  const apk = resolveLink(input.locale.startsWith('zh') ? links.china_apk : links.overseas_apk, { origin: input.origin, externalHosts: APP_DOWNLOAD_HOSTS });
  if (input.isAndroid && apk) return { href: apk.href, channel };
  const href = channel ? `${input.appDownloadPath}?ch=${encodeURIComponent(channel)}` : input.appDownloadPath;
  return { href, channel };
}
