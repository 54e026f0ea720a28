import { onLateRegistration, registerCookieWriter, type CookieWriter } from './cookie-registry';

describe('onLateRegistration', () => {
  const grammar = { maxLength: 4, pattern: /^[a-z]+$/ };

  it('calls the check for every writer registered later, and not for those registered before', () => {
    registerCookieWriter({ name: 'late_before', grammar });
    const check = jest.fn<void, [CookieWriter]>();
    onLateRegistration(check);
    expect(check).not.toHaveBeenCalled();
    const first: CookieWriter = { name: 'late_first', grammar };
    const second: CookieWriter = { name: 'late_second', grammar, livesWith: ['late_first'] };
    registerCookieWriter(first);
    registerCookieWriter(second);
    expect(check.mock.calls).toEqual([[first], [second]]);
  });
});
