import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@exchange/shell/testing';
import type { PasskeyScene } from '../../constants';
import type { PasskeyService } from '../../service/passkey-service';
import type { PasskeyAuthResult } from '../../service/types';
import { fakePasskeyService, fakeRuntimeServices } from '../../testing/fake-runtime';
import { PasskeyVerifyButton, type PasskeyVerifyButtonProps } from './passkey-verify-button';

function renderButton(service: PasskeyService, props: Partial<PasskeyVerifyButtonProps> = {}, runtime = { supported: true, inNativeApp: false }) {
  return renderWithShell(<PasskeyVerifyButton scene="PASSKEY_DELETE" {...props} />, { services: fakeRuntimeServices({ service, ...runtime }) });
}

describe('PasskeyVerifyButton', () => {
  it('verifies for its scene and reports SUCCESS', async () => {
    const verify = jest.fn(async (_scene: PasskeyScene): Promise<PasskeyAuthResult> => ({ outcome: 'SUCCESS', data: { token: 't' } }));
    const onResult = jest.fn();
    renderButton(fakePasskeyService({ verify }), { onResult, extra: { captcha: 'c' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify with passkey' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ outcome: 'SUCCESS', data: { token: 't' } }));
    expect(verify).toHaveBeenCalledWith('PASSKEY_DELETE', { captcha: 'c' });
    expect(screen.getByRole('status')).toHaveTextContent('Passkey verified.');
  });

  it('a second click during the ceremony supersedes the first: only the second outcome is reported', async () => {
    const settle: ((r: PasskeyAuthResult) => void)[] = [];
    const verify = jest.fn(() => new Promise<PasskeyAuthResult>((resolve) => settle.push(resolve)));
    const onResult = jest.fn();
    renderButton(fakePasskeyService({ verify }), { onResult });
    const button = await screen.findByRole('button', { name: 'Verify with passkey' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(2));
    settle[0]({ outcome: 'CANCEL', aborted: true });
    settle[1]({ outcome: 'ERROR' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Passkey verification failed. Please try again.'));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ outcome: 'ERROR' });
  });

  it('reports CANCEL when the user dismisses the prompt', async () => {
    const onResult = jest.fn();
    renderButton(fakePasskeyService({ verify: async () => ({ outcome: 'CANCEL' }) }), { onResult });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify with passkey' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ outcome: 'CANCEL' }));
    expect(screen.getByRole('status')).toHaveTextContent('Passkey verification was cancelled.');
  });

  it('a service that fails to load (chunk error) reports ERROR instead of an unhandled rejection', async () => {
    const onResult = jest.fn();
    renderWithShell(<PasskeyVerifyButton scene="PASSKEY_DELETE" onResult={onResult} />, {
      services: fakeRuntimeServices({}, { getService: () => Promise.reject(new Error('chunk failed')) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify with passkey' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ outcome: 'ERROR' }));
    expect(screen.getByRole('status')).toHaveTextContent('Passkey verification failed. Please try again.');
  });

  it('without support on the web it explains instead of offering a button', async () => {
    renderButton(fakePasskeyService(), {}, { supported: false, inNativeApp: false });
    expect(await screen.findByText('Passkeys are not supported on this device or browser.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in the app webview without support it runs the app flow instead', async () => {
    const verify = jest.fn();
    const onNativeFallback = jest.fn();
    renderButton(fakePasskeyService({ verify }), { onNativeFallback }, { supported: false, inNativeApp: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify in the app' }));
    expect(onNativeFallback).toHaveBeenCalledTimes(1);
    expect(verify).not.toHaveBeenCalled();
  });
});
