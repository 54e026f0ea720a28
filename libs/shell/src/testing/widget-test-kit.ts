import { act } from '@testing-library/react';
import {
  decodeComplianceCheck,
  decodeSiteSettings,
  type ApiEndpoints,
  type ApiResult,
  type ComplianceCheck,
  type UserInfo,
} from '@exchange/api';
import type { RootState } from '../store/store';

/**
 * Endpoints for widget tests and stories: the given methods, and for every other one a failed
 * call with no data (which the widgets treat as the spec's fallback).
 */
export function fakeApi(overrides: Partial<ApiEndpoints> = {}): ApiEndpoints {
  const failed = (): Promise<ApiResult<undefined>> => Promise.resolve({ ok: false, data: undefined, failure: 'network' });
  return new Proxy(overrides, {
    get: (target, name: string) => (target as Record<string, unknown>)[name] ?? failed,
  }) as ApiEndpoints;
}

/** What a widget test says about the user and the compliance answer. */
export interface WidgetStateInput {
  loggedIn?: boolean;
  /** Restricted menu codes. */
  menu?: string[];
  ukLimited?: boolean;
  defaultBuyCryptoFiat?: string;
  defaultP2PFiat?: string;
}

const USER: UserInfo = { uid: '10000001', nickname: 'tester', tier_level: 1, verified: 4, country: 1 };

/** A preloaded store state for widget tests and stories. */
export function widgetState({ loggedIn = true, menu = [], ukLimited = false, defaultBuyCryptoFiat, defaultP2PFiat }: WidgetStateInput = {}): Partial<RootState> {
  const check: ComplianceCheck = decodeComplianceCheck(null);
  check.menu = menu;
  check.limit = { ...check.limit, is_uk_limit: ukLimited };
  const settings = decodeSiteSettings(null);
  if (defaultBuyCryptoFiat) settings.defaultBuyCryptoFiat = defaultBuyCryptoFiat;
  if (defaultP2PFiat) settings.defaultP2PFiat = defaultP2PFiat;
  return {
    user: {
      loginState: loggedIn ? 'logged-in' : 'logged-out',
      info: loggedIn ? USER : null,
      tier: null,
      totalUsd: loggedIn ? '1234.56' : null,
    },
    compliance: { status: 'ready', check },
    settings: { status: 'ready', data: settings },
  } as Partial<RootState>;
}

/** Sets the viewport width the widgets read and tells them (a resize event). */
export function setViewportWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
