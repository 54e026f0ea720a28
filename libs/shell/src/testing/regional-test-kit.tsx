import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ApiEndpoints, ApiResult } from '@exchange/api';
import { removeCookie } from '@exchange/platform';
import type { RootState } from '../store/store';
import type { AppServices } from '../context/app-services';
import { createTestServices } from './test-services';

/** Endpoints whose regional calls are replaced (the rest are the real client, unused here). */
export function servicesWith(overrides: Partial<ApiEndpoints>): AppServices {
  const base = createTestServices();
  return createTestServices({ createClient: () => base.client, api: { ...base.api, ...overrides } });
}

/** A resolved ApiResult. */
export function okResult<T>(data: T): Promise<ApiResult<T>> {
  return Promise.resolve({ ok: true, data, code: 0, status: 200 });
}

/** A failed ApiResult (transport or HTTP failure). */
export function failedResult<T>(data: T): Promise<ApiResult<T>> {
  return Promise.resolve({ ok: false, data, status: 500, failure: 'http' });
}

/** Preloaded state of a logged-in user. */
export const LOGGED_IN: Partial<RootState> = {
  user: { loginState: 'logged-in', info: null, tier: null, totalUsd: null },
};

/** Prints the router location so tests can assert redirects. */
export function LocationProbe(): ReactNode {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Clears the cookies the regional flows read and write. */
export function clearCookies(): void {
  for (const name of ['uid', 'nickname', 'lang', 'dark', 'curr_fiat']) removeCookie(name);
}
