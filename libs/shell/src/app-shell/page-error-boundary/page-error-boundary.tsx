import { css, type Theme } from '@emotion/react';
import type { ErrorInfo, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorBoundary, ErrorScreen, useStyles } from '@exchange/ui';
import { logPlatformError } from '@exchange/platform';

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  children?: ReactNode;
  /** Reloads the page; injectable for tests and stories. */
  reload?: () => void;
}

/**
 * What a page that crashed or whose code failed to download shows, inside the header and footer:
 * a message and a Reload button, so one broken page never leaves the visitor with a blank screen.
 */
export function PageErrorScreen({ reload }: { reload?: () => void }): ReactNode {
  const styles = useStyles(getStyles);
  return (
    <ErrorScreen css={styles.screen} reload={reload} actionLabel={<FormattedMessage id="shell.pageError.reload" defaultMessage="Reload" />}>
      <h1 css={styles.title}>
        <FormattedMessage id="shell.pageError.title" defaultMessage="This page could not be shown" />
      </h1>
      <p css={styles.text}>
        <FormattedMessage id="shell.pageError.body" defaultMessage="Check your connection and reload the page. Your account and orders are not affected." />
      </p>
    </ErrorScreen>
  );
}

function reportPageError(error: unknown, info: ErrorInfo): void {
  logPlatformError('page', { error, componentStack: info.componentStack });
}

function reportOverlayError(error: unknown, info: ErrorInfo): void {
  logPlatformError('overlay', { error, componentStack: info.componentStack });
}

/**
 * Catches a render crash or a failed lazy chunk in the routed page (the declarative router has no
 * error element of its own) and reports it to monitoring. Key it by path so navigating recovers.
 */
export function PageErrorBoundary({ children, reload }: PageErrorBoundaryProps): ReactNode {
  return (
    <ErrorBoundary fallback={<PageErrorScreen reload={reload} />} onError={reportPageError}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around the overlays (dialogs, bars, popups): one that crashes or whose lazy code fails to load
 * disappears and is reported, instead of taking the page down with it.
 */
export function OverlayErrorBoundary({ children }: { children?: ReactNode }): ReactNode {
  return (
    <ErrorBoundary fallback={null} onError={reportOverlayError}>
      {children}
    </ErrorBoundary>
  );
}

function getStyles(theme: Theme) {
  return {
    screen: css`
      padding-inline: ${theme.spacing[4]}px;
      text-align: center;
    `,
    title: css`
      margin: 0;
      font-size: ${theme.typography.fontSize.xl};
    `,
    text: css`
      margin: 0;
      color: ${theme.colors.mutedText};
    `,
  };
}
