import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSite } from '@exchange/site-registry';
import { readStoredJson, writeStoredJson } from '@exchange/platform';
import { renderWithShell } from '../../testing';
import { DAY_MS, TURKEY_ENTRY_STORAGE_KEY } from '../constants';
import { TurkeyChooser } from './turkey-chooser';

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(T0);
});
afterEach(() => jest.restoreAllMocks());

function renderChooser(locale = 'tr', redirect = jest.fn()) {
  const user = userEvent.setup();
  renderWithShell(<TurkeyChooser redirect={redirect} />, { site: 'main', locale });
  return { user, redirect };
}

describe('TurkeyChooser', () => {
  it('opens for a Turkish visitor of the main site with nothing stored; cancel keeps it away 1 day', async () => {
    const { user, redirect } = renderChooser();
    // The dialog's chunk loads on first show; on a busy machine that can take a while.
    expect(await screen.findByRole('dialog', { name: 'Choose your exchange' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readStoredJson(TURKEY_ENTRY_STORAGE_KEY)).toEqual({ keepaliveDays: 1, timestamp: T0 });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('the close button also keeps it away 1 day', async () => {
    const { user } = renderChooser();
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(readStoredJson(TURKEY_ENTRY_STORAGE_KEY)).toEqual({ keepaliveDays: 1, timestamp: T0 });
  });

  it('confirm with "don\'t show again for 7 days" ticked keeps 7 days and sends the Turkey choice to the Turkey site', async () => {
    const { user, redirect } = renderChooser();
    await user.click(screen.getByRole('checkbox', { name: "Don't show again for 7 days" }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(readStoredJson(TURKEY_ENTRY_STORAGE_KEY)).toEqual({ keepaliveDays: 7, timestamp: T0 });
    expect(redirect).toHaveBeenCalledWith(`${getSite('turkey').origin}/`);
  });

  it('confirm without the tick keeps 1 day; staying on the main site does not redirect', async () => {
    const { user, redirect } = renderChooser();
    await user.click(screen.getByRole('radio', { name: /Stay on/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(readStoredJson(TURKEY_ENTRY_STORAGE_KEY)).toEqual({ keepaliveDays: 1, timestamp: T0 });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('stays closed 1 ms before a 7-day keep-alive ends and opens again at 7 days', () => {
    writeStoredJson(TURKEY_ENTRY_STORAGE_KEY, { keepaliveDays: 7, timestamp: T0 - 7 * DAY_MS + 1 });
    const first = renderWithShell(<TurkeyChooser redirect={jest.fn()} />, { locale: 'tr' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    writeStoredJson(TURKEY_ENTRY_STORAGE_KEY, { keepaliveDays: 7, timestamp: T0 - 7 * DAY_MS });
    renderWithShell(<TurkeyChooser redirect={jest.fn()} />, { locale: 'tr' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a malformed stored keep-alive opens it', () => {
    window.localStorage.setItem(TURKEY_ENTRY_STORAGE_KEY, 'not json');
    renderChooser();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered in other languages or on the Turkey site', () => {
    renderChooser('en');
    renderWithShell(<TurkeyChooser redirect={jest.fn()} />, { site: 'turkey', locale: 'tr' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
