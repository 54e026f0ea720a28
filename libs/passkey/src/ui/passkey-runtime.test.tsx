import { act, screen } from '@testing-library/react';
import { renderWithShell } from '@exchange/shell/testing';
import { LoginPage } from './login-page/login-page';

const paintCallbacks: Array<() => void> = [];
jest.mock('@exchange/platform', () => ({
  ...jest.requireActual('@exchange/platform'),
  afterPainted: (fn: () => void) => paintCallbacks.push(fn),
}));
const detect = jest.fn(async () => true);
jest.mock('../support/detect-support', () => ({ detectPasskeySupport: () => detect() }));

describe('the default passkey runtime (nothing the first paint does not show is fetched before it)', () => {
  it('the login page loads the support check only once the page has painted, then offers the passkey login', async () => {
    renderWithShell(<LoginPage />, {
      preloadedState: { user: { loginState: 'logged-out', info: null, tier: null, totalUsd: null } },
      route: '/login',
    });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(detect).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Log in with passkey' })).not.toBeInTheDocument();
    act(() => paintCallbacks.splice(0).forEach((painted) => painted()));
    expect(await screen.findByRole('button', { name: 'Log in with passkey' })).toBeEnabled();
    expect(detect).toHaveBeenCalledTimes(1);
  });
});
