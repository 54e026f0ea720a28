import { defineMessages } from 'react-intl';

/** Wording of the fund-password dialogs (spec 1 §5 and §8). */
export const fundPasswordMessages = defineMessages({
  title: { id: 'shell.fundPass.title', defaultMessage: 'Fund password' },
  frequencyTitle: { id: 'shell.fundPass.frequencyTitle', defaultMessage: 'Fund password settings' },
  fundPassword: { id: 'shell.fundPass.fundPassword', defaultMessage: 'Fund password' },
  totp: { id: 'shell.fundPass.totp', defaultMessage: 'Google verification code' },
  validity: { id: 'shell.fundPass.validity', defaultMessage: 'Fund password validity' },
  oneHour: { id: 'shell.fundPass.oneHour', defaultMessage: 'One hour' },
  everyTime: { id: 'shell.fundPass.everyTime', defaultMessage: 'Every time' },
  never: { id: 'shell.fundPass.never', defaultMessage: 'Never' },
  confirm: { id: 'shell.fundPass.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'shell.fundPass.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'shell.fundPass.saved', defaultMessage: 'Saved' },
  error: { id: 'shell.fundPass.error', defaultMessage: 'Error' },
});
