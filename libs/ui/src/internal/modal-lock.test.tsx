import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../dialog/dialog';
import { Drawer } from '../drawer/drawer';
import { renderUi } from '../testing/render';
import { createToastStore } from '../toast/toast-store';
import { ToastViewport } from '../toast/toast';

// Every modal dialog and drawer locks the page's scroll while open, without a shift from the
// scrollbar, and makes the rest of the page inert; toasts stay live above it (spec 1 §8's
// fund-password error toast among them).

const root = document.documentElement;
const isInert = (element: Element | null) => element?.hasAttribute('inert') ?? false;

/** A page with a classic scrollbar `gutter` px wide (0: overlay scrollbars, or no scrollbar). */
function scrollbar(gutter: number) {
  Object.defineProperty(root, 'clientWidth', { configurable: true, get: () => window.innerWidth - gutter });
}

function Page({ store = createToastStore(), container }: { store?: ReturnType<typeof createToastStore>; container?: boolean }) {
  const [dialog, setDialog] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [host, setHost] = useState<HTMLElement | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setDrawer(true)}>
        Deposit
      </button>
      <button type="button" onClick={() => setDialog(true)}>
        Notice
      </button>
      {container && <div data-testid="host" ref={setHost} />}
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="Fund wallet" closeDelayMs={300}>
        <button type="button" onClick={() => setDialog(true)}>
          Fund password
        </button>
      </Drawer>
      <Dialog open={dialog} onClose={() => setDialog(false)} title="Restricted Location" container={container ? host : undefined}>
        Services are unavailable.
      </Dialog>
      <ToastViewport store={store} />
    </main>
  );
}

const css = Object.getOwnPropertyDescriptor(globalThis, 'CSS');
beforeEach(() => scrollbar(0));
afterEach(() => {
  delete (root as { clientWidth?: number }).clientWidth;
  if (css) Object.defineProperty(globalThis, 'CSS', css);
  else delete (globalThis as { CSS?: unknown }).CSS;
  jest.useRealTimers();
});

describe('a modal dialog', () => {
  it('locks the page while open: no scroll, everything but the dialog inert; all as before once closed', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Notice' }));
    expect(root.style.overflow).toBe('hidden');
    expect(isInert(container)).toBe(true);
    expect(isInert(screen.getByTestId('dialog-overlay'))).toBe(false);
    // No classic scrollbar, no room to keep: nothing is added that would move the page.
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
    await user.keyboard('{Escape}');
    expect(root.style.overflow).toBe('');
    expect(isInert(container)).toBe(false);
  });

  it('keeps toasts live above it: an error toast raised while it is open is outside the inert page and announced', async () => {
    const store = createToastStore();
    const user = userEvent.setup();
    const { container } = renderUi(<Page store={store} />);
    await user.click(screen.getByRole('button', { name: 'Notice' }));
    act(() => {
      store.show({ kind: 'error', message: 'Error' });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(isInert(container)).toBe(true);
    for (let node: Element | null = alert; node; node = node.parentElement) expect(isInert(node)).toBe(false);
  });

  it("keeps the scrollbar's room while it hides it, so the page does not shift (1 px of classic scrollbar is enough)", async () => {
    scrollbar(1);
    const supports = jest.fn(() => true);
    Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { supports } });
    const user = userEvent.setup();
    renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Notice' }));
    expect(supports).toHaveBeenCalledWith('scrollbar-gutter', 'stable');
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
    await user.keyboard('{Escape}');
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
  });

  it('pads the body by the scrollbar instead where scrollbar-gutter is unknown', async () => {
    scrollbar(15);
    Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { supports: () => false } });
    const user = userEvent.setup();
    renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Notice' }));
    expect(document.body.style.paddingInlineEnd).toBe('15px');
    await user.keyboard('{Escape}');
    expect(document.body.style.paddingInlineEnd).toBe('');
  });

  it('portaled into the page, makes the siblings of its way up inert, not the way itself', async () => {
    const user = userEvent.setup();
    renderUi(<Page container />);
    await user.click(screen.getByRole('button', { name: 'Notice' }));
    const host = screen.getByTestId('host');
    expect(isInert(host)).toBe(false);
    expect(isInert(host.parentElement)).toBe(false);
    expect(isInert(screen.getByRole('button', { name: 'Deposit' }))).toBe(true);
  });

  it('leaves an element that was inert before as it was', async () => {
    const before = document.body.appendChild(document.createElement('div'));
    before.setAttribute('inert', '');
    const user = userEvent.setup();
    renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Notice' }));
    await user.keyboard('{Escape}');
    expect(isInert(before)).toBe(true);
    before.remove();
  });
});

describe('a drawer', () => {
  it('locks the page while open, a dialog from it takes over, and the page is live again as its slide-out starts', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const drawer = screen.getByTestId('drawer-overlay');
    expect(root.style.overflow).toBe('hidden');
    expect(isInert(container)).toBe(true);
    expect(isInert(drawer)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Fund password' }));
    expect(isInert(drawer)).toBe(true);
    await user.keyboard('{Escape}');
    expect(isInert(drawer)).toBe(false);
    expect(root.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(drawer).toHaveAttribute('data-state', 'closing');
    expect(root.style.overflow).toBe('');
    expect(isInert(container)).toBe(false);
  });
});
