import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ApiEndpoints } from '@exchange/api';
import { useApi, useSite } from '../context/shell-context';
import { selectIsLoggedIn } from '../store/user-slice';
import { useAppSelector } from '../store/store';
import { logRegionalError } from './log';
import { declarationAfterSign, declarationStatusFrom, usesDeclaration, type DeclarationState } from './declaration-rules';

/** What the page knows about the Turkey declaration. */
export interface DeclarationSnapshot {
  /** `undefined` until the status call answered. */
  status: DeclarationState | undefined;
  submitting: boolean;
}

interface DeclarationStore {
  snapshot: DeclarationSnapshot;
  requested: boolean;
  listeners: Set<() => void>;
}

// One store per endpoints object, so the footer link, the modal and the page share one answer
// (and tests with their own endpoints never see another test's state).
const stores = new WeakMap<ApiEndpoints, DeclarationStore>();

function storeFor(api: ApiEndpoints): DeclarationStore {
  let store = stores.get(api);
  if (!store) {
    store = { snapshot: { status: undefined, submitting: false }, requested: false, listeners: new Set() };
    stores.set(api, store);
  }
  return store;
}

function update(store: DeclarationStore, next: Partial<DeclarationSnapshot>): void {
  store.snapshot = { ...store.snapshot, ...next };
  for (const listener of store.listeners) listener();
}

async function load(api: ApiEndpoints, store: DeclarationStore): Promise<void> {
  const result = await api.getDeclarationStatus();
  if (!result.ok) logRegionalError('turkey-declaration', 'declaration status failed', result.failure ?? result.code);
  update(store, { status: declarationStatusFrom(result) });
}

/**
 * The Turkey declaration status of a logged-in Turkey user (spec 2 §3, §4, §8), fetched once per
 * page, with `sign()` which posts the signature. Elsewhere the status stays `undefined`.
 */
export function useDeclaration(): DeclarationSnapshot & { enabled: boolean; sign: () => Promise<void> } {
  const api = useApi();
  const site = useSite();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const enabled = usesDeclaration(site, loggedIn);
  const store = storeFor(api);
  const snapshot = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        store.listeners.add(listener);
        return () => store.listeners.delete(listener);
      },
      [store],
    ),
    () => store.snapshot,
    () => store.snapshot,
  );
  useEffect(() => {
    if (!enabled || store.requested) return;
    store.requested = true;
    void load(api, store);
  }, [enabled, api, store]);
  const sign = useCallback(async () => {
    if (store.snapshot.submitting) return;
    update(store, { submitting: true });
    const result = await api.submitDeclaration();
    if (!result.ok) logRegionalError('turkey-declaration', 'declaration sign failed', result.failure ?? result.code);
    update(store, { status: declarationAfterSign(result), submitting: false });
  }, [api, store]);
  return { ...snapshot, enabled, sign };
}
