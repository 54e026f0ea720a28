import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@exchange/shell/testing';
import type { PasskeyService } from '../../service/passkey-service';
import type { PasskeyAuthResult } from '../../service/types';
import { fakePasskeyService, fakeRuntimeServices } from '../../testing/fake-runtime';
import { LoginPage, type LoginPageProps } from './login-page';

function renderLogin(
  service: PasskeyService,
  { supported = true, inNativeApp = false, loggedIn = false, props = {} as LoginPageProps, locale = 'en' } = {},
) {
  return renderWithShell(<LoginPage {...props} />, {
    services: fakeRuntimeServices({ service, supported, inNativeApp }),
    preloadedState: { user: { loginState: loggedIn ? 'logged-in' : 'logged-out', info: null, tier: null, totalUsd: null } },
    route: '/login',
    locale,
  });
}

describe('LoginPage', () => {
  it('shows the heading, the passkey login, the password note and a sign-up link', async () => {
    renderLogin(fakePasskeyService());
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in with passkey' })).toBeEnabled();
    expect(screen.getByText('To log in with your password, use the login window of the registration service.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('offers no passkey login where passkeys are not supported', async () => {
    renderLogin(fakePasskeyService(), { supported: false });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument());
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Log in with passkey' })).not.toBeInTheDocument();
  });

  it('a successful quick login says so and hands over to onLoggedIn', async () => {
    const quickLogin = jest.fn(async (): Promise<PasskeyAuthResult> => ({ outcome: 'SUCCESS' }));
    const onLoggedIn = jest.fn();
    renderLogin(fakePasskeyService({ quickLogin }), { props: { onLoggedIn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are logged in.');
    expect(quickLogin).toHaveBeenCalledTimes(1);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it.each<[PasskeyAuthResult['outcome'], string]>([
    ['CANCEL', 'Passkey verification was cancelled.'],
    ['ERROR', 'Passkey verification failed. Please try again.'],
  ])('quick login outcome %s reads "%s" and does not log in', async (outcome, text) => {
    const onLoggedIn = jest.fn();
    renderLogin(fakePasskeyService({ quickLogin: async () => ({ outcome }) }), { props: { onLoggedIn } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with passkey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('in the app webview without support, the app login takes over', async () => {
    const onNativeFallback = jest.fn();
    const quickLogin = jest.fn();
    renderLogin(fakePasskeyService({ quickLogin }), { supported: false, inNativeApp: true, props: { onNativeFallback } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in in the app' }));
    expect(onNativeFallback).toHaveBeenCalledTimes(1);
    expect(quickLogin).not.toHaveBeenCalled();
  });

  it('leaving the page (pagehide) during a quick login cancels it', async () => {
    const abort = jest.fn();
    renderLogin(fakePasskeyService({ quickLogin: () => new Promise(() => undefined), abort }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with passkey' }));
    expect(await screen.findByText('Follow the instructions of your browser to use your passkey.')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('a logged-in user is told so instead of being offered a login', async () => {
    renderLogin(fakePasskeyService(), { loggedIn: true });
    await act(async () => undefined);
    expect(screen.getByText(/You are already logged in\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in with passkey' })).not.toBeInTheDocument();
  });
});
