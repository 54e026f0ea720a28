import { decodeComplianceCheck } from '@exchange/api';
import { complianceCheckRequested, selectCompliance, selectComplianceReady } from './compliance-slice';
import { selectSettings } from './settings-slice';
import { makeStore } from './store';
import type { ShellServices } from './store-types';
import { initialUserState, selectLoginState, userSessionRequested } from './user-slice';

// What the first load starts from, so answers do not render the tree more than once each.
describe('first-load state', () => {
  it('starts a visitor without login cookies logged out, and one with them unknown', () => {
    expect(initialUserState(false).loginState).toBe('logged-out');
    expect(initialUserState(true).loginState).toBe('unknown');
  });

  it('a cookie-less session call leaves the state object as it was (no re-render)', async () => {
    const store = makeStore({ user: initialUserState(false) }, {} as ShellServices);
    const before = store.getState().user;
    await store.dispatch(userSessionRequested({ hasLoginCookies: false }));
    expect(selectLoginState(store.getState())).toBe('logged-out');
    expect(store.getState().user).toBe(before);
  });

  it('compliance readiness does not change from idle to loading, only with the answer', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = { getComplianceCheck: () => new Promise((resolve) => (answer = resolve)) };
    const store = makeStore(undefined, { api } as unknown as ShellServices);
    expect(selectComplianceReady(store.getState())).toBe(false);
    const pending = store.dispatch(complianceCheckRequested());
    expect(store.getState().compliance.status).toBe('loading');
    expect(selectComplianceReady(store.getState())).toBe(false);
    answer({ ok: true, data: selectCompliance(store.getState()) });
    await pending;
    expect(selectComplianceReady(store.getState())).toBe(true);
  });

  it('a new store starts from the spec fallbacks before any answer (USD, 2700 currencies, nothing restricted)', () => {
    const state = makeStore(undefined, {} as ShellServices).getState();
    expect(selectSettings(state).curr_fiat).toBe('USD');
    expect(selectSettings(state).currency_count).toBe(2700);
    expect(state.settings.status).toBe('idle');
    expect(state.compliance.status).toBe('idle');
    expect(selectCompliance(state)).toEqual(decodeComplianceCheck(null));
  });

  it('making a store decodes no fallback (the start-up script of every page); the selectors decode it once, on first use', () => {
    const state = makeStore(undefined, {} as ShellServices).getState();
    expect(state.compliance.check).toBeNull();
    expect(state.settings.data).toBeNull();
    expect(selectCompliance(state)).toBe(selectCompliance(makeStore(undefined, {} as ShellServices).getState()));
    expect(selectSettings(state)).toBe(selectSettings(state));
    // Shared by every store, so frozen through and through as the state it stands in for.
    expect(Object.isFrozen(selectCompliance(state).menu)).toBe(true);
    expect(Object.isFrozen(selectSettings(state).fiat_list)).toBe(true);
  });
});
