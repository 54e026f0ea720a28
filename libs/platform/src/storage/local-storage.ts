/**
 * The one door to Web Storage. Private modes and sandboxed webviews throw on access; every
 * helper here answers as if the value were absent instead.
 */
function store(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reads a string from local storage (or session storage); `undefined` when absent or denied. */
export function readStored(key: string, kind: 'local' | 'session' = 'local'): string | undefined {
  try {
    return store(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes a string; silently does nothing when storage is denied or full. */
export function writeStored(key: string, value: string, kind: 'local' | 'session' = 'local'): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Quota or denial: the feature degrades to "not remembered".
  }
}

/**
 * Removes a key; never throws.
 * @internal Tests and stories clear a key with it; the product never removes one.
 */
export function removeStored(key: string, kind: 'local' | 'session' = 'local'): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // ignore: see writeStored
  }
}

/** Reads and parses JSON; corrupt data counts as absent. */
export function readStoredJson<T = unknown>(key: string, kind: 'local' | 'session' = 'local'): T | undefined {
  const raw = readStored(key, kind);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** Serialises and writes JSON; never throws (cyclic data is dropped). */
export function writeStoredJson(key: string, value: unknown, kind: 'local' | 'session' = 'local'): void {
  try {
    writeStored(key, JSON.stringify(value), kind);
  } catch {
    // cyclic or unserialisable: nothing stored
  }
}
