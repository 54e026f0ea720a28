import { defineMessages } from 'react-intl';
import type { DepositEntryId } from './deposit-rules';

/** Labels of the deposit ways, shared by the drawer and the picker. */
export const depositMessages = defineMessages({
  title: { id: 'shell.deposit.title', defaultMessage: 'Fund wallet' },
  haveAssets: { id: 'shell.deposit.haveAssets', defaultMessage: 'Have assets' },
  dontHaveAssets: { id: 'shell.deposit.dontHaveAssets', defaultMessage: "Don't have assets" },
  pickerTitle: { id: 'shell.deposit.pickerTitle', defaultMessage: 'Deposit' },
  pickerButton: { id: 'shell.deposit.pickerButton', defaultMessage: 'Deposit (opens a picker)' },
  otherWays: { id: 'shell.deposit.otherWays', defaultMessage: 'Other deposit ways' },
  newWindow: { id: 'shell.deposit.newWindow', defaultMessage: '(opens in a new window)' },
});

/** Name and one-line description of each deposit way. */
export const depositEntryMessages: Record<DepositEntryId, { label: { id: string; defaultMessage: string }; hint: { id: string; defaultMessage: string } }> = {
  onchain: defineMessages({
    label: { id: 'shell.deposit.onchain', defaultMessage: 'On-chain deposit' },
    hint: { id: 'shell.deposit.onchainHint', defaultMessage: 'Deposit crypto from another wallet or exchange' },
  }),
  gatecode: defineMessages({
    label: { id: 'shell.deposit.gatecode', defaultMessage: 'Gate code deposit' },
    hint: { id: 'shell.deposit.gatecodeHint', defaultMessage: 'Receive assets with a gate code' },
  }),
  'credit-card': defineMessages({
    label: { id: 'shell.deposit.creditCard', defaultMessage: 'Credit card' },
    hint: { id: 'shell.deposit.creditCardHint', defaultMessage: 'Buy crypto with a Visa or Mastercard' },
  }),
  'bank-transfer': defineMessages({
    label: { id: 'shell.deposit.bankTransfer', defaultMessage: 'Bank transfer' },
    hint: { id: 'shell.deposit.bankTransferHint', defaultMessage: 'Buy crypto with a bank transfer' },
  }),
  c2c: defineMessages({
    label: { id: 'shell.deposit.c2c', defaultMessage: 'C2C trade' },
    hint: { id: 'shell.deposit.c2cHint', defaultMessage: 'Buy crypto from other users (P2P)' },
  }),
};
