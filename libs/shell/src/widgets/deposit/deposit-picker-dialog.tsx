import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@exchange/ui';
import { depositMessages } from './deposit-messages';
import { DepositPicker } from './deposit-picker';

/** Props of {@link DepositPickerDialog}. */
export interface DepositPickerDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The deposit picker in a dialog titled "Deposit"; a choice opens its page in a new window, so this page stays as it was. */
export function DepositPickerDialog({ open, onClose }: DepositPickerDialogProps): ReactNode {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(depositMessages.pickerTitle)} closeOnOverlayClick>
      <DepositPicker />
    </Dialog>
  );
}
