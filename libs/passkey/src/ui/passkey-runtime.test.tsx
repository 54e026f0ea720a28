import { act, screen } from '@testing-library/react';
import { holdPaintForTests } from '@exchange/platform/testing';
import { renderWithShell } from '@exchange/shell/testing';
import { LoginPage } from './login-page/login-page';

const detect = jest.fn(async () => true);
jest.mock('../support/detect-support', () => ({ detectPasskeySupport: () => detect() }));

describe('the default passkey runtime (nothing the first paint does not show is fetched before it)', () => {
  it('the login page loads the support check only once the page has painted, then offers the passkey login', async () => {
    const held = holdPaintForTests();
    renderWithShell(<LoginPage />, {
      preloadedState: { user: { loginState: 'logged-out', info: null, tier: null, totalUsd: null } },
      route: '/login',
    });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(detect).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Log in with passkey' })).not.toBeInTheDocument();
    act(() => held.paint());
    expect(await screen.findByRole('button', { name: 'Log in with passkey' })).toBeEnabled();
    expect(detect).toHaveBeenCalledTimes(1);
  });
});
