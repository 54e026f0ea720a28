import { css, type Theme } from '@emotion/react';
import { ErrorBoundary, ErrorScreen, useStyles } from '@exchange/ui';
import type { ErrorInfo, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Props of {@link ChartErrorBoundary}. */
export interface ChartErrorBoundaryProps {
  children?: ReactNode;
  /** Reloads the page; injectable for tests and stories. */
  reload?: () => void;
  /** Told about the crash (monitoring). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** The crash screen: "Something went wrong" with a Refresh button (spec §2, §8). */
export function ChartErrorScreen({ reload }: { reload?: () => void }) {
  const styles = useStyles(getStyles);
  return (
    <ErrorScreen css={styles.screen} reload={reload} actionLabel={<FormattedMessage id="chart.error.refresh" defaultMessage="Refresh" />}>
      <p css={styles.text}>
        <FormattedMessage id="chart.error.title" defaultMessage="Something went wrong" />
      </p>
    </ErrorScreen>
  );
}

/** Catches a crash anywhere in the chart and shows {@link ChartErrorScreen}. */
export function ChartErrorBoundary({ children, reload, onError }: ChartErrorBoundaryProps): ReactNode {
  return (
    <ErrorBoundary fallback={<ChartErrorScreen reload={reload} />} onError={onError}>
      {children}
    </ErrorBoundary>
  );
}

function getStyles(theme: Theme) {
  return {
    screen: css`
      justify-content: center;
      min-block-size: 240px;
      background: ${theme.colors.background};
      color: ${theme.colors.text};
    `,
    text: css`
      margin: 0;
      font-size: ${theme.typography.fontSize.lg};
    `,
  };
}
