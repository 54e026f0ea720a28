import type { MessageDescriptor } from 'react-intl';
import { NON_COMPLIANT_MESSAGE, type PasskeyAuthOutcome, type PasskeyCreateOutcome } from '../constants';
import { passkeyMessages } from './messages';

/**
 * What a user reads after a passkey operation (spec §4 outcomes): one message per outcome, and the
 * spec's own wording when the authenticator is not compliant.
 */

/** The message for a create outcome (the spec's own wording for a non-compliant authenticator). */
export function createOutcomeMessage(outcome: PasskeyCreateOutcome, message?: string): MessageDescriptor {
  switch (outcome) {
    case 'SUCCESS':
      return passkeyMessages.createSuccess;
    case 'CREATE_CANCEL':
      return passkeyMessages.createCancel;
    case 'TIMEOUT_ERROR':
      return passkeyMessages.createTimeout;
    case 'REPEAT_ERROR':
      return passkeyMessages.createRepeat;
    case 'OPERATION_ERROR':
      return message === NON_COMPLIANT_MESSAGE ? passkeyMessages.nonCompliant : passkeyMessages.createError;
  }
}

/** The message for an authenticate outcome. */
export function authOutcomeMessage(outcome: PasskeyAuthOutcome): MessageDescriptor {
  switch (outcome) {
    case 'SUCCESS':
      return passkeyMessages.authSuccess;
    case 'CANCEL':
      return passkeyMessages.authCancel;
    case 'ERROR':
      return passkeyMessages.authError;
  }
}
