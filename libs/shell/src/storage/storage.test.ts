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
