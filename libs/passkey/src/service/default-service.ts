import { createApiClient } from '@exchange/api';
import { toast } from '@exchange/ui';
import { createPasskeyTransport } from './api-transport';
import { createPasskeyService, type PasskeyService } from './passkey-service';

let shared: PasskeyService | undefined;

/**
 * The app's passkey service: the shared API client (page origin, csrf header, form bodies) and
 * the app-wide toast queue. Loaded on demand, so WebAuthn code stays in a lazy chunk.
 */
export function defaultPasskeyService(): PasskeyService {
  shared ??= createPasskeyService({
    transport: createPasskeyTransport(createApiClient()),
    onToast: (t) => toast.show(t),
  });
  return shared;
}
