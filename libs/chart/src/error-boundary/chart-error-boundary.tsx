import { css, type Theme } from '@emotion/react';
import { Button, useTheme } from '@exchange/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Props of {@link ChartErrorBoundary}. */
export interface ChartErrorBoundaryProps {
  children?: ReactNode;
  /** Reloads the page; injectable for tests and stories. */
  reload?: () => void;
  /** Told about the crash (monitoring). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

function reloadPage(): void {
  globalThis.location?.reload();
}

/** The crash screen: "Something went wrong" with a Refresh button (spec §2, §8). */
export function ChartErrorScreen({ reload = reloadPage }: { reload?: () => void }) {
  const styles = getStyles(useTheme());
  return (
    <div role="alert" css={styles.screen}>
      <p css={styles.text}>
        <FormattedMessage id="chart.error.title" defaultMessage="Something went wrong" />
      </p>
      <Button onClick={() => reload()}>
        <FormattedMessage id="chart.error.refresh" defaultMessage="Refresh" />
      </Button>
    </div>
  );
}

/** Catches a crash anywhere in the chart and shows {@link ChartErrorScreen}. */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  render(): ReactNode {
    if (this.state.crashed) return <ChartErrorScreen reload={this.props.reload} />;
    return this.props.children;
  }
}

function getStyles(theme: Theme) {
  return {
    screen: css`
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: ${theme.spacing[3]}px;
      min-block-size: 240px;
      padding-block: ${theme.spacing[6]}px;
      background: ${theme.colors.background};
      color: ${theme.colors.text};
    `,
    text: css`
      margin: 0;
      font-size: ${theme.typography.fontSize.lg};
    `,
  };
}
