import { TOAST_DURATION_MS } from '../constants';
import { createToastStore } from './toast-store';

describe('createToastStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('queues toasts oldest first and notifies subscribers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.show({ kind: 'success', message: 'Saved' });
    store.show({ kind: 'error', message: 'Error' });
    expect(store.getSnapshot().map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Error'],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('dismisses itself after 3000 ms, not at 2999 ms', () => {
    const store = createToastStore();
    store.show({ kind: 'warning', message: 'Careful' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a custom duration and Infinity', () => {
    const store = createToastStore();
    store.show({ kind: 'success', message: 'short', durationMs: 100 });
    store.show({ kind: 'error', message: 'sticky', durationMs: Infinity });
    jest.advanceTimersByTime(1_000_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['sticky']);
  });

  it('dismiss removes one toast by id; clear removes all', () => {
    const store = createToastStore();
    const a = store.show({ kind: 'success', message: 'a' });
    store.show({ kind: 'success', message: 'b' });
    store.dismiss(a);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['b']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps the same snapshot reference until something changes, and unsubscribes', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.dismiss(42);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.show({ kind: 'success', message: 'x' });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).not.toBe(before);
  });
});
