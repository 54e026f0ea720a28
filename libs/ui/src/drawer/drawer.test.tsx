import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DRAWER_CLOSE_DELAY_MS } from '../constants';
import { renderUi } from '../testing/render';
import { Drawer, type DrawerProps } from './drawer';

function Harness(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deposit
      </button>
      <Drawer title="Fund wallet" {...props} open={open} onClose={() => setOpen(false)}>
        <a href="/myaccount/deposit/USDT">On-chain deposit</a>
        <a href="/myaccount/deposit_gatecode">Gate code deposit</a>
      </Drawer>
    </>
  );
}

function setup(props: Partial<DrawerProps> = {}) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(<Harness {...props} />);
  return user;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('Drawer', () => {
  it('opens as a modal dialog named by its title, 414 px wide by default', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const drawer = screen.getByRole('dialog', { name: 'Fund wallet' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer.style.inlineSize).toBe('min(414px, 100vw)');
  });

  it('takes a configurable width', async () => {
    const user = setup({ width: 360 });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('dialog').style.inlineSize).toBe('min(360px, 100vw)');
  });

  it('stays mounted 299 ms after closing and is removed at 300 ms', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('drawer-overlay')).toHaveAttribute('data-state', 'closing');
    act(() => {
      jest.advanceTimersByTime(DRAWER_CLOSE_DELAY_MS - 1);
    });
    expect(screen.getByRole('dialog', { name: 'Fund wallet' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('honours a custom closeDelayMs and reports onExited', async () => {
    const onExited = jest.fn();
    const user = setup({ closeDelayMs: 50, onExited });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.keyboard('{Escape}');
    act(() => {
      jest.advanceTimersByTime(49);
    });
    expect(onExited).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Deposit' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Gate code deposit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click unless closeOnOverlayClick is false', async () => {
    const user = setup({ closeOnOverlayClick: false });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.getByTestId('drawer-overlay')).toHaveAttribute('data-state', 'open');
  });

  it('closes on a backdrop click by default', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.getByTestId('drawer-overlay')).toHaveAttribute('data-state', 'closing');
  });

  it('reopening while closing keeps it mounted', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    act(() => {
      jest.advanceTimersByTime(DRAWER_CLOSE_DELAY_MS * 2);
    });
    expect(screen.getByTestId('drawer-overlay')).toHaveAttribute('data-state', 'open');
  });
});
