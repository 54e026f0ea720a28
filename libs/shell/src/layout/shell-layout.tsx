import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { ReplacedRouteGate } from '../regional/regional-link/replaced-route-gate';
import { useStyles } from '@exchange/ui';

/**
 * Page frame: skip link, header, main content, footer, overlays. A route the site replaces shows
 * its replacement page as the main content (ReplacedRouteGate).
 */
export function ShellLayout({
  header,
  footer,
  overlays,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  overlays: ReactNode;
  children: ReactNode;
}): ReactNode {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.frame}>
      {/* The bars in the overlays come after the viewport-high page, not inside it: when one
          appears it covers the footer's bottom instead of lifting the footer (a layout shift). */}
      <div css={styles.page}>
        <a href="#main-content" css={styles.skip}>
          <FormattedMessage id="shell.layout.skipToContent" defaultMessage="Skip to content" />
        </a>
        {header}
        <main id="main-content" css={styles.main} tabIndex={-1}>
          <ReplacedRouteGate>{children}</ReplacedRouteGate>
        </main>
        {footer}
      </div>
      {overlays}
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    frame: css({
      background: theme.colors.background,
      color: theme.colors.text,
    }),
    page: css({
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
    }),
    main: css({ flex: 1, width: '100%', maxWidth: theme.breakpoints.lg, marginInline: 'auto', paddingInline: theme.spacing[4], paddingBlock: theme.spacing[6], outline: 'none' }),
    skip: css({
      position: 'absolute',
      insetInlineStart: theme.spacing[2],
      insetBlockStart: -48,
      background: theme.colors.surface,
      color: theme.colors.text,
      padding: theme.spacing[2],
      zIndex: theme.zIndex.toast,
      '&:focus': { insetBlockStart: theme.spacing[2] },
    }),
  };
}
