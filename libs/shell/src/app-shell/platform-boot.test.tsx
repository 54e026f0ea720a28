import { deferredServices, inIdleTurns } from './platform-boot';

// Idle moments the test hands out one at a time, as the browser would.
const idle: Array<() => void> = [];
jest.mock('@exchange/platform', () => ({
  ...jest.requireActual('@exchange/platform'),
  whenIdle: (fn: () => void) => {
    idle.push(fn);
    return () => idle.splice(idle.indexOf(fn), 1);
  },
}));

beforeEach(() => {
  idle.length = 0;
});

describe('deferred platform services (issue 27: no long task after load)', () => {
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
});
