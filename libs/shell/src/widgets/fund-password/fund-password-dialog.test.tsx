import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ApiEndpoints, ApiResult, FundPassFrequency, QuerySafeResult } from '@exchange/api';
import { toast } from '@exchange/ui';
import { renderWithShell } from '../../testing/render-with-shell';
import { fakeApi, widgetState } from '../../testing/widget-test-kit';
import { FundPassFrequencyDialog } from './fund-pass-frequency-dialog';
import { FundPasswordDialog } from './fund-password-dialog';

const SECRET = 'S3cret-fund-pass';
/** First spec §5: a fund-password submit goes out 1500 ms after the last Confirm. */
const SUBMIT_WAIT_MS = 1500;

/**
 * Moves the fake clock on and lets what the timers started settle: the submit runs in a promise
 * after its timer, so an assertion right after a synchronous act could not see an early one.
 */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  act(() => toast.clear());
  jest.useRealTimers();
});

describe('FundPasswordDialog', () => {
  it('keeps Confirm disabled until a fund password is entered', async () => {
    const user = userEvent.setup();
    renderWithShell(<FundPasswordDialog open onClose={() => undefined} onConfirm={jest.fn()} />, { services: { api: fakeApi() } });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), 'x');
    expect(confirm).toBeEnabled();
    await user.clear(screen.getByLabelText('Fund password', { selector: 'input' }));
    expect(confirm).toBeDisabled();
  });

  it('submits 1500 ms after the last Confirm, once for a burst of presses', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onConfirm = jest.fn();
    renderWithShell(<FundPasswordDialog open onClose={() => undefined} onConfirm={onConfirm} />, { services: { api: fakeApi() } });
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), SECRET);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    await advance(1000);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(confirm);
    await advance(SUBMIT_WAIT_MS - 1);
    expect(onConfirm).not.toHaveBeenCalled();
    await advance(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith(SECRET);
  });

  it('never submits when closed during the wait, and forgets the password', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onConfirm = jest.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reopen
          </button>
          <FundPasswordDialog open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
        </>
      );
    }
    renderWithShell(<Harness />, { services: { api: fakeApi() } });
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), SECRET);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await advance(5000);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.getByLabelText('Fund password', { selector: 'input' })).toHaveValue('');
  });
});

function frequencyApi(options: { frequency?: 0 | 1 | 2; answer?: ApiResult<QuerySafeResult> } = {}) {
  const getFundPassFrequency = jest.fn(
    (): Promise<ApiResult<FundPassFrequency>> => Promise.resolve({ ok: true, data: { frequency: options.frequency ?? 1 } }),
  );
  const postQuerySafe = jest.fn(
    (): Promise<ApiResult<QuerySafeResult>> => Promise.resolve(options.answer ?? { ok: true, data: { result: true, msg: '' } }),
  );
  const api = fakeApi({ getFundPassFrequency, postQuerySafe } as Partial<ApiEndpoints>);
  return { api, getFundPassFrequency, postQuerySafe };
}

describe('FundPassFrequencyDialog', () => {
  it('offers one hour, every time and never, with the current value from get_user_frequency checked', async () => {
    const { api } = frequencyApi({ frequency: 0 });
    renderWithShell(<FundPassFrequencyDialog open onClose={() => undefined} />, { services: { api } });
    expect(screen.getByRole('dialog', { name: 'Fund password settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Never' })).toBeChecked());
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['1', '2', '0']);
    expect(screen.getByRole('radio', { name: 'One hour' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Every time' })).not.toBeChecked();
  });

  it('keeps "Every time" chosen when get_user_frequency fails', async () => {
    // The client resolves a failure with its fallback data; the dialog must not present it as the user's setting.
    const getFundPassFrequency = jest.fn((): Promise<ApiResult<FundPassFrequency>> => Promise.resolve({ ok: false, failure: 'network', data: { frequency: 0 } }));
    const api = fakeApi({ getFundPassFrequency } as Partial<ApiEndpoints>);
    renderWithShell(<FundPassFrequencyDialog open onClose={() => undefined} />, { services: { api } });
    await waitFor(() => expect(getFundPassFrequency).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Fund password settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Every time' })).toBeChecked();
  });

  it('needs both the fund password and the Google code before Confirm', async () => {
    const user = userEvent.setup();
    const { api } = frequencyApi();
    renderWithShell(<FundPassFrequencyDialog open onClose={() => undefined} />, { services: { api } });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), SECRET);
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Google verification code'), '123456');
    expect(confirm).toBeEnabled();
    await user.clear(screen.getByLabelText('Fund password', { selector: 'input' }));
    expect(confirm).toBeDisabled();
  });

  it('posts query_safe with frequency, fundpass and totp 1500 ms after Confirm, then closes with a success toast', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api, postQuerySafe } = frequencyApi({ frequency: 1 });
    const onClose = jest.fn();
    const onSaved = jest.fn();
    const { store } = renderWithShell(<FundPassFrequencyDialog open onClose={onClose} onSaved={onSaved} />, {
      services: { api },
      preloadedState: widgetState(),
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'One hour' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Every time' }));
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), SECRET);
    await user.type(screen.getByLabelText('Google verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await advance(SUBMIT_WAIT_MS - 1);
    expect(postQuerySafe).not.toHaveBeenCalled();
    await advance(1);
    expect(postQuerySafe).toHaveBeenCalledTimes(1);
    expect(postQuerySafe).toHaveBeenCalledWith({ frequency: 2, fundpass: SECRET, totp: '654321' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(2);
    expect(onClose).toHaveBeenCalled();
    // The password never reaches the store.
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
  });

  it("shows the server's msg in an error toast when query_safe refuses", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.useFakeTimers();
    const { api } = frequencyApi({ answer: { ok: false, data: { result: false, msg: 'Fund password incorrect' }, message: 'Fund password incorrect' } });
    const onClose = jest.fn();
    renderWithShell(<FundPassFrequencyDialog open onClose={onClose} />, { services: { api } });
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), 'wrong');
    await user.type(screen.getByLabelText('Google verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await advance(SUBMIT_WAIT_MS);
    expect(await screen.findByText('Fund password incorrect')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Fund password settings' })).toBeInTheDocument();
  });

  it('shows "Error" when the failure carries no msg', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = frequencyApi({ answer: { ok: false, data: { result: false, msg: '' }, failure: 'http', status: 500 } });
    renderWithShell(<FundPassFrequencyDialog open onClose={() => undefined} />, { services: { api } });
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), 'wrong');
    await user.type(screen.getByLabelText('Google verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await advance(SUBMIT_WAIT_MS);
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('does not log the fund password', async () => {
    jest.useFakeTimers();
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = frequencyApi({ answer: { ok: false, data: { result: false, msg: 'nope' }, message: 'nope' } });
    renderWithShell(<FundPassFrequencyDialog open onClose={() => undefined} />, { services: { api } });
    await user.type(screen.getByLabelText('Fund password', { selector: 'input' }), SECRET);
    await user.type(screen.getByLabelText('Google verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await advance(SUBMIT_WAIT_MS);
    await screen.findByText('nope');
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain(SECRET);
      spy.mockRestore();
    }
  });
});
