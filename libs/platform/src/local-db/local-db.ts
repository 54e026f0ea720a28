/**
 * The one local database (second spec §9: "Local database version 1672531 (with a named store;
 * name not shown)"), on IndexedDB through `idb`, with stores for translation bundles and chart
 * history. When IndexedDB is missing or denied (private modes, sandboxed webviews) the same API
 * runs in memory for the page's lifetime, so callers never branch on storage.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { LOCAL_DB_NAME, LOCAL_DB_STORE_CHART_HISTORY, LOCAL_DB_STORE_TRANSLATIONS, LOCAL_DB_VERSION } from '../constants';

/** The object stores of the current version. */
export const LOCAL_DB_STORES = [LOCAL_DB_STORE_TRANSLATIONS, LOCAL_DB_STORE_CHART_HISTORY] as const;
type LocalDbStore = (typeof LOCAL_DB_STORES)[number];

/** Decision: how long opening may take before the in-memory fallback is used. */
const LOCAL_DB_OPEN_TIMEOUT_MS = 3000;

/** What an upgrade does to the stores. */
export interface UpgradePlan {
  create: string[];
  remove: string[];
}

/**
 * Pure upgrade logic: from `oldVersion` (0 for a new database) with `existingStores`, create the
 * current stores that are missing and drop stores older builds left behind (their data has no
 * reader any more).
 */
export function planUpgrade(oldVersion: number, existingStores: readonly string[]): UpgradePlan {
  const wanted: readonly string[] = LOCAL_DB_STORES;
  if (oldVersion >= LOCAL_DB_VERSION) {
    return { create: wanted.filter((s) => !existingStores.includes(s)), remove: [] };
  }
  return {
    create: wanted.filter((s) => !existingStores.includes(s)),
    remove: existingStores.filter((s) => !wanted.includes(s)),
  };
}

/** The database API (IndexedDB or memory). Every method resolves; failures read as absent. */
export interface LocalDb {
  readonly kind: 'indexeddb' | 'memory';
  get<T = unknown>(store: LocalDbStore, key: string): Promise<T | undefined>;
  put(store: LocalDbStore, key: string, value: unknown): Promise<boolean>;
  delete(store: LocalDbStore, key: string): Promise<void>;
  close(): void;
}

/** A database kept in memory (fallback and tests). */
export function createMemoryDb(): LocalDb {
  const stores = new Map<string, Map<string, unknown>>(LOCAL_DB_STORES.map((s) => [s, new Map()]));
  return {
    kind: 'memory',
    get: async <T>(store: LocalDbStore, key: string) => stores.get(store)?.get(key) as T | undefined,
    put: async (store, key, value) => {
      stores.get(store)?.set(key, value);
      return true;
    },
    delete: async (store, key) => void stores.get(store)?.delete(key),
    close: () => undefined,
  };
}

function wrap(db: IDBPDatabase): LocalDb {
  return {
    kind: 'indexeddb',
    async get<T>(store: LocalDbStore, key: string) {
      try {
        return (await db.get(store, key)) as T | undefined;
      } catch {
        return undefined;
      }
    },
    async put(store, key, value) {
      try {
        await db.put(store, value, key);
        return true;
      } catch {
        return false;
      }
    },
    async delete(store, key) {
      try {
        await db.delete(store, key);
      } catch {
        // nothing to do
      }
    },
    close: () => db.close(),
  };
}

/** Options of {@link openLocalDb} (injectable for tests). */
export interface OpenLocalDbOptions {
  /** The IndexedDB factory; defaults to the global one. */
  indexedDB?: IDBFactory;
  /** Opener; defaults to idb's `openDB`. */
  open?: typeof openDB;
  timeoutMs?: number;
}

function globalIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB;
  } catch {
    // Some private modes throw on merely reading the property.
    return undefined;
  }
}

let shared: Promise<LocalDb> | undefined;

/**
 * Forgets the shared handle (tests).
 * @internal A test seam (on @exchange/platform/testing): it drops this module's open database.
 */
export function resetLocalDb(): void {
  shared = undefined;
}

async function open(options: OpenLocalDbOptions): Promise<LocalDb> {
  const factory = options.indexedDB ?? globalIndexedDb();
  if (!factory) return createMemoryDb();
  const opener = options.open ?? openDB;
  try {
    const opening = opener(LOCAL_DB_NAME, LOCAL_DB_VERSION, {
      upgrade(db, oldVersion) {
        const plan = planUpgrade(oldVersion, Array.from(db.objectStoreNames));
        for (const name of plan.remove) db.deleteObjectStore(name);
        for (const name of plan.create) db.createObjectStore(name);
      },
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), options.timeoutMs ?? LOCAL_DB_OPEN_TIMEOUT_MS);
    });
    const db = await Promise.race([opening, timeout]);
    clearTimeout(timer);
    if (!db) {
      // Late success must not leak a connection.
      void opening.then((late) => late.close()).catch(() => undefined);
      return createMemoryDb();
    }
    return wrap(db);
  } catch {
    return createMemoryDb();
  }
}

/**
 * Opens the local database once per page (version 1672531). Resolves to an in-memory database
 * when IndexedDB is missing, denied, blocked or too slow; never rejects.
 */
export function openLocalDb(options: OpenLocalDbOptions = {}): Promise<LocalDb> {
  if (options.indexedDB || options.open) return open(options);
  shared ??= open(options);
  return shared;
}
