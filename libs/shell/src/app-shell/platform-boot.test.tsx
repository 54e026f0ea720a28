import { act, render } from '@testing-library/react';
import { getSite } from '@exchange/site-registry';
import { holdPaintForTests, type HeldPaint } from '@exchange/platform/testing';
import { deferredServices, inIdleTurns, PlatformBoot } from './platform-boot';

// Idle moments the test hands out one at a time, as the browser would (jsdom has no
// requestIdleCallback: the test's stands in for the browser's).
const idle: Array<() => void> = [];
const idleIds = new Map<number, () => void>();
let nextIdleId = 1;
const scope = globalThis as unknown as { requestIdleCallback?: (fn: () => void) => number; cancelIdleCallback?: (id: number) => void };
beforeAll(() => {
  scope.requestIdleCallback = (fn) => {
    idle.push(fn);
    idleIds.set(nextIdleId, fn);
    return nextIdleId++;
  };
  scope.cancelIdleCallback = (id) => {
    const fn = idleIds.get(id);
    if (fn && idle.includes(fn)) idle.splice(idle.indexOf(fn), 1);
  };
});
afterAll(() => {
  delete scope.requestIdleCallback;
  delete scope.cancelIdleCallback;
});
jest.mock('../services/fingerprint/fingerprint', () => ({ ensureFingerprint: () => Promise.resolve() }));

// The first paint, which the test announces.
let held: HeldPaint;
function paint(): void {
  act(() => held.paint());
}

beforeEach(() => {
  idle.length = 0;
  held = holdPaintForTests();
});

describe('deferred platform services (no long task after load)', () => {
  it('each step runs in an idle moment of its own, in order', () => {
    const ran: string[] = [];
    inIdleTurns([() => ran.push('monitoring'), () => ran.push('vitals'), () => ran.push('worker')], 3000);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(ran).toEqual(['monitoring']);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    idle.shift()!();
    expect(ran).toEqual(['monitoring', 'vitals', 'worker']);
    expect(idle).toHaveLength(0);
  });

  it('cancelled (the page left), no later step starts', () => {
    const ran: string[] = [];
    const cancel = inIdleTurns([() => ran.push('a'), () => ran.push('b')], 3000);
    idle.shift()!();
    cancel();
    expect(idle).toHaveLength(0);
    expect(ran).toEqual(['a']);
  });

  it('monitoring, vitals and the worker are three separate steps', () => {
    expect(deferredServices({ sentryDsn: '', key: 'main' })).toHaveLength(3);
  });

  // Load comes before the first paint here (the paint waits for the catalogues), so an idle moment
  // after load let the monitoring SDK's chunk share the network with what the paint needs.
  it('PlatformBoot asks for the first idle moment only after the first paint', () => {
    render(<PlatformBoot site={getSite('main')} />);
    expect(idle).toHaveLength(0);
    paint();
    expect(idle).toHaveLength(1);
  });

  it('PlatformBoot unmounted before the paint starts no service after it', () => {
    const { unmount } = render(<PlatformBoot site={getSite('main')} />);
    unmount();
    paint();
    expect(idle).toHaveLength(0);
  });
});
