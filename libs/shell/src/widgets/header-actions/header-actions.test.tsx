import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { useTheme, type Theme } from '@emotion/react';
import type { ApiEndpoints } from '@exchange/api';
import { renderWithShell } from '../../testing/render-with-shell';
import { fakeApi, widgetState } from '../../testing/widget-test-kit';
import { LazyDepositDrawer, LazyFundPassFrequencyDialog } from '../lazy-parts';
import { HeaderActions } from './header-actions';

// Drawer and dialog are lazy: loaded once here so each click shows them at once.
beforeAll(() => Promise.all([LazyDepositDrawer.preload(), LazyFundPassFrequencyDialog.preload()]));

const api = fakeApi({
  getFundPassFrequency: () => Promise.resolve({ ok: true, data: { frequency: 2 } }),
} as Partial<ApiEndpoints>);

let theme: Theme;
function ThemeProbe() {
  theme = useTheme();
  return null;
}

function renderActions(loggedIn: boolean) {
  return renderWithShell(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <ThemeProbe />
            <HeaderActions />
          </>
        }
      />
      <Route path="/myaccount/security" element={<p>Security page</p>} />
    </Routes>,
    { preloadedState: widgetState({ loggedIn }), services: { api } },
  );
}

describe('HeaderActions', () => {
  it('shows nothing to a visitor', () => {
    renderActions(false);
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('opens the Fund wallet drawer from Deposit; Escape closes it and focus returns to Deposit', async () => {
    const user = userEvent.setup();
    renderActions(true);
    const deposit = screen.getByRole('button', { name: 'Deposit' });
    await user.click(deposit);
    expect(screen.getByRole('dialog', { name: 'Fund wallet' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(deposit).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fund wallet' })).not.toBeInTheDocument());
  });

  it('opens the fund-password settings dialog from the account menu', async () => {
    const user = userEvent.setup();
    renderActions(true);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Fund password settings' }));
    expect(screen.getByRole('dialog', { name: 'Fund password settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Every time' })).toBeChecked());
  });

  it('goes to /myaccount/security from the account menu', async () => {
    const user = userEvent.setup();
    renderActions(true);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Security' }));
    expect(screen.getByText('Security page')).toBeInTheDocument();
  });

  it('Deposit and the account menu are of the header control family: Deposit filled, the menu pressed while open', async () => {
    const user = userEvent.setup();
    renderActions(true);
    const deposit = screen.getByRole('button', { name: 'Deposit' });
    const menu = screen.getByRole('button', { name: /Account menu/ });
    for (const control of [deposit, menu]) {
      expect(getComputedStyle(control).borderRadius).toBe(theme.control.radius);
      expect(getComputedStyle(control).minBlockSize).toBe(`${theme.control.size}px`);
    }
    expect(deposit).toHaveStyle({ backgroundColor: theme.colors.primary, color: theme.colors.onPrimary });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveStyle({ backgroundColor: theme.control.pressedBackground });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveStyle({ backgroundColor: theme.control.pressedBackground, color: theme.control.pressedText });
  });
});
