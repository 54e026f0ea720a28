import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, useStyles } from '@exchange/ui';
import { fundPasswordMessages } from './fund-password-messages';
import { getFormStyles } from './fund-password-styles';
import { useDebouncedSubmit } from './use-debounced-submit';

/** What the fund-password form collects; `totp` stays empty when no code is asked for. */
export interface FundPasswordValues {
  fundpass: string;
  totp: string;
}

/**
 * Spec 1 §5's two Confirm rules: the fund-password dialog needs the password only; the
 * fund-password settings need the password and the Google code.
 */
export function canConfirmFundPassword({ fundpass, totp }: FundPasswordValues, withCode: boolean): boolean {
  return fundpass.length > 0 && (!withCode || totp.length > 0);
}

/** Props of {@link FundPasswordForm}. */
export interface FundPasswordFormProps {
  /** True also asks for the Google code, and Confirm needs it. */
  withCode?: boolean;
  onCancel: () => void;
  /** Receives the values 1500 ms after the last Confirm; Confirm shows as busy until it settles. */
  onConfirm: (values: FundPasswordValues) => void | Promise<void>;
  /** Fields before the password (the settings' validity choice). */
  children?: ReactNode;
}

/**
 * The one fund-password form of both dialogs: the password (and the code when asked), Cancel and
 * a debounced Confirm. The values live only in its state, gone when the dialog closes.
 */
export function FundPasswordForm({ withCode = false, onCancel, onConfirm, children }: FundPasswordFormProps): ReactNode {
  const styles = useStyles(getFormStyles);
  const intl = useIntl();
  const id = useId();
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);
  const values = { fundpass, totp };
  const submit = useDebouncedSubmit(() => {
    setBusy(true);
    // Called now; a throw becomes a rejection, so busy ends either way.
    void new Promise<void>((resolve) => resolve(onConfirm(values))).finally(() => setBusy(false));
  });
  const canConfirm = canConfirmFundPassword(values, withCode);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) submit();
  };
  return (
    <form onSubmit={onSubmit} css={styles.form} noValidate>
      {children}
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
      {withCode && (
        <>
          <label htmlFor={`${id}-totp`} css={styles.label}>
            {intl.formatMessage(fundPasswordMessages.totp)}
          </label>
          <input
            id={`${id}-totp`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            css={styles.input}
            value={totp}
            onChange={(event) => setTotp(event.target.value.trim())}
          />
        </>
      )}
      <div css={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {intl.formatMessage(fundPasswordMessages.cancel)}
        </Button>
        <Button type="submit" disabled={!canConfirm} loading={busy}>
          {intl.formatMessage(fundPasswordMessages.confirm)}
        </Button>
      </div>
    </form>
  );
}
