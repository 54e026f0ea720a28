import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '../constants';
import { renderUi } from '../testing/render';
import { createToastStore } from './toast-store';
import { ToastViewport } from './toast';
import { ToastHost } from './toast-host';

describe('ToastViewport', () => {
  afterEach(() => jest.useRealTimers());

  it('announces an error toast as an alert with the message', () => {
    const store = createToastStore();
    renderUi(<ToastViewport store={store} />);
    act(() => {
      store.show({ kind: 'error', message: 'request data error, please try later' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('request data error, please try later');
  });

  it('shows success and warning as polite status messages', () => {
    const store = createToastStore();
    renderUi(<ToastViewport store={store} />);
    act(() => {
      store.show({ kind: 'success', message: 'Passkey created' });
      store.show({ kind: 'warning', message: 'Check your network' });
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['✓Passkey created', '!Check your network']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a toast from its close button', async () => {
    const store = createToastStore();
    renderUi(<ToastViewport store={store} />);
    act(() => {
      store.show({ kind: 'success', message: 'Saved' });
    });
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('removes a toast by itself after its duration', () => {
    jest.useFakeTimers();
    const store = createToastStore();
    renderUi(<ToastViewport store={store} />);
    act(() => {
      store.show({ kind: 'success', message: 'Saved' });
    });
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('uses the app-wide toast queue by default', async () => {
    const { toast } = await import('./toast-store');
    renderUi(<ToastViewport />);
    act(() => {
      toast.show({ kind: 'error', message: 'Error', durationMs: Infinity });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    act(() => toast.clear());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ToastHost', () => {
  it('renders nothing until the first toast, then the viewport with it (its code loads then), and stays', async () => {
    const store = createToastStore();
    renderUi(<ToastHost store={store} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      store.show({ kind: 'error', message: 'request data error, please try later' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('request data error, please try later');
    act(() => store.dismiss(store.getSnapshot()[0].id));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The viewport's region stays once shown, so the next toast is announced in place.
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
