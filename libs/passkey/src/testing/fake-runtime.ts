import type { AppServices } from '@exchange/shell';
import { createTestServices, overrideService } from '@exchange/shell/testing';
import type { PasskeyService } from '../service/passkey-service';
import type { PasskeyAuthResult, PasskeyCreateResult, PasskeyListResult } from '../service/types';
import { passkeyRuntimeKey, type PasskeyRuntime } from '../ui/passkey-runtime';

/** A service whose every method is a jest-free stub; tests and stories replace what they need. */
export function fakePasskeyService(overrides: Partial<PasskeyService> = {}): PasskeyService {
  const ok: PasskeyAuthResult = { outcome: 'SUCCESS' };
  return {
    create: async (): Promise<PasskeyCreateResult> => ({ outcome: 'SUCCESS' }),
    verify: async () => ok,
    quickLogin: async () => ok,
    remove: async () => ok,
    list: async (): Promise<PasskeyListResult> => ({ ok: true, items: [] }),
    abort: () => undefined,
    ...overrides,
  };
}

/**
 * The app's services (the shell's one test-services helper) with a fixed passkey service and
 * support answer, for stories and component tests; `runtime` replaces any part outright.
 */
export function fakeRuntimeServices(
  { service = fakePasskeyService(), supported = true, inNativeApp = false }: { service?: PasskeyService; supported?: boolean; inNativeApp?: boolean } = {},
  runtime: Partial<PasskeyRuntime> = {},
): AppServices {
  return createTestServices({
    overrides: [overrideService(passkeyRuntimeKey, () => ({ getService: async () => service, detectSupport: async () => supported, inNativeApp, ...runtime }))],
  });
}
