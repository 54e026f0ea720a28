/** @jest-environment node */
import { agreementToShow } from './agreement-rules';

const data = { show: true, title: 'User Agreement update', content: '<p>Read</p>', button_text: 'I agree' };

describe('user-agreement rule', () => {
  it('shows title, content and button text while the status says show', () => {
    expect(agreementToShow({ ok: true, data })).toEqual({ title: 'User Agreement update', content: '<p>Read</p>', buttonText: 'I agree' });
  });
  it('shows nothing when the status is not 1, when the call failed, or before it answered', () => {
    expect(agreementToShow({ ok: true, data: { ...data, show: false } })).toBeUndefined();
    expect(agreementToShow({ ok: false, data })).toBeUndefined();
    expect(agreementToShow(undefined)).toBeUndefined();
  });
});
