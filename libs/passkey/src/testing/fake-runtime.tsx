import type { ReactElement } from 'react';
import type { PasskeyService } from '../service/passkey-service';
import type { PasskeyAuthResult, PasskeyCreateResult, PasskeyListResult } from '../service/types';
import { PasskeyRuntimeProvider } from '../ui/passkey-runtime';

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

/** Wraps `ui` with a fixed service and support answer (stories and component tests). */
export function withFakeRuntime(
  ui: ReactElement,
  { service = fakePasskeyService(), supported = true, inNativeApp = false }: { service?: PasskeyService; supported?: boolean; inNativeApp?: boolean } = {},
): ReactElement {
  return (
    <PasskeyRuntimeProvider runtime={{ getService: async () => service, detectSupport: async () => supported, inNativeApp }}>
      {ui}
    </PasskeyRuntimeProvider>
  );
}
