import { defineMessage, defineMessages } from 'react-intl';

/** Every passkey text users read. */
export const passkeyMessages = defineMessages({
  managerTitle: { id: 'passkey.manager.title', defaultMessage: 'Passkeys' },
  managerIntro: {
    id: 'passkey.manager.intro',
    defaultMessage: 'Passkeys let you log in and confirm security actions with your fingerprint, face or screen lock.',
  },
  add: { id: 'passkey.manager.add', defaultMessage: 'Add passkey' },
  loading: { id: 'passkey.manager.loading', defaultMessage: 'Loading passkeys…' },
  listFailed: { id: 'passkey.manager.listFailed', defaultMessage: 'Your passkeys could not be loaded.' },
  retry: { id: 'passkey.manager.retry', defaultMessage: 'Retry' },
  empty: { id: 'passkey.manager.empty', defaultMessage: 'You have not added any passkeys yet.' },
  listLabel: { id: 'passkey.manager.listLabel', defaultMessage: 'Your passkeys' },
  neverUsed: { id: 'passkey.manager.neverUsed', defaultMessage: 'Never used' },
  delete: { id: 'passkey.manager.delete', defaultMessage: 'Delete' },
  deleted: { id: 'passkey.manager.deleted', defaultMessage: 'Passkey deleted.' },
  unsupported: {
    id: 'passkey.unsupported',
    defaultMessage: 'Passkeys are not supported on this device or browser.',
  },
  checking: { id: 'passkey.checking', defaultMessage: 'Checking passkey support…' },
  waiting: { id: 'passkey.waiting', defaultMessage: 'Follow the instructions of your browser to use your passkey.' },
  loginRequired: { id: 'passkey.manager.loginRequired', defaultMessage: 'Log in to manage your passkeys.' },
  loginTitle: { id: 'passkey.login.title', defaultMessage: 'Log in' },
  loginWithPasskey: { id: 'passkey.login.withPasskey', defaultMessage: 'Log in with passkey' },
  loginInApp: { id: 'passkey.login.inApp', defaultMessage: 'Log in in the app' },
  loggedIn: { id: 'passkey.login.success', defaultMessage: 'You are logged in.' },
  alreadyLoggedIn: { id: 'passkey.login.already', defaultMessage: 'You are already logged in.' },
  goHome: { id: 'passkey.login.goHome', defaultMessage: 'Go to the home page' },
  passwordNote: {
    id: 'passkey.login.passwordNote',
    defaultMessage: 'To log in with your password, use the login window of the registration service.',
  },
  noAccount: { id: 'passkey.login.noAccount', defaultMessage: 'No account yet?' },
  signUp: { id: 'passkey.login.signUp', defaultMessage: 'Sign up' },
  verify: { id: 'passkey.verify.button', defaultMessage: 'Verify with passkey' },
  verifyInApp: { id: 'passkey.verify.inApp', defaultMessage: 'Verify in the app' },
  createSuccess: { id: 'passkey.create.success', defaultMessage: 'Passkey added.' },
  createCancel: { id: 'passkey.create.cancel', defaultMessage: 'Passkey creation was cancelled.' },
  createError: { id: 'passkey.create.error', defaultMessage: 'The passkey could not be created. Please try again.' },
  createTimeout: { id: 'passkey.create.timeout', defaultMessage: 'The operation timed out. Please try again.' },
  createRepeat: { id: 'passkey.create.repeat', defaultMessage: 'This passkey is already registered.' },
  // Same text as NON_COMPLIANT_MESSAGE (spec wording); a literal so the extractor can read it.
  nonCompliant: { id: 'passkey.create.nonCompliant', defaultMessage: 'Non-compliant browser or authenticator!' },
  authSuccess: { id: 'passkey.auth.success', defaultMessage: 'Passkey verified.' },
  authCancel: { id: 'passkey.auth.cancel', defaultMessage: 'Passkey verification was cancelled.' },
  authError: { id: 'passkey.auth.error', defaultMessage: 'Passkey verification failed. Please try again.' },
});

/** "Added {date}" under a listed passkey. */
export const addedOnMessage = defineMessage<{ date: string }>({ id: 'passkey.manager.addedOn', defaultMessage: 'Added {date}' });
/** "Last used {date}" under a listed passkey. */
export const lastUsedMessage = defineMessage<{ date: string }>({ id: 'passkey.manager.lastUsed', defaultMessage: 'Last used {date}' });
/** Accessible name of a passkey's delete button. */
export const deleteLabelMessage = defineMessage<{ name: string }>({ id: 'passkey.manager.deleteLabel', defaultMessage: 'Delete {name}' });
