/**
 * The first-paint gate (issue 27): parts nobody needs for the first paint load after it and mount
 * together. A fake PerformanceObserver stands in for Chromium's paint timing.
 */
type FirstPaint = typeof import('./first-paint');

let emitPaint: (name: string) => void = () => undefined;

class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: { getEntries(): Array<{ name: string }> }) => void) {}
  observe(): void {
    emitPaint = (name) => this.callback({ getEntries: () => [{ name }] });
  }
  disconnect(): void {
    emitPaint = () => undefined;
  }
}

function loadWithPaintTiming(): FirstPaint {
  let loaded: FirstPaint | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<FirstPaint>('./first-paint');
  });
  return loaded!;
}

describe('first-paint gate', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
  });

  it('fetches the deferred parts only after the first contentful paint, then turns painted once they are in', async () => {
    const gate = loadWithPaintTiming();
    let resolveCode: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (resolveCode = resolve)));
    gate.deferUntilPainted(preload);
    const seen: boolean[] = [];
    gate.afterPainted(() => seen.push(true));

    emitPaint('first-paint');
    await jest.advanceTimersByTimeAsync(10);
    expect(preload).not.toHaveBeenCalled();

    emitPaint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(0);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);

    resolveCode();
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([true]);
  });

  it('mounts the parts anyway 3 s after the paint when their code hangs (2,999 ms: not yet)', async () => {
    const gate = loadWithPaintTiming();
    gate.deferUntilPainted(() => new Promise(() => undefined));
    const seen: boolean[] = [];
    gate.afterPainted(() => seen.push(true));
    emitPaint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(2_999);
    expect(seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([true]);
  });

  it('runs at once where the browser reports no paint timing (nothing waits for a signal that never comes)', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    const gate = loadWithPaintTiming();
    const preload = jest.fn(() => Promise.resolve());
    gate.deferUntilPainted(preload);
    expect(preload).toHaveBeenCalledTimes(1);
    const seen: boolean[] = [];
    gate.afterPainted(() => seen.push(true));
    expect(seen).toEqual([true]);
  });

  it('a failed chunk does not hold the other parts back', async () => {
    const gate = loadWithPaintTiming();
    gate.deferUntilPainted(() => Promise.reject(new Error('offline')));
    const seen: boolean[] = [];
    gate.afterPainted(() => seen.push(true));
    emitPaint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([true]);
  });
});
