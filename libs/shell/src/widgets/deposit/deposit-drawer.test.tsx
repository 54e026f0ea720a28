import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithShell } from '../../testing/render-with-shell';
import { fakeApi, widgetState, type WidgetStateInput } from '../../testing/widget-test-kit';
import { DepositDrawer } from './deposit-drawer';
import { DepositPicker } from './deposit-picker';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open drawer
      </button>
      <DepositDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderDrawer(state: WidgetStateInput = {}, locale = 'en') {
  return renderWithShell(<DepositDrawer open onClose={() => undefined} />, {
    preloadedState: widgetState(state),
    services: { api: fakeApi() },
    locale,
  });
}

describe('DepositDrawer', () => {
  it('is the 414 px "Fund wallet" dialog with both sections and the spec links', () => {
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Fund wallet' });
    expect(drawer.style.inlineSize).toBe('min(414px, 100vw)');
    const have = within(drawer).getByRole('region', { name: 'Have assets' });
    expect(within(have).getByRole('link', { name: /On-chain deposit/ })).toHaveAttribute('href', '/myaccount/deposit/USDT');
    expect(within(have).getByRole('link', { name: /Gate code deposit/ })).toHaveAttribute('href', '/myaccount/deposit_gatecode');
    const dont = within(drawer).getByRole('region', { name: "Don't have assets" });
    expect(within(dont).getByRole('link', { name: /Credit card/ })).toHaveAttribute('href', '/crypto/buy/with-credit-card?method=card');
    expect(within(dont).getByRole('link', { name: /Bank transfer/ })).toHaveAttribute('href', '/crypto/buy/with-bank-account?method=bank');
    expect(within(dont).getByRole('link', { name: /C2C trade/ })).toHaveAttribute('href', '/c2c/market');
  });

  it('keeps the language prefix of the page in its links', () => {
    renderDrawer({}, 'zh');
    expect(screen.getByRole('link', { name: /On-chain deposit/ })).toHaveAttribute('href', '/zh/myaccount/deposit/USDT');
  });

  it('hides the "Don\'t have assets" section when the menu restricts all three features', () => {
    renderDrawer({ menu: ['credit_paywith_card', 'bank_card', 'fiat_trade'] });
    expect(screen.getByRole('region', { name: 'Have assets' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Don't have assets" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /C2C trade/ })).not.toBeInTheDocument();
  });

  it('hides only the restricted entry when one feature is restricted', () => {
    renderDrawer({ menu: ['bank_card'] });
    expect(screen.getByRole('link', { name: /Credit card/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bank transfer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /C2C trade/ })).toBeInTheDocument();
  });

  it('shows a UK-limited user no card, bank or P2P entry', () => {
    renderDrawer({ ukLimited: true });
    expect(screen.queryByRole('link', { name: /Credit card|Bank transfer|C2C trade/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /On-chain deposit/ })).toBeInTheDocument();
  });

  describe('opening and closing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('Escape closes it; it stays mounted for 299 ms and is removed at 300 ms; focus returns to the opener', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithShell(<Harness />, { preloadedState: widgetState(), services: { api: fakeApi() } });
      const opener = screen.getByRole('button', { name: 'Open drawer' });
      await user.click(opener);
      const drawer = screen.getByRole('dialog', { name: 'Fund wallet' });
      expect(drawer).toContainElement(document.activeElement as HTMLElement);

      await user.keyboard('{Escape}');
      expect(opener).toHaveFocus();
      act(() => jest.advanceTimersByTime(299));
      expect(screen.getByTestId('drawer-overlay')).toHaveAttribute('data-state', 'closing');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog', { name: 'Fund wallet' })).not.toBeInTheDocument();
    });

    it('keeps Tab inside the drawer while open', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithShell(<Harness />, { preloadedState: widgetState(), services: { api: fakeApi() } });
      await user.click(screen.getByRole('button', { name: 'Open drawer' }));
      const drawer = screen.getByRole('dialog', { name: 'Fund wallet' });
      for (let i = 0; i < 10; i += 1) {
        await user.tab();
        expect(drawer).toContainElement(document.activeElement as HTMLElement);
      }
    });
  });
});

describe('DepositPicker', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('opens each choice in a new window without an opener, with the fiat in the query', async () => {
    const user = userEvent.setup();
    renderWithShell(<DepositPicker fiat="EUR" />, { preloadedState: widgetState(), services: { api: fakeApi() } });
    await user.click(screen.getByRole('button', { name: /On-chain deposit/ }));
    await user.click(screen.getByRole('button', { name: /Gate code deposit/ }));
    await user.click(screen.getByRole('button', { name: /C2C trade/ }));
    await user.click(screen.getByRole('button', { name: /Credit card/ }));
    await user.click(screen.getByRole('button', { name: /Bank transfer/ }));
    expect(open.mock.calls).toEqual([
      ['/myaccount/deposit/USDT', '_blank', 'noopener,noreferrer'],
      ['/myaccount/deposit_gatecode', '_blank', 'noopener,noreferrer'],
      ['/c2c/USDT_EUR', '_blank', 'noopener,noreferrer'],
      ['/crypto/buy/with-credit-card?method=card&fiat=EUR', '_blank', 'noopener,noreferrer'],
      ['/crypto/buy/with-bank-account?method=bank&fiat=EUR', '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('uses the site settings fiats by default: P2P defaultP2PFiat, card and bank defaultBuyCryptoFiat', async () => {
    const user = userEvent.setup();
    renderWithShell(<DepositPicker />, {
      preloadedState: widgetState({ defaultBuyCryptoFiat: 'TRY', defaultP2PFiat: 'BRL' }),
      services: { api: fakeApi() },
    });
    await user.click(screen.getByRole('button', { name: /C2C trade/ }));
    await user.click(screen.getByRole('button', { name: /Credit card/ }));
    expect(open.mock.calls).toEqual([
      ['/c2c/USDT_BRL', '_blank', 'noopener,noreferrer'],
      ['/crypto/buy/with-credit-card?method=card&fiat=TRY', '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('offers no other ways on a regional site or when fiat trade is restricted', () => {
    const { unmount } = renderWithShell(<DepositPicker />, { site: 'eu', locale: 'en-eu', preloadedState: widgetState(), services: { api: fakeApi() } });
    expect(screen.queryByRole('region', { name: 'Other deposit ways' })).not.toBeInTheDocument();
    unmount();
    renderWithShell(<DepositPicker />, { preloadedState: widgetState({ menu: ['fiat_trade'] }), services: { api: fakeApi() } });
    expect(screen.queryByRole('region', { name: 'Other deposit ways' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /On-chain deposit/ })).toBeInTheDocument();
  });
});
