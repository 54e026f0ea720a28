import { canConfirmFundPassword } from './fund-password-form';

describe('canConfirmFundPassword (spec 1 §5)', () => {
  it('the fund-password dialog: the password only', () => {
    expect(canConfirmFundPassword({ fundpass: '', totp: '' }, false)).toBe(false);
    expect(canConfirmFundPassword({ fundpass: 'p', totp: '' }, false)).toBe(true);
  });

  it('the fund-password settings: the password and the Google code', () => {
    expect(canConfirmFundPassword({ fundpass: 'p', totp: '' }, true)).toBe(false);
    expect(canConfirmFundPassword({ fundpass: '', totp: '123456' }, true)).toBe(false);
    expect(canConfirmFundPassword({ fundpass: 'p', totp: '123456' }, true)).toBe(true);
  });
});
