import type { ApiClient } from '@exchange/api';
import { toast } from '@exchange/ui';
import { createPasskeyTransport } from './api-transport';
import { createPasskeyService, type PasskeyService } from './passkey-service';

/**
 * The app's passkey service over the app's one API client (page origin, csrf header, form bodies)
 * and the app-wide toast queue. Loaded on demand, so WebAuthn code stays in a lazy chunk.
 */
export function defaultPasskeyService(client: ApiClient): PasskeyService {
  return createPasskeyService({
    transport: createPasskeyTransport(client),
    onToast: (t) => toast.show(t),
  });
}
