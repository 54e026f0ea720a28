import type { openDB } from 'idb';
import { LOCAL_DB_NAME, LOCAL_DB_VERSION } from '../constants';
import { LOCAL_DB_STORES, openLocalDb, planUpgrade, resetLocalDb } from './local-db';

describe('planUpgrade', () => {
  it('creates both stores in a new database', () => {
    expect(planUpgrade(0, [])).toEqual({ create: ['translations', 'chart-history'], remove: [] });
  });

  it('upgrades an older version: keeps current stores, adds the missing, drops leftovers', () => {
    expect(planUpgrade(1672530, ['translations', 'keyval'])).toEqual({ create: ['chart-history'], remove: ['keyval'] });
  });

  it('changes nothing at the current version', () => {
    expect(planUpgrade(LOCAL_DB_VERSION, [...LOCAL_DB_STORES])).toEqual({ create: [], remove: [] });
  });
});

describe('openLocalDb', () => {
  afterEach(() => resetLocalDb());

  it('falls back to memory where IndexedDB does not exist (jsdom, old webviews)', async () => {
    const db = await openLocalDb();
    expect(db.kind).toBe('memory');
    await expect(db.put('translations', 'tw/shell', { a: '首頁' })).resolves.toBe(true);
    await expect(db.get('translations', 'tw/shell')).resolves.toEqual({ a: '首頁' });
    await db.delete('translations', 'tw/shell');
    await expect(db.get('translations', 'tw/shell')).resolves.toBeUndefined();
    expect(await openLocalDb()).toBe(db);
  });

  it('falls back to memory when storage is denied (private mode)', async () => {
    const denied = (async () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }) as unknown as typeof openDB;
    const db = await openLocalDb({ indexedDB: {} as IDBFactory, open: denied });
    expect(db.kind).toBe('memory');
  });

  it('falls back to memory when opening hangs', async () => {
    jest.useFakeTimers();
    try {
      const hanging = (() => new Promise(() => undefined)) as unknown as typeof openDB;
      const pending = openLocalDb({ indexedDB: {} as IDBFactory, open: hanging, timeoutMs: 3000 });
      await jest.advanceTimersByTimeAsync(3000);
      await expect(pending).resolves.toMatchObject({ kind: 'memory' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens version 1672531 and applies the upgrade plan', async () => {
    const created: string[] = [];
    const deleted: string[] = [];
    const fakeDb = { get: jest.fn(async () => 'v'), put: jest.fn(), delete: jest.fn(), close: jest.fn() };
    const opener = jest.fn(async (_name: string, _version: number, callbacks: { upgrade: (db: unknown, old: number) => void }) => {
      callbacks.upgrade(
        { objectStoreNames: ['legacy'], createObjectStore: (n: string) => created.push(n), deleteObjectStore: (n: string) => deleted.push(n) },
        1,
      );
      return fakeDb;
    }) as unknown as typeof openDB;
    const db = await openLocalDb({ indexedDB: {} as IDBFactory, open: opener });
    expect(opener).toHaveBeenCalledWith(LOCAL_DB_NAME, 1672531, expect.anything());
    expect(created).toEqual(['translations', 'chart-history']);
    expect(deleted).toEqual(['legacy']);
    expect(db.kind).toBe('indexeddb');
    await expect(db.get('chart-history', 'BTC_USDT:60')).resolves.toBe('v');
    fakeDb.put.mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(db.put('chart-history', 'k', [])).resolves.toBe(false);
  });
});
