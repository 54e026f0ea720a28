import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import type { ApiResult, UserAgreementStatus } from '@exchange/api';
import { Button, Dialog } from '@exchange/ui';
import { useApi } from '../../context/shell-context';
import { SafeHtml } from '../../sanitiser';
import { selectIsLoggedIn } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { agreementToShow, type AgreementView } from '../agreement-rules';
import { logRegionalError } from '../log';

const noop = () => undefined;

/**
 * The user-agreement dialog as the server words it (spec 2 §3 title, content, button_text). It
 * cannot be dismissed: no close button, Escape and backdrop clicks do nothing (spec 2 §4).
 */
export function UserAgreementDialog({ view, submitting, onSubmit }: { view: AgreementView | undefined; submitting: boolean; onSubmit: () => void }): ReactNode {
  const styles = getStyles(useTheme());
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

/**
 * Asks the status for a logged-in user and shows {@link UserAgreementDialog} while it is 1.
 * Submit posts the scene and asks the status again; a failed submit is logged and the button
 * becomes usable again (spec 2 §4, §7, §8).
 */
export function UserAgreementModal({ scene }: { scene?: string }): ReactNode {
  const api = useApi();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [status, setStatus] = useState<ApiResult<UserAgreementStatus>>();
  const [submitting, setSubmitting] = useState(false);
  const fetchStatus = useCallback(async () => setStatus(await api.getUserAgreementStatus(scene)), [api, scene]);
  useEffect(() => {
    if (loggedIn) void fetchStatus();
  }, [loggedIn, fetchStatus]);
  const submit = async () => {
    setSubmitting(true);
    const result = await api.submitUserAgreement(scene);
    if (result.ok) await fetchStatus();
    else logRegionalError('user-agreement', 'submit failed', result.failure ?? result.code);
    setSubmitting(false);
  };
  return <UserAgreementDialog view={loggedIn ? agreementToShow(status) : undefined} submitting={submitting} onSubmit={() => void submit()} />;
}

function getStyles(theme: Theme) {
  return {
    content: css({ color: theme.colors.text, lineHeight: 1.5, maxBlockSize: '50vh', overflowY: 'auto' }),
  };
}
