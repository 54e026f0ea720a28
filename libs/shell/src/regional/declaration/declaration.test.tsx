import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult, DeclarationStatus } from '@exchange/api';
import { Footer } from '../../layout/footer/footer';
import { renderWithShell } from '../../testing';
import { failedResult, LOGGED_IN, okResult, servicesWith } from '../../testing/regional-test-kit';
import { DeclarationForm } from './declaration-form';
import { DeclarationModal } from './declaration';

afterEach(() => jest.restoreAllMocks());

describe('Turkey declaration', () => {
  it('need-sign: Confirm stays disabled until the box is ticked, is disabled while signing, and signing closes the modal', async () => {
    let resolveSign: (result: ApiResult<null>) => void = () => undefined;
    const submitDeclaration = jest.fn(() => new Promise<ApiResult<null>>((resolve) => (resolveSign = resolve)));
    const user = userEvent.setup();
    renderWithShell(<DeclarationModal />, {
      site: 'turkey',
      locale: 'tr',
      preloadedState: LOGGED_IN,
      services: servicesWith({ getDeclarationStatus: () => okResult<DeclarationStatus>({ status: 1 }), submitDeclaration }),
    });
    expect(await screen.findByRole('dialog', { name: 'Customer declaration' }, { timeout: 10_000 })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and understood this declaration' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    expect(submitDeclaration).toHaveBeenCalledTimes(1);
    await act(async () => resolveSign({ ok: true, data: null, code: 0 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed sign is logged and the status stays need-sign (modal open, Confirm usable again)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<DeclarationModal />, {
      site: 'turkey',
      preloadedState: LOGGED_IN,
      services: servicesWith({ getDeclarationStatus: () => okResult<DeclarationStatus>({ status: 1 }), submitDeclaration: () => failedResult(null) }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'I have read and understood this declaration' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[turkey-declaration]', expect.stringContaining('sign failed')));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  });

  it('a failed status call is logged and treated as need-sign', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithShell(<DeclarationModal />, {
      site: 'turkey',
      preloadedState: LOGGED_IN,
      services: servicesWith({ getDeclarationStatus: () => failedResult<DeclarationStatus>({ status: 2 }) }),
    });
    expect(await screen.findByRole('dialog', { name: 'Customer declaration' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[turkey-declaration]', expect.stringContaining('status failed'));
  });

  it('signed: the box is ticked and locked, Confirm disabled', () => {
    renderWithShell(<DeclarationForm status={2} submitting={false} onSign={jest.fn()} />, { site: 'turkey' });
    const box = screen.getByRole('checkbox', { name: 'I have read and understood this declaration' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('You have signed this declaration.');
  });

  it('no modal and no call on other sites or for visitors', async () => {
    const getDeclarationStatus = jest.fn(() => okResult<DeclarationStatus>({ status: 1 }));
    renderWithShell(<DeclarationModal />, { site: 'main', preloadedState: LOGGED_IN, services: servicesWith({ getDeclarationStatus }) });
    renderWithShell(<DeclarationModal />, { site: 'turkey', services: servicesWith({ getDeclarationStatus }) });
    await act(async () => undefined);
    expect(getDeclarationStatus).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Turkey footer shows the declaration link only to a logged-in user who signed', async () => {
    const signed = renderWithShell(<Footer viewportWidth={1280} />, {
      site: 'turkey',
      locale: 'tr',
      preloadedState: LOGGED_IN,
      services: servicesWith({ getDeclarationStatus: () => okResult<DeclarationStatus>({ status: 2 }) }),
    });
    expect(await screen.findByRole('link', { name: 'Customer declaration' })).toHaveAttribute('href', '/declaration');
    signed.unmount();
    renderWithShell(<Footer viewportWidth={1280} />, {
      site: 'turkey',
      preloadedState: LOGGED_IN,
      services: servicesWith({ getDeclarationStatus: () => okResult<DeclarationStatus>({ status: 1 }) }),
    });
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Customer declaration' })).not.toBeInTheDocument();
  });
});
