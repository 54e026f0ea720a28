import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { FUND_PASS_FREQUENCY, type FundPassFrequencyValue } from '@exchange/api';
import { Button, Dialog, toast } from '@exchange/ui';
import { useApi } from '../../context/shell-context';
import { getFormStyles } from './fund-password-styles';
import { fundPasswordMessages } from './fund-password-messages';
import { useDebouncedSubmit } from './use-debounced-submit';
import { FUND_PASS_FREQUENCY_OPTIONS } from './frequency-options';

/** Props of {@link FundPassFrequencyDialog}. */
export interface FundPassFrequencyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the new validity. */
  onSaved?: (frequency: FundPassFrequencyValue) => void;
}

/**
 * "Fund password settings": how long an entered fund password stays valid. The current value
 * comes from get_user_frequency; Confirm needs both the fund password and the Google code; the
 * submit is debounced 1500 ms and POSTs query_safe (action tradepassfrequency). A failure shows
 * the server's msg in an error toast, else "Error". The password and code live only in this
 * dialog's state: never logged, tracked or stored, and gone when it closes.
 */
export function FundPassFrequencyDialog({ open, onClose, onSaved }: FundPassFrequencyDialogProps): ReactNode {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(fundPasswordMessages.frequencyTitle)} width={420}>
      {open && <FrequencyForm onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function FrequencyForm({ onClose, onSaved }: Omit<FundPassFrequencyDialogProps, 'open'>): ReactNode {
  const styles = getFormStyles(useTheme());
  const intl = useIntl();
  const api = useApi();
  const id = useId();
  const [frequency, setFrequency] = useState<FundPassFrequencyValue | null>(null);
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void api.getFundPassFrequency({ signal: controller.signal }).then((result) => {
      // A failed read keeps the default choice (every time) rather than a value the server never sent.
      if (!controller.signal.aborted && result.ok) setFrequency((chosen) => chosen ?? result.data.frequency);
    });
    return () => controller.abort();
  }, [api]);

  const chosen = frequency ?? FUND_PASS_FREQUENCY.EVERY_TIME;
  const submit = useDebouncedSubmit(() => {
    setBusy(true);
    void api.postQuerySafe({ frequency: chosen, fundpass, totp }).then((result) => {
      setBusy(false);
      if (result.ok) {
        toast.show({ kind: 'success', message: intl.formatMessage(fundPasswordMessages.saved) });
        onSaved?.(chosen);
        onClose();
      } else {
        toast.show({ kind: 'error', message: result.message || intl.formatMessage(fundPasswordMessages.error) });
      }
    });
  });
  const canConfirm = fundpass.length > 0 && totp.length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) submit();
  };

  return (
    <form onSubmit={onSubmit} css={styles.form} noValidate>
      <fieldset css={styles.fieldset}>
        <legend css={styles.legend}>{intl.formatMessage(fundPasswordMessages.validity)}</legend>
        {FUND_PASS_FREQUENCY_OPTIONS.map((option) => (
          <label key={option.value} css={styles.option}>
            <input
              type="radio"
              name={`${id}-frequency`}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setFrequency(option.value)}
            />
            {intl.formatMessage(option.message)}
          </label>
        ))}
      </fieldset>
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
