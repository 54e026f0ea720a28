import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, type ButtonVariant, useStyles } from '@exchange/ui';
import type { PasskeyScene } from '../../constants';
import type { PasskeyAuthResult } from '../../service/types';
import { passkeyMessages } from '../messages';
import { authOutcomeMessage } from '../outcome-message-rules';
import { PasskeyStatus, type PasskeyNotice } from '../passkey-status';
import { usePasskeyVerify } from '../use-passkey-verify';

/** Props of {@link PasskeyVerifyButton}. */
export interface PasskeyVerifyButtonProps {
  scene: PasskeyScene;
  /** Called with every outcome that was not cancelled by a newer operation. */
  onResult?: (result: PasskeyAuthResult) => void;
  /** The app's own verification, used in its webview when passkeys are not supported. */
  onNativeFallback?: () => void;
  /** Extra strategy fields (captcha options). */
  extra?: Record<string, string>;
  /** Button label; default "Verify with passkey". */
  children?: ReactNode;
  variant?: ButtonVariant;
}

/**
 * A button that verifies the user with a passkey for a scene, with its outcome announced
 * below it. Other flows (fund password, security settings) drop it in.
 * @internal A spec part no page mounts yet (docs/decisions.md, delivery): only its tests and stories render it.
 */
export function PasskeyVerifyButton({ scene, onResult, onNativeFallback, extra, children, variant = 'primary' }: PasskeyVerifyButtonProps) {
  const styles = useStyles(getStyles);
  const { availability, pending, result, verify } = usePasskeyVerify(scene, { onNativeFallback, extra });

  if (availability === 'unavailable') {
    return (
      <p css={styles.note}>
        <FormattedMessage {...passkeyMessages.unsupported} />
      </p>
    );
  }

  const onClick = async () => {
    const outcome = await verify();
    if (outcome && !outcome.aborted) onResult?.(outcome);
  };
  let notice: PasskeyNotice | undefined;
  if (pending) notice = { tone: 'info', message: passkeyMessages.waiting };
  else if (result && !result.aborted) {
    notice = { tone: result.outcome === 'SUCCESS' ? 'success' : 'error', message: authOutcomeMessage(result.outcome) };
  }

  return (
    <div css={styles.root}>
      {/* Stays clickable while pending: a second click starts over and aborts the first (spec §4). */}
      <Button variant={variant} disabled={availability === 'checking'} onClick={onClick}>
        {availability === 'native-fallback' ? <FormattedMessage {...passkeyMessages.verifyInApp} /> : (children ?? <FormattedMessage {...passkeyMessages.verify} />)}
      </Button>
      <PasskeyStatus notice={notice} />
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    root: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.spacing[1] }),
    note: css({ color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm }),
  };
}
