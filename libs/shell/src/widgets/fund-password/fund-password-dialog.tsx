import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@exchange/ui';
import { FundPasswordForm } from './fund-password-form';
import { fundPasswordMessages } from './fund-password-messages';

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
 * @internal A spec part no page mounts yet (docs/decisions.md, delivery): only its tests and stories render it.
 */
export function FundPasswordDialog({ open, onClose, onConfirm, title }: FundPasswordDialogProps): ReactNode {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={title ?? intl.formatMessage(fundPasswordMessages.title)} width={420}>
      {open && <FundPasswordForm onCancel={onClose} onConfirm={({ fundpass }) => onConfirm(fundpass)} />}
    </Dialog>
  );
}
