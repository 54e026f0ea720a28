import { createDebouncer } from './debounce';

describe('createDebouncer (trailing, on the one clock)', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the latest function once, exactly `ms` after the last call', () => {
    jest.useFakeTimers();
    const ran: number[] = [];
    const debouncer = createDebouncer(1500);
    debouncer.call(() => ran.push(1));
    jest.advanceTimersByTime(1000);
    debouncer.call(() => ran.push(2));
    jest.advanceTimersByTime(1499);
    expect(ran).toEqual([]);
    expect(debouncer.pending()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual([2]);
    expect(debouncer.pending()).toBe(false);
  });

  it('drops a cancelled call', () => {
    jest.useFakeTimers();
    const fn = jest.fn();
    const debouncer = createDebouncer(1500);
    debouncer.call(fn);
    debouncer.cancel();
    jest.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    expect(debouncer.pending()).toBe(false);
  });

  it('schedules through the clock it is given', () => {
    const scheduled: Array<{ ms: number; fn: () => void; cancelled: boolean }> = [];
    const schedule = (ms: number, fn: () => void) => {
      const entry = { ms, fn, cancelled: false };
      scheduled.push(entry);
      return () => void (entry.cancelled = true);
    };
    const ran: number[] = [];
    const debouncer = createDebouncer(1000, schedule);
    debouncer.call(() => ran.push(1));
    debouncer.call(() => ran.push(2));
    for (const entry of scheduled) if (!entry.cancelled) entry.fn();
    expect(scheduled.map((entry) => [entry.ms, entry.cancelled])).toEqual([[1000, true], [1000, false]]);
    expect(ran).toEqual([2]);
  });
});
