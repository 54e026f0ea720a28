import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useStyles } from '@exchange/ui';

/** What the status line says: a message and whether it is good news. */
export interface PasskeyNotice {
  tone: 'info' | 'success' | 'error';
  message: MessageDescriptor;
}

/** A polite live region under a passkey action, so screen readers hear the outcome. */
export function PasskeyStatus({ notice }: { notice?: PasskeyNotice }): ReactNode {
  const styles = useStyles(getStyles);
  return (
    <p role="status" css={[styles.root, notice && styles[notice.tone]]}>
      {notice && <FormattedMessage {...notice.message} />}
    </p>
  );
}

function getStyles(theme: Theme) {
  return {
    root: css({
      minBlockSize: theme.typography.lineHeight.normal + 'em',
      marginBlock: theme.spacing[2],
      fontSize: theme.typography.fontSize.sm,
    }),
    info: css({ color: theme.colors.mutedText }),
    success: css({ color: theme.colors.success }),
    error: css({ color: theme.colors.danger }),
  };
}
