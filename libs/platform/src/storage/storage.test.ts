import { whenIdle } from '../clock/clock';
import { fitsGrammar, registerCookieWriter, writerForCookie } from './cookie-registry';
import { dropCookiesOutsideGrammar, readCookie, removeCookie, writeCookie } from './cookies';
import { readStored, readStoredJson, writeStored, writeStoredJson } from './local-storage';

describe('cookie helper', () => {
  it('writes, reads and removes a cookie', () => {
    writeCookie('dark', '1', { maxAgeSeconds: 60 });
    expect(readCookie('dark')).toBe('1');
    removeCookie('dark');
    expect(readCookie('dark')).toBeUndefined();
  });

  it('parses the cookie string once per turn, and sees any change from the next turn on', async () => {
    const getter = jest.spyOn(document, 'cookie', 'get');
    writeCookie('a', '1');
    getter.mockClear();
    expect(readCookie('a')).toBe('1');
    const readsForOneParse = getter.mock.calls.length;
    expect([readCookie('a'), readCookie('b')]).toEqual(['1', undefined]);
    expect(getter).toHaveBeenCalledTimes(readsForOneParse);
    // A cookie set outside our helper (a response, another tab) shows from the next turn.
    document.cookie = 'b=2; path=/';
    await Promise.resolve();
    expect(readCookie('b')).toBe('2');
    getter.mockRestore();
    removeCookie('a');
    removeCookie('b');
  });

  it('sees its own writes and removals within the same turn', () => {
    expect(readCookie('c')).toBeUndefined();
    writeCookie('c', '3');
    expect(readCookie('c')).toBe('3');
    removeCookie('c');
    expect(readCookie('c')).toBeUndefined();
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

describe('cookies with a grammar', () => {
  registerCookieWriter({ name: 'tag_test', grammar: { maxLength: 8, pattern: /^[a-z]+$/ } });
  registerCookieWriter({ name: 'seen_test', grammar: { maxLength: 3, pattern: /^\d+$/ }, serverNamed: { pattern: /^seen_[a-z]+$/, maxLength: 12 } });

  it('writes a value within the grammar and refuses one outside it', () => {
    writeCookie('tag_test', 'abcdefgh');
    expect(readCookie('tag_test')).toBe('abcdefgh');
    writeCookie('tag_test', 'abcdefghi');
    writeCookie('tag_test', 'ab;c');
    expect(readCookie('tag_test')).toBe('abcdefgh');
    writeCookie('seen_server', '1234');
    expect(readCookie('seen_server')).toBeUndefined();
    removeCookie('tag_test');
  });

  it('drops after load the cookies that break their grammar, and keeps the rest', () => {
    document.cookie = `tag_test=${'x'.repeat(4000)}; path=/`;
    document.cookie = 'seen_server=12345; path=/';
    document.cookie = 'seen_ok=12; path=/';
    document.cookie = 'unrelated=kept; path=/';
    expect(dropCookiesOutsideGrammar().sort()).toEqual(['seen_server', 'tag_test']);
    expect(document.cookie).not.toContain('tag_test');
    expect(document.cookie).not.toContain('seen_server');
    expect(readCookie('seen_ok')).toBe('12');
    expect(readCookie('unrelated')).toBe('kept');
  });

  it('drops a cookie that outlived one it lives with (livesWith), and keeps it while they are there', () => {
    registerCookieWriter({ name: 'lives_owner', grammar: { maxLength: 8, pattern: /^[a-z]+$/ } });
    registerCookieWriter({ name: 'lives_follower', grammar: { maxLength: 8, pattern: /^[a-z]+$/ }, livesWith: ['lives_owner'] });
    document.cookie = 'lives_owner=abc; path=/';
    document.cookie = 'lives_follower=def; path=/';
    expect(dropCookiesOutsideGrammar()).toEqual([]);
    expect(readCookie('lives_follower')).toBe('def');
    removeCookie('lives_owner');
    expect(dropCookiesOutsideGrammar()).toEqual(['lives_follower']);
    expect(document.cookie).not.toContain('lives_follower');
  });

  it('checks a writer registered after load (a lazy part) as it registers', () => {
    dropCookiesOutsideGrammar();
    document.cookie = `late_test=${'y'.repeat(50)}; path=/`;
    registerCookieWriter({ name: 'late_test', grammar: { maxLength: 4, pattern: /^y+$/ } });
    expect(document.cookie).not.toContain('late_test');
  });
});

describe('the cookie registry at its edges', () => {
  // A pattern that would take the empty value: the registry refuses it all the same.
  const grammar = { maxLength: 3, pattern: /^a*$/ };

  it.each([
    ['aaa', true],
    ['aaaa', false],
    ['', false],
    ['ab', false],
    [null, false],
    [undefined, false],
  ])('fitsGrammar(%j) with at most 3 characters → %s', (value, fits) => expect(fitsGrammar(value, grammar)).toBe(fits));

  const plain = { name: 'edge_plain', grammar };
  const serverNamed = { name: 'edge_server', grammar, serverNamed: { pattern: /^edge_[a-z]+$/, maxLength: 10 } };
  registerCookieWriter(plain);
  registerCookieWriter(serverNamed);

  it.each([
    ['edge_plain', 'edge_plain'],
    ['edge_abcde', 'edge_server'],
    ['edge_abcdef', undefined],
    ['edge_9', undefined],
    ['nobody_writes_this', undefined],
  ])('the cookie %j belongs to the writer %j (a server-picked name of at most 10 characters)', (name, writer) => expect(writerForCookie(name)?.name).toBe(writer));
});
