import { useEffect, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { decodePageDownloadLinks, lazyFallback, type PageDownloadLinks } from '@exchange/api';
import { Bar, Button, useStyles } from '@exchange/ui';
import { useApi } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { BOTTOM_BARS_HEIGHT_VAR } from '../constants';
import { appBannerTarget } from './app-banner-target';

const emptyLinks: () => PageDownloadLinks = lazyFallback(decodePageDownloadLinks);

/** Props of {@link BannerContent}. */
export interface BannerContentProps {
  pathname: string;
  locale: string;
  appDownloadPath: string;
  isAndroid: boolean;
  onClose: () => void;
}

/**
 * The shown app-download banner (loaded on first show by {@link import('./app-download-banner').AppDownloadBanner}):
 * fetches the page's download links and renders the bar with its link.
 */
export function BannerContent(props: BannerContentProps): ReactNode {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const api = useApi();
  const localize = useLocalizedPath();
  const [links, setLinks] = useState(emptyLinks);
  useEffect(() => {
    const controller = new AbortController();
    void api.getPageDownloadLinks({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setLinks(result.data);
    });
    return () => controller.abort();
  }, [api]);
  const target = appBannerTarget(links, { ...props, appDownloadPath: localize(props.appDownloadPath), origin: location.origin });
  return (
    <div css={styles.dock}>
      <Bar
        label={intl.formatMessage({ id: 'shell.appBanner.label', defaultMessage: 'Download the app' })}
        inline
        compact
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
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    // Sticky in the flow after the page, not fixed: at the foot of the page it has a place of its
    // own (above the compliance bars') and covers nothing; elsewhere it rides above those bars.
    dock: css({
      position: 'sticky',
      insetBlockEnd: `var(${BOTTOM_BARS_HEIGHT_VAR}, 0px)`,
      zIndex: theme.zIndex.bar,
      boxShadow: theme.shadows.overlay,
    }),
    text: css({ fontSize: theme.typography.fontSize.sm, fontWeight: theme.typography.fontWeight.medium }),
  };
}
