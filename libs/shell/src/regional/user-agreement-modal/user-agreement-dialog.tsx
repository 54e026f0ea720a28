import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Button, Dialog, useStyles } from '@exchange/ui';
import { SafeHtml } from '../../sanitiser';
import type { AgreementView } from '../agreement-rules';

const noop = () => undefined;

/**
 * The user-agreement dialog as the server words it (spec 2 §3 title, content, button_text). It
 * cannot be dismissed: no close button, Escape and backdrop clicks do nothing (spec 2 §4).
 */
export function UserAgreementDialog({ view, submitting, onSubmit }: { view: AgreementView | undefined; submitting: boolean; onSubmit: () => void }): ReactNode {
  const styles = useStyles(getStyles);
  return (
    <Dialog
      open={view !== undefined}
      onClose={noop}
      title={view?.title ?? ''}
      dismissible={false}
      closeOnOverlayClick={false}
      hideCloseButton
      footer={
        <Button onClick={onSubmit} loading={submitting} disabled={submitting}>
          {view?.buttonText}
        </Button>
      }
    >
      {view && <SafeHtml html={view.content} css={styles.content} />}
    </Dialog>
  );
}

function getStyles(theme: Theme) {
  return {
    content: css({ color: theme.colors.text, lineHeight: 1.5, maxBlockSize: '50vh', overflowY: 'auto' }),
  };
}
