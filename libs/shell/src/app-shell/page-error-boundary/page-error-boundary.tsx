import { css, type Theme } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useTheme } from '@exchange/ui';
import { logPlatformError } from '@exchange/platform';

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  children?: ReactNode;
  /** Reloads the page; injectable for tests and stories. */
  reload?: () => void;
}

function reloadPage(): void {
  globalThis.location?.reload();
}

/**
 * What a page that crashed or whose code failed to download shows, inside the header and footer:
 * a message and a Reload button, so one broken page never leaves the visitor with a blank screen.
 */
export function PageErrorScreen({ reload = reloadPage }: { reload?: () => void }): ReactNode {
  const styles = getStyles(useTheme());
  return (
    <div role="alert" css={styles.screen}>
      <h1 css={styles.title}>
        <FormattedMessage id="shell.pageError.title" defaultMessage="This page could not be shown" />
      </h1>
      <p css={styles.text}>
        <FormattedMessage id="shell.pageError.body" defaultMessage="Check your connection and reload the page. Your account and orders are not affected." />
      </p>
      <Button onClick={() => reload()}>
        <FormattedMessage id="shell.pageError.reload" defaultMessage="Reload" />
      </Button>
    </div>
  );
}

/**
 * Catches a render crash or a failed lazy chunk in the routed page (the declarative router has no
 * error element of its own) and reports it to monitoring. Key it by path so navigating recovers.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    logPlatformError('page', { error, componentStack: info.componentStack });
  }

  render(): ReactNode {
    if (this.state.crashed) return <PageErrorScreen reload={this.props.reload} />;
    return this.props.children;
  }
}

/**
 * Around the overlays (dialogs, bars, popups): one that crashes or whose lazy code fails to load
 * disappears and is reported, instead of taking the page down with it.
 */
export class OverlayErrorBoundary extends Component<{ children?: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    logPlatformError('overlay', { error, componentStack: info.componentStack });
  }

  render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

function getStyles(theme: Theme) {
  return {
    screen: css`
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${theme.spacing[3]}px;
      padding-block: ${theme.spacing[6]}px;
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
