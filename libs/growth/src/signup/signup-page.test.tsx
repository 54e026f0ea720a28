import { screen, waitFor } from '@testing-library/react';
import { readCookie, removeCookie } from '@exchange/platform';
import { fakeGrowthApi, renderGrowth } from '../testing/test-helpers';
import { SignupPage } from './signup-page';

const names = ['ref_uid', 'ref_type', 'ref_channel', 'group_id'];

describe('SignupPage', () => {
  afterEach(() => names.forEach((name) => removeCookie(name)));

  it('is a real page with a link to log in', async () => {
    renderGrowth(<SignupPage />, { route: '/signup', services: { api: fakeGrowthApi() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the invite code and stores the referral cookies once the server says code 0', async () => {
    const api = fakeGrowthApi({ verifyInviteInfo: { code: 0, data: { valid: true } } });
    renderGrowth(<SignupPage />, { route: '/signup?ref_uid=8ABC&ref_type=1&ch=sem&group_id=9', services: { api } });
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('8ABC');
    await waitFor(() => expect(readCookie('ref_uid')).toBe('8ABC'));
    expect(api.verifyInviteInfo).toHaveBeenCalledWith({ invite_code: '8ABC', ref_type: '1' });
    expect([readCookie('ref_type'), readCookie('ref_channel'), readCookie('group_id')]).toEqual(['1', 'sem', '9']);
  });

  it('stores nothing when the server rejects the code', async () => {
    const api = fakeGrowthApi({ verifyInviteInfo: { code: 10530001, data: { valid: false } } });
    renderGrowth(<SignupPage />, { route: '/signup?ref_uid=INVALID&ref_type=1', services: { api } });
    await waitFor(() => expect(api.verifyInviteInfo).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('invite-code').closest('p')).toHaveAttribute('aria-busy', 'false'));
    expect(names.map((n) => readCookie(n))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('asks nothing without ref_uid', async () => {
    const api = fakeGrowthApi();
    renderGrowth(<SignupPage />, { route: '/signup?ch=sem', services: { api } });
    await screen.findByRole('heading', { level: 1 });
    expect(api.verifyInviteInfo).not.toHaveBeenCalled();
    expect(screen.queryByTestId('invite-code')).not.toBeInTheDocument();
  });
});
