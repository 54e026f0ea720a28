/**
 * The chart's only door to cookies, local storage and timers. Temporary local adapter until the
 * shell exports its helpers; then this file re-exports them from '@exchange/shell'.
 */
import Cookies from 'js-cookie';

export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | undefined {
  try {
    return local()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function readStoredJson<T = unknown>(key: string): T | undefined {
  const raw = readStored(key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    local()?.setItem(key, JSON.stringify(value));
  } catch {
    // denied or full: not remembered
  }
}

export function every(ms: number, fn: () => void): () => void {
  const id = globalThis.setInterval(fn, ms);
  return () => globalThis.clearInterval(id);
}

export function now(): number {
  return Date.now();
}

export function after(ms: number, fn: () => void): () => void {
  const id = globalThis.setTimeout(fn, ms);
  return () => globalThis.clearTimeout(id);
}
