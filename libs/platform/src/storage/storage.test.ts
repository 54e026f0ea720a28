import { whenIdle } from '../clock/clock';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { readStored, readStoredJson, writeStored, writeStoredJson } from './local-storage';

describe('cookie helper', () => {
  it('writes, reads and removes a cookie', () => {
    writeCookie('dark', '1', { maxAgeSeconds: 60 });
    expect(readCookie('dark')).toBe('1');
    removeCookie('dark');
    expect(readCookie('dark')).toBeUndefined();
  });
});

describe('local storage helper', () => {
  it('treats corrupt JSON as absent', () => {
    writeStored('chart:1', '{not json');
    expect(readStoredJson('chart:1')).toBeUndefined();
  });

  it('round-trips JSON and survives cyclic values', () => {
    writeStoredJson('k', { a: 1 });
    expect(readStoredJson('k')).toEqual({ a: 1 });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => writeStoredJson('k', cyclic)).not.toThrow();
    expect(readStored('k')).toBe('{"a":1}');
  });
});

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the load event before running, then runs once', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const fn = jest.fn();
    whenIdle(fn, 3_000);
    jest.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs on the next turn when the page has already loaded, and not at all once cancelled', () => {
    const fn = jest.fn();
    whenIdle(fn, 3_000);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = whenIdle(cancelled, 3_000);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
