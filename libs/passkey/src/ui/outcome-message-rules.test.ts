/** @jest-environment node */
import { authOutcomeMessage, createOutcomeMessage } from './outcome-message-rules';

/** Spec §4: the outcomes of a passkey creation and of an authentication, each with its own message. */
describe('createOutcomeMessage', () => {
  it.each([
    ['SUCCESS', 'passkey.create.success'],
    ['CREATE_CANCEL', 'passkey.create.cancel'],
    ['TIMEOUT_ERROR', 'passkey.create.timeout'],
    ['REPEAT_ERROR', 'passkey.create.repeat'],
    ['OPERATION_ERROR', 'passkey.create.error'],
  ] as const)('%s reads %s', (outcome, id) => {
    expect(createOutcomeMessage(outcome).id).toBe(id);
  });

  it("an operation error with the spec's non-compliant wording shows that wording", () => {
    const message = createOutcomeMessage('OPERATION_ERROR', 'Non-compliant browser or authenticator!');
    expect(message.id).toBe('passkey.create.nonCompliant');
    expect(message.defaultMessage).toBe('Non-compliant browser or authenticator!');
  });

  it('any other server message on an operation error is the general error, never shown as is', () => {
    for (const text of ['Non-compliant browser or authenticator', 'non-compliant browser or authenticator!', 'boom', '']) {
      expect(createOutcomeMessage('OPERATION_ERROR', text).id).toBe('passkey.create.error');
    }
    // The wording decides only for an operation error.
    expect(createOutcomeMessage('TIMEOUT_ERROR', 'Non-compliant browser or authenticator!').id).toBe('passkey.create.timeout');
  });
});

describe('authOutcomeMessage', () => {
  it.each([
    ['SUCCESS', 'passkey.auth.success'],
    ['CANCEL', 'passkey.auth.cancel'],
    ['ERROR', 'passkey.auth.error'],
  ] as const)('%s reads %s', (outcome, id) => {
    expect(authOutcomeMessage(outcome).id).toBe(id);
  });
});
