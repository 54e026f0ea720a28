import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FUND_PASS_FREQUENCY, type FundPassFrequencyValue } from '@exchange/api';
import { Dialog, toast, useStyles } from '@exchange/ui';
import { useApi } from '../../context/shell-context';
import { FundPasswordForm, type FundPasswordValues } from './fund-password-form';
import { getFormStyles } from './fund-password-styles';
import { fundPasswordMessages } from './fund-password-messages';
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
  const styles = useStyles(getFormStyles);
  const intl = useIntl();
  const api = useApi();
  const id = useId();
  const [frequency, setFrequency] = useState<FundPassFrequencyValue | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void api.getFundPassFrequency({ signal: controller.signal }).then((result) => {
      // A failed read keeps the default choice (every time) rather than a value the server never sent.
      if (!controller.signal.aborted && result.ok) setFrequency((chosen) => chosen ?? result.data.frequency);
    });
    return () => controller.abort();
  }, [api]);

  const chosen = frequency ?? FUND_PASS_FREQUENCY.EVERY_TIME;
  const confirm = ({ fundpass, totp }: FundPasswordValues) =>
    api.postQuerySafe({ frequency: chosen, fundpass, totp }).then((result) => {
      if (result.ok) {
        toast.show({ kind: 'success', message: intl.formatMessage(fundPasswordMessages.saved) });
        onSaved?.(chosen);
        onClose();
      } else {
        toast.show({ kind: 'error', message: result.message || intl.formatMessage(fundPasswordMessages.error) });
      }
    });

  return (
    <FundPasswordForm withCode onCancel={onClose} onConfirm={confirm}>
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
    </FundPasswordForm>
  );
}
