import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '@exchange/api';
import { renderWithShell } from '../../testing';
import { failedResult, LOGGED_IN, okResult, servicesWith } from '../../testing/regional-test-kit';
import { UserAgreementModal } from './user-agreement-modal';

const SHOWN = { show: true, title: 'User Agreement update', content: '<p>We have <b>updated</b> it.</p>', button_text: 'I have read and agree' };
const DONE = { ...SHOWN, show: false };

describe('UserAgreementModal', () => {
  it('shows the server title, sanitised content and button while status is 1; outside clicks and Escape do not dismiss', async () => {
    const getUserAgreementStatus = jest.fn(() => okResult(SHOWN));
    const user = userEvent.setup();
    renderWithShell(<UserAgreementModal />, { preloadedState: LOGGED_IN, services: servicesWith({ getUserAgreementStatus }) });
    const dialog = await screen.findByRole('dialog', { name: 'User Agreement update' }, { timeout: 10_000 });
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-overlay'));
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(getUserAgreementStatus).toHaveBeenCalledWith(undefined);
  });

  it('submit posts the scene and refetches the status; the modal goes once the status is no longer 1', async () => {
    const getUserAgreementStatus = jest.fn().mockImplementationOnce(() => okResult(SHOWN)).mockImplementation(() => okResult(DONE));
    const submitUserAgreement = jest.fn(() => okResult(null));
    const user = userEvent.setup();
    renderWithShell(<UserAgreementModal scene="futures_agreement" />, {
      preloadedState: LOGGED_IN,
      services: servicesWith({ getUserAgreementStatus, submitUserAgreement }),
    });
    await user.click(await screen.findByRole('button', { name: 'I have read and agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitUserAgreement).toHaveBeenCalledWith('futures_agreement');
    expect(getUserAgreementStatus).toHaveBeenCalledTimes(2);
  });

  it('a failed status call counts as not shown', async () => {
    const getUserAgreementStatus = jest.fn(() => failedResult(SHOWN));
    renderWithShell(<UserAgreementModal />, { preloadedState: LOGGED_IN, services: servicesWith({ getUserAgreementStatus }) });
    await waitFor(() => expect(getUserAgreementStatus).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed submit is logged, the loading state clears and the modal stays', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getUserAgreementStatus = jest.fn(() => okResult(SHOWN));
    let resolveSubmit: (result: ApiResult<null>) => void = () => undefined;
    const submitUserAgreement = jest.fn(() => new Promise<ApiResult<null>>((resolve) => (resolveSubmit = resolve)));
    const user = userEvent.setup();
    renderWithShell(<UserAgreementModal />, { preloadedState: LOGGED_IN, services: servicesWith({ getUserAgreementStatus, submitUserAgreement }) });
    const button = await screen.findByRole('button', { name: 'I have read and agree' });
    await user.click(button);
    expect(button).toBeDisabled();
    await act(async () => resolveSubmit({ ok: false, data: null, status: 500, failure: 'http' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(warn).toHaveBeenCalledWith('[user-agreement]', expect.stringContaining('submit failed'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(getUserAgreementStatus).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('asks nothing for a visitor', async () => {
    const getUserAgreementStatus = jest.fn(() => okResult(SHOWN));
    renderWithShell(<UserAgreementModal />, { services: servicesWith({ getUserAgreementStatus }) });
    await act(async () => undefined);
    expect(getUserAgreementStatus).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
