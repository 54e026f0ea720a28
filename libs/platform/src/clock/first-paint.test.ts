/**
 * The first-paint gate: parts nobody needs for the first paint load after it and mount
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

/** Runs the zero-delay tasks the gate queues after a paint (its own, then one per part; fake timers run a nested one a tick later). */
async function runTasksAfterPaint(): Promise<void> {
  for (let hop = 0; hop < 3; hop++) await jest.advanceTimersByTimeAsync(1);
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
    await runTasksAfterPaint();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);

    resolveCode();
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([true]);
  });

  it('afterPainted returns a cancel: a callback cancelled before the paint never runs', async () => {
    const gate = loadWithPaintTiming();
    const seen: string[] = [];
    const cancel = gate.afterPainted(() => seen.push('cancelled'));
    gate.afterPainted(() => seen.push('kept'));
    cancel();
    emitPaint('first-contentful-paint');
    await runTasksAfterPaint();
    expect(seen).toEqual(['kept']);
  });

  it('mounts the parts anyway 3 s after the paint when their code hangs (2,999 ms: not yet)', async () => {
    const gate = loadWithPaintTiming();
    gate.deferUntilPainted(() => new Promise(() => undefined));
    const seen: boolean[] = [];
    gate.afterPainted(() => seen.push(true));
    emitPaint('first-contentful-paint');
    // The gate's own task after the paint starts the 3 s.
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

  it('starts each deferred part in a task of its own after the paint, so no one task inserts them all', async () => {
    const gate = loadWithPaintTiming();
    const order: string[] = [];
    gate.deferUntilPainted(() => {
      order.push('first part');
      // Runs before the next task: it comes before the second part only if that part has a task of its own.
      void Promise.resolve().then(() => order.push("end of the first part's task"));
      return Promise.resolve();
    });
    gate.deferUntilPainted(() => {
      order.push('second part');
      return Promise.resolve();
    });
    emitPaint('first-contentful-paint');
    await runTasksAfterPaint();
    expect(order).toEqual(['first part', "end of the first part's task", 'second part']);
  });

  it('a preload that throws as it starts does not hold the other parts back', async () => {
    const gate = loadWithPaintTiming();
    gate.deferUntilPainted(() => {
      throw new Error('no chunk');
    });
    const seen: boolean[] = [];
    gate.afterPainted(() => seen.push(true));
    emitPaint('first-contentful-paint');
    await runTasksAfterPaint();
    expect(seen).toEqual([true]);
  });

  it('a failed chunk does not hold the other parts back', async () => {
    const gate = loadWithPaintTiming();
    gate.deferUntilPainted(() => Promise.reject(new Error('offline')));
    const seen: boolean[] = [];
    gate.afterPainted(() => seen.push(true));
    emitPaint('first-contentful-paint');
    await runTasksAfterPaint();
    expect(seen).toEqual([true]);
  });
});

describe('the held paint of tests (jsdom reports no paint timing)', () => {
  it('holds what waits for the paint until the test paints, then fetches the queued parts and runs the waiters', async () => {
    let gate: FirstPaint | undefined;
    jest.isolateModules(() => {
      gate = jest.requireActual<FirstPaint>('./first-paint');
    });
    const held = gate!.holdPaintForTests();
    const preload = jest.fn(async () => undefined);
    const ran: string[] = [];
    gate!.deferUntilPainted(preload);
    gate!.afterPainted(() => ran.push('after paint'));
    await Promise.resolve();
    expect(held.queued()).toBe(1);
    expect(preload).not.toHaveBeenCalled();
    expect(ran).toEqual([]);
    held.paint();
    await Promise.resolve();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(ran).toEqual(['after paint']);
    expect(held.queued()).toBe(0);
  });
});
