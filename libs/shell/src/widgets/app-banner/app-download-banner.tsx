import { Suspense, type ReactNode } from 'react';
import { appDownloadPath } from '@exchange/site-registry';
import { useLocale, useSite } from '../../context/shell-context';
import { deferUntilPainted, readStored, useHydratedState, usePainted, writeStored } from '@exchange/platform';
import { selectComplianceLimit } from '../../store/compliance-slice';
import { useAppSelector } from '../../store/store';
import { APP_BANNER_CLOSED_KEY } from '../constants';
import { currentUserAgent, isAndroidUserAgent, isNativeAppUserAgent } from '../native-app';
import { useSitePath } from '../../context/use-site-path';
import { useViewportWidth } from '../use-viewport-width';
import { LazyBannerContent } from '../lazy-parts';
import { shouldShowAppBanner } from './app-banner-rules';

/** Props of {@link AppDownloadBanner}; the defaults read the page (stories and tests override). */
export interface AppDownloadBannerProps {
  /** Default: the user agent says so. */
  isNativeApp?: boolean;
  /** Default: the user agent says Android. */
  isAndroid?: boolean;
  /** Default: the live viewport width (stories pin it). */
  viewportWidth?: number;
}

/**
 * The mobile app-download banner. Whether it shows is {@link shouldShowAppBanner}'s answer; its
 * link follows the page's entry of `/js/tool/page_download_links.json`. Closing it is remembered.
 */
export function AppDownloadBanner({ isNativeApp, isAndroid, viewportWidth: pinnedWidth }: AppDownloadBannerProps): ReactNode {
  const site = useSite();
  const locale = useLocale();
  const pathname = useSitePath();
  const liveWidth = useViewportWidth();
  const viewportWidth = pinnedWidth ?? liveWidth;
  const limit = useAppSelector(selectComplianceLimit);
  // A bar fixed over the page's foot, not part of the first paint: it mounts after it.
  const painted = usePainted();
  const [closedByUser, setClosedByUser] = useHydratedState(() => readStored(APP_BANNER_CLOSED_KEY) === '1', false);
  const userAgent = currentUserAgent();
  const show = shouldShowAppBanner({
    viewportWidth,
    siteKey: site.key,
    isUkLimited: limit.is_uk_limit,
    hiddenAppDownload: site.hiddenAppDownload,
    pathname,
    isNativeApp: isNativeApp ?? isNativeAppUserAgent(userAgent),
    closedByUser,
  });
  if (!show) return null;
  if (!painted) {
    // Only a visitor who will see it fetches its code (after the paint, with the other parts).
    deferUntilPainted(LazyBannerContent.preload);
    return null;
  }
  const close = () => {
    writeStored(APP_BANNER_CLOSED_KEY, '1');
    setClosedByUser(true);
  };
  return (
    // The bar body (links fetch, bar, button) loads on first show; shouldShowAppBanner stays in the first load.
    <Suspense fallback={null}>
      <LazyBannerContent
        pathname={pathname}
        locale={locale}
        appDownloadPath={appDownloadPath(site)}
        isAndroid={isAndroid ?? isAndroidUserAgent(userAgent)}
        onClose={close}
      />
    </Suspense>
  );
}
