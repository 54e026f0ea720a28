import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Button, Dialog } from '@exchange/ui';
import { fundPasswordMessages } from './fund-password-messages';
import { getFormStyles } from './fund-password-styles';
import { useDebouncedSubmit } from './use-debounced-submit';

/** Props of {@link FundPasswordDialog}. */
export interface FundPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Receives the fund password 1500 ms after the last Confirm. The password is handed over and
   * forgotten: the dialog keeps it only in its own state, cleared when it closes.
   */
  onConfirm: (fundpass: string) => void | Promise<void>;
  /** Title; default "Fund password". */
  title?: ReactNode;
}

/**
 * Asks for the fund password before a protected action (spec 1 §5): Confirm is disabled until a
 * password is entered, and submission is debounced 1500 ms.
 */
export function FundPasswordDialog({ open, onClose, onConfirm, title }: FundPasswordDialogProps): ReactNode {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={title ?? intl.formatMessage(fundPasswordMessages.title)} width={420}>
      {open && <FundPasswordForm onClose={onClose} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function FundPasswordForm({ onClose, onConfirm }: Pick<FundPasswordDialogProps, 'onClose' | 'onConfirm'>): ReactNode {
  const styles = getFormStyles(useTheme());
  const intl = useIntl();
  const id = useId();
  const [fundpass, setFundpass] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = useDebouncedSubmit(() => {
    setBusy(true);
    void Promise.resolve()
      .then(() => onConfirm(fundpass))
      .finally(() => setBusy(false));
  });
  const canConfirm = fundpass.length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) submit();
  };
  return (
    <form onSubmit={onSubmit} css={styles.form} noValidate>
      <label htmlFor={`${id}-fundpass`} css={styles.label}>
        {intl.formatMessage(fundPasswordMessages.fundPassword)}
      </label>
      <input
        id={`${id}-fundpass`}
        type="password"
        autoComplete="off"
        css={styles.input}
        value={fundpass}
        onChange={(event) => setFundpass(event.target.value)}
      />
      <div css={styles.actions}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {intl.formatMessage(fundPasswordMessages.cancel)}
        </Button>
        <Button type="submit" disabled={!canConfirm} loading={busy}>
          {intl.formatMessage(fundPasswordMessages.confirm)}
        </Button>
      </div>
    </form>
  );
}
