import { useEffect, useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { decodePageDownloadLinks, type PageDownloadLinks } from '@exchange/api';
import { appDownloadPath } from '@exchange/site-registry';
import { Bar, Button } from '@exchange/ui';
import { useApi, useLocale, useSite } from '../../app-shell/shell-context';
import { useLocalizedPath } from '../../app-shell/use-localized-path';
import { readStored, writeStored } from '../../storage/local-storage';
import { selectComplianceLimit } from '../../store/compliance-slice';
import { useAppSelector } from '../../store/store';
import { APP_BANNER_CLOSED_KEY } from '../constants';
import { currentUserAgent, isAndroidUserAgent, isNativeAppUserAgent } from '../native-app';
import { useSitePath } from '../use-site-path';
import { useViewportWidth } from '../use-viewport-width';
import { appBannerTarget, shouldShowAppBanner } from './app-banner-rules';

const EMPTY_LINKS: PageDownloadLinks = decodePageDownloadLinks(null);

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
  const [closedByUser, setClosedByUser] = useState(() => readStored(APP_BANNER_CLOSED_KEY) === '1');
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
  const close = () => {
    writeStored(APP_BANNER_CLOSED_KEY, '1');
    setClosedByUser(true);
  };
  return (
    <BannerContent
      pathname={pathname}
      locale={locale}
      appDownloadPath={appDownloadPath(site)}
      isAndroid={isAndroid ?? isAndroidUserAgent(userAgent)}
      onClose={close}
    />
  );
}

function BannerContent(props: { pathname: string; locale: string; appDownloadPath: string; isAndroid: boolean; onClose: () => void }): ReactNode {
  const styles = getStyles(useTheme());
  const intl = useIntl();
  const api = useApi();
  const localize = useLocalizedPath();
  const [links, setLinks] = useState(EMPTY_LINKS);
  useEffect(() => {
    const controller = new AbortController();
    void api.getPageDownloadLinks({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setLinks(result.data);
    });
    return () => controller.abort();
  }, [api]);
  const target = appBannerTarget(links, { ...props, appDownloadPath: localize(props.appDownloadPath) });
  return (
    <Bar
      label={intl.formatMessage({ id: 'shell.appBanner.label', defaultMessage: 'Download the app' })}
      onClose={props.onClose}
      action={
        <Button href={target.href} size="sm" data-channel={target.channel}>
          {intl.formatMessage({ id: 'shell.appBanner.download', defaultMessage: 'Download' })}
        </Button>
      }
    >
      <span css={styles.text}>
        {intl.formatMessage({ id: 'shell.appBanner.text', defaultMessage: 'Trade anytime, anywhere with our app' })}
      </span>
    </Bar>
  );
}

function getStyles(theme: Theme) {
  return {
    text: css({ fontSize: theme.typography.fontSize.sm, fontWeight: theme.typography.fontWeight.medium }),
  };
}
