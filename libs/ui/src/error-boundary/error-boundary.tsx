import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Reloads the page: what the Reload or Refresh button of a crash screen does by default. */
export function reloadPage(): void {
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
