import { Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@exchange/ui';
import { selectIsLoggedIn } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { LazyDepositPickerDialog } from '../lazy-parts';
import { depositMessages } from './deposit-messages';

/**
 * The entry point of the deposit picker (spec 2 §2) for a logged-in user on a page that must stay
 * open, such as the trade screen: a Deposit button opening the picker, whose choices open in a new
 * window. Visitors get nothing. The picker's code loads on first open.
 */
export function DepositPickerButton(): ReactNode {
  const intl = useIntl();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!isLoggedIn) return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(depositMessages.pickerButton)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(depositMessages.pickerTitle)}
      </Button>
      <Suspense fallback={null}>{used && <LazyDepositPickerDialog open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
