import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Button, Dialog } from '@exchange/ui';
import { fundPasswordMessages } from './fund-password-messages';
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

/** Form styles shared by both fund-password dialogs. */
export function getFormStyles(theme: Theme) {
  const { colors, spacing, radii, typography } = theme;
  return {
    form: css({ display: 'grid', gap: spacing[2] }),
    label: css({ fontSize: typography.fontSize.sm, fontWeight: typography.fontWeight.medium, color: colors.text }),
    input: css({
      blockSize: 40,
      paddingInline: spacing[3],
      border: `1px solid ${colors.border}`,
      borderRadius: radii.md,
      background: colors.background,
      color: colors.text,
      font: 'inherit',
      marginBlockEnd: spacing[2],
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 1 },
    }),
    fieldset: css({ border: 0, margin: 0, padding: 0, marginBlockEnd: spacing[2], display: 'grid', gap: spacing[2] }),
    legend: css({
      padding: 0,
      marginBlockEnd: spacing[2],
      fontSize: typography.fontSize.sm,
      fontWeight: typography.fontWeight.medium,
    }),
    option: css({ display: 'flex', alignItems: 'center', gap: spacing[2], cursor: 'pointer' }),
    actions: css({ display: 'flex', justifyContent: 'flex-end', gap: spacing[3], marginBlockStart: spacing[2] }),
  };
}
