import { css, type Theme } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../button/button';
import { useStyles } from '../use-styles/use-styles';

/** Reloads the page: what the button of a crash screen does by default. */
function reloadPage(): void {
  globalThis.location?.reload();
}

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Shown in place of the children once one of them has thrown while rendering; `null` hides the part. */
  fallback: ReactNode;
  /** Told about the crash (monitoring). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Catches a render crash or a failed lazy chunk below it and shows `fallback` instead, so one
 * broken part never blanks the whole page. It stays on the fallback until it is mounted again:
 * give it a `key` (the path, say) to recover on navigation.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  render(): ReactNode {
    return this.state.crashed ? this.props.fallback : this.props.children;
  }
}

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** What went wrong, in a heading and/or a paragraph. */
  children: ReactNode;
  /** The button's text (Reload, Refresh). */
  actionLabel: ReactNode;
  /** Reloads the page by default; injectable for tests and stories. */
  reload?: () => void;
  /** Added by the emotion `css` prop of the caller (its size, colours, alignment). */
  className?: string;
}

/**
 * A crash screen: an alert with the caller's words above one button that reloads, stacked and
 * centred; the fallback an {@link ErrorBoundary} usually shows.
 */
export function ErrorScreen({ children, actionLabel, reload = reloadPage, className }: ErrorScreenProps): ReactNode {
  const styles = useStyles(getStyles);
  return (
    <div role="alert" css={styles.screen} className={className}>
      {children}
      <Button onClick={() => reload()}>{actionLabel}</Button>
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    screen: css({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing[3],
      paddingBlock: theme.spacing[6],
    }),
  };
}
